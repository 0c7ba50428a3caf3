/**
 * The verdicts' one pass over a plain definition (PlainContext.derived): its parameters, value schemas and model
 * objects, the lists parametersIn / valueSchemasIn / objectsIn give over the PLAIN reader, in the same order
 * (test/unit/rules/arcade/plainDefinition.test.ts holds them equal). Every clean file of a run is walked by it, so it
 * reads each field by name (a load the engine caches per place; the Reader's `get(node, key)` is one place for every
 * key) and allocates only the lists. No key it reads is a member objects inherit, so a named read is an own field.
 */
import type { JsonValue } from '../../../model/tree';
import type { ModelName } from '../../../model/arcadeFields';
import type { ModelObject } from './modelObjects';
import { isPlainObject, type PlainObject } from './reader';

export interface PlainDefinition {
  /** `input.parameters` (or preview's `inputs.parameters`) objects. */
  readonly parameters: readonly PlainObject[];
  /** Every value schema: the parameters', the output's, the HTTP endpoint parameters', nested ones after each, depth first. */
  readonly valueSchemas: readonly PlainObject[];
  /** Every object a model of arcade-core reads, with its model (objectsIn's list). */
  readonly modelObjects: readonly ModelObject<PlainObject>[];
}

const objectOrUndefined = (value: JsonValue | undefined): PlainObject | undefined => (isPlainObject(value) ? value : undefined);

export function plainDefinitionOf(value: JsonValue): PlainDefinition {
  const root = objectOrUndefined(value);
  const input = objectOrUndefined(root?.input);
  const parameters = objectsIn(
    input !== undefined ? input.parameters : root?.input === undefined ? objectOrUndefined(root?.inputs)?.parameters : undefined,
  );
  const output = objectOrUndefined(root?.output);
  const endpointParameters = objectsIn(objectOrUndefined(root?.http_endpoint)?.parameters);

  const valueSchemas: PlainObject[] = [];
  const pending: (JsonValue | undefined)[] = [];
  for (const p of parameters) nestedDepthFirst(p.value_schema, valueSchemas, pending);
  nestedDepthFirst(output?.value_schema, valueSchemas, pending);
  for (const p of endpointParameters) nestedDepthFirst(p.value_schema, valueSchemas, pending);

  return { parameters, valueSchemas, modelObjects: root ? modelObjectsOf(root, input, output) : [] };
}

/** The objects of a list (none when it is not one). */
function objectsIn(list: JsonValue | undefined): PlainObject[] {
  const out: PlainObject[] = [];
  if (Array.isArray(list)) for (const item of list) if (isPlainObject(item)) out.push(item);
  return out;
}

/**
 * `schema` and the value schemas nested in its `properties` / `inner_properties`, depth first, without recursion
 * (`pending`: an empty stack, shared by the calls of one pass).
 */
function nestedDepthFirst(schema: JsonValue | undefined, out: PlainObject[], pending: (JsonValue | undefined)[]): void {
  pending.push(schema);
  while (pending.length) {
    const vs = pending.pop();
    if (!isPlainObject(vs)) continue;
    out.push(vs);
    // Pushed last field first, so the first is taken next.
    pushReversed(pending, vs.inner_properties);
    pushReversed(pending, vs.properties);
  }
}

function pushReversed(pending: (JsonValue | undefined)[], fields: JsonValue | undefined): void {
  if (!isPlainObject(fields)) return;
  const values = Object.values(fields);
  for (let i = values.length - 1; i >= 0; i--) pending.push(values[i]);
}

/** objectsIn's order: the root, toolkit, input, its parameters, output, the value schemas breadth first, requirements. */
function modelObjectsOf(root: PlainObject, input: PlainObject | undefined, output: PlainObject | undefined): ModelObject<PlainObject>[] {
  const out: ModelObject<PlainObject>[] = [{ model: 'ToolDefinition', node: root }];
  add(out, 'ToolkitDefinition', root.toolkit);
  add(out, 'ToolInput', input);
  const schemas: (JsonValue | undefined)[] = [];
  const parameters = input?.parameters;
  if (Array.isArray(parameters))
    for (const p of parameters)
      if (isPlainObject(p)) {
        out.push({ model: 'InputParameter', node: p });
        schemas.push(p.value_schema);
      }
  add(out, 'ToolOutput', output);
  schemas.push(output?.value_schema);
  for (let next = 0; next < schemas.length; next++) {
    const vs = schemas[next];
    if (!isPlainObject(vs)) continue;
    out.push({ model: 'ValueSchema', node: vs });
    pushValues(schemas, vs.properties);
    pushValues(schemas, vs.inner_properties);
  }
  const requirements = objectOrUndefined(root.requirements);
  if (!requirements) return out;
  add(out, 'ToolRequirements', requirements);
  const authorization = requirements.authorization;
  add(out, 'ToolAuthRequirement', authorization);
  if (isPlainObject(authorization)) add(out, 'OAuth2Requirement', authorization.oauth2);
  const { secrets, metadata } = requirements;
  if (Array.isArray(secrets)) for (const secret of secrets) add(out, 'ToolSecretRequirement', secret);
  if (Array.isArray(metadata)) for (const entry of metadata) add(out, 'ToolMetadataRequirement', entry);
  return out;
}

/** An object's values in order, without the array Object.values makes (JSON.parse's objects have own keys only). */
function pushValues(list: (JsonValue | undefined)[], fields: JsonValue | undefined): void {
  if (isPlainObject(fields)) for (const key in fields) list.push(fields[key]);
}

function add(out: ModelObject<PlainObject>[], model: ModelName, node: JsonValue | undefined): void {
  if (isPlainObject(node)) out.push({ model, node });
}
