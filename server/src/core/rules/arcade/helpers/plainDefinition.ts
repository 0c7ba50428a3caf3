/**
 * The verdicts' one pass over a plain definition (PlainContext.derived): its parameters and value schemas, the lists
 * parametersIn / valueSchemasIn give over the PLAIN reader, in the same order; and the walk over its model objects in
 * objectsIn's order (test/unit/rules/arcade/plainDefinition.test.ts holds them equal). Every clean file of a run is
 * walked by them, so they read each field by name (a load the engine caches per place; the Reader's `get(node, key)`
 * is one place for every key) and allocate only the lists. No key they read is a member objects inherit, so a named
 * read is an own field.
 */
import type { JsonValue } from '../../../model/tree';
import type { ModelName } from '../../../model/arcadeFields';
import { isPlainObject, type PlainObject } from './reader';
import { valueSchemaFacts } from './valueSchemaFacts';

export interface PlainDefinition {
  /** `input.parameters` (or preview's `inputs.parameters`) objects. */
  readonly parameters: readonly PlainObject[];
  /** Every value schema: the parameters', the output's, the HTTP endpoint parameters', nested ones after each, depth first. */
  readonly valueSchemas: readonly PlainObject[];
  /** The bits of valueSchemaFacts.ts set by some value schema (read as each is found). */
  readonly valueSchemaFacts: number;
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
  let facts = 0;
  for (const p of parameters) facts |= nestedDepthFirst(p.value_schema, valueSchemas, pending);
  facts |= nestedDepthFirst(output?.value_schema, valueSchemas, pending);
  for (const p of endpointParameters) facts |= nestedDepthFirst(p.value_schema, valueSchemas, pending);

  return { parameters, valueSchemas, valueSchemaFacts: facts };
}

/** The objects of a list (none when it is not one). */
function objectsIn(list: JsonValue | undefined): PlainObject[] {
  const out: PlainObject[] = [];
  if (Array.isArray(list)) for (const item of list) if (isPlainObject(item)) out.push(item);
  return out;
}

/**
 * `schema` and the value schemas nested in its `properties` / `inner_properties`, depth first, without recursion
 * (`pending`: an empty stack, shared by the calls of one pass); returns the facts they set.
 */
function nestedDepthFirst(schema: JsonValue | undefined, out: PlainObject[], pending: (JsonValue | undefined)[]): number {
  let facts = 0;
  pending.push(schema);
  while (pending.length) {
    const vs = pending.pop();
    if (!isPlainObject(vs)) continue;
    out.push(vs);
    facts |= valueSchemaFacts(vs);
    // Pushed last field first, so the first is taken next.
    pushReversed(pending, vs.inner_properties);
    pushReversed(pending, vs.properties);
  }
  return facts;
}

function pushReversed(pending: (JsonValue | undefined)[], fields: JsonValue | undefined): void {
  if (!isPlainObject(fields)) return;
  const values = Object.values(fields);
  for (let i = values.length - 1; i >= 0; i--) pending.push(values[i]);
}

/**
 * Calls `visit` with every object a model of arcade-core reads and its model, in objectsIn's order: the root,
 * toolkit, input, its parameters, output, the value schemas breadth first, requirements. A visit, not a list: its
 * one user (arcadeModel.ts) reads each object once, and the list's entries would be made for every clean file.
 */
export function eachModelObject(value: JsonValue, visit: (model: ModelName, node: PlainObject) => void): void {
  const root = objectOrUndefined(value);
  if (!root) return;
  visit('ToolDefinition', root);
  visitObject(visit, 'ToolkitDefinition', root.toolkit);
  const input = objectOrUndefined(root.input);
  visitObject(visit, 'ToolInput', input);
  const schemas: (JsonValue | undefined)[] = [];
  const parameters = input?.parameters;
  if (Array.isArray(parameters))
    for (const p of parameters)
      if (isPlainObject(p)) {
        visit('InputParameter', p);
        schemas.push(p.value_schema);
      }
  const output = objectOrUndefined(root.output);
  visitObject(visit, 'ToolOutput', output);
  schemas.push(output?.value_schema);
  for (let next = 0; next < schemas.length; next++) {
    const vs = schemas[next];
    if (!isPlainObject(vs)) continue;
    visit('ValueSchema', vs);
    pushValues(schemas, vs.properties);
    pushValues(schemas, vs.inner_properties);
  }
  const requirements = objectOrUndefined(root.requirements);
  if (!requirements) return;
  visit('ToolRequirements', requirements);
  const authorization = requirements.authorization;
  visitObject(visit, 'ToolAuthRequirement', authorization);
  if (isPlainObject(authorization)) visitObject(visit, 'OAuth2Requirement', authorization.oauth2);
  const { secrets, metadata } = requirements;
  if (Array.isArray(secrets)) for (const secret of secrets) visitObject(visit, 'ToolSecretRequirement', secret);
  if (Array.isArray(metadata)) for (const entry of metadata) visitObject(visit, 'ToolMetadataRequirement', entry);
}

/** An object's values in order, without the array Object.values makes (JSON.parse's objects have own keys only). */
function pushValues(list: (JsonValue | undefined)[], fields: JsonValue | undefined): void {
  if (isPlainObject(fields)) for (const key in fields) list.push(fields[key]);
}

function visitObject(visit: (model: ModelName, node: PlainObject) => void, model: ModelName, node: JsonValue | undefined): void {
  if (isPlainObject(node)) visit(model, node);
}
