/**
 * The verdicts' one pass over a plain definition (PlainContext.derived): its parameters, the list parametersIn gives
 * over the PLAIN reader, and the facts of the value schemas valueSchemasIn lists; and the walk over its model objects
 * in objectsIn's order (test/unit/rules/arcade/plainDefinition.test.ts holds them equal). Every clean file of a run is
 * walked by them, so they read each field by name (a load the engine caches per place; the Reader's `get(node, key)`
 * is one place for every key) and allocate only what a definition of the usual shape cannot do without. No key they
 * read is a member objects inherit, so a named read is an own field.
 */
import type { JsonValue } from '../../../model/tree';
import type { ModelName } from '../../../model/arcadeFields';
import { isPlainObject, type PlainObject } from './reader';
import { valueSchemaFacts } from './valueSchemaFacts';

export interface PlainDefinition {
  /** `input.parameters` (or preview's `inputs.parameters`) objects. */
  readonly parameters: readonly PlainObject[];
  /** The bits of valueSchemaFacts.ts set by some value schema: the parameters', the output's, the HTTP endpoint parameters', nested ones. */
  readonly valueSchemaFacts: number;
}

const objectOrUndefined = (value: JsonValue | undefined): PlainObject | undefined => (isPlainObject(value) ? value : undefined);

export function plainDefinitionOf(value: JsonValue): PlainDefinition {
  const root = objectOrUndefined(value);
  const input = objectOrUndefined(root?.input);
  const parameters = objectsIn(
    input !== undefined ? input.parameters : root?.input === undefined ? objectOrUndefined(root?.inputs)?.parameters : undefined,
  );
  let facts = 0;
  for (const p of parameters) facts |= factsOfNested(p.value_schema);
  facts |= factsOfNested(objectOrUndefined(root?.output)?.value_schema);
  const endpointParameters = objectOrUndefined(root?.http_endpoint)?.parameters;
  if (Array.isArray(endpointParameters)) for (const p of endpointParameters) if (isPlainObject(p)) facts |= factsOfNested(p.value_schema);
  return { parameters, valueSchemaFacts: facts };
}

/**
 * The objects of a list (none when it is not one): the list itself when all its items are objects, as nearly every
 * parameter list is (the verdicts only read it), else a copy without the others.
 */
function objectsIn(list: JsonValue | undefined): readonly PlainObject[] {
  if (!Array.isArray(list)) return NONE;
  let i = 0;
  while (i < list.length && isPlainObject(list[i])) i++;
  if (i === list.length) return list as PlainObject[];
  const out = list.slice(0, i) as PlainObject[];
  for (; i < list.length; i++) {
    const item = list[i];
    if (isPlainObject(item)) out.push(item);
  }
  return out;
}

const NONE: readonly PlainObject[] = [];

/**
 * The facts `schema` and the value schemas nested in its `properties` / `inner_properties` set. The facts do not
 * depend on the order, and most value schemas nest none (`"properties": null`): a stack is made only for one that does.
 */
function factsOfNested(schema: JsonValue | undefined): number {
  if (!isPlainObject(schema)) return 0;
  let facts = valueSchemaFacts(schema);
  let pending: (JsonValue | undefined)[] | undefined;
  pending = pushValues(pending, schema.properties);
  pending = pushValues(pending, schema.inner_properties);
  if (pending)
    while (pending.length) {
      const vs = pending.pop();
      if (!isPlainObject(vs)) continue;
      facts |= valueSchemaFacts(vs);
      pushValues(pending, vs.properties);
      pushValues(pending, vs.inner_properties);
    }
  return facts;
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

/**
 * An object's values in order pushed on `list` (made when there is none), without the array Object.values makes
 * (JSON.parse's objects have own keys only); the list, if any.
 */
function pushValues(list: (JsonValue | undefined)[] | undefined, fields: JsonValue | undefined): (JsonValue | undefined)[] | undefined {
  if (isPlainObject(fields)) for (const key in fields) (list ??= []).push(fields[key]);
  return list;
}

function visitObject(visit: (model: ModelName, node: PlainObject) => void, model: ModelName, node: JsonValue | undefined): void {
  if (isPlainObject(node)) visit(model, node);
}
