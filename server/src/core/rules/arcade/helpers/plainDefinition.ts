/**
 * The verdicts' one pass over a plain definition (PlainContext.derived): its parameters, the list parametersIn gives
 * over the PLAIN reader, and the facts of the value schemas valueSchemasIn lists; and the walk over the model objects
 * objectsIn lists (test/unit/rules/arcade/plainDefinition.test.ts holds them equal). Every clean file of a run is
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
  for (const p of parameters) facts |= valueSchemaBits(p.value_schema, factsOf);
  facts |= valueSchemaBits(objectOrUndefined(root?.output)?.value_schema, factsOf);
  const endpointParameters = objectOrUndefined(root?.http_endpoint)?.parameters;
  if (Array.isArray(endpointParameters))
    for (const p of endpointParameters) if (isPlainObject(p)) facts |= valueSchemaBits(p.value_schema, factsOf);
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
 * What `bitsOf` gives of every object a model of arcade-core reads, ORed: the objects objectsIn lists (the root,
 * toolkit, input, its parameters, output, their value schemas and the nested ones, requirements), each once. Bits,
 * not a visit of each in turn: its one user (arcadeModel.ts) asks whether some object is so, which needs no order,
 * and so no list of the value schemas for one definition of the usual shape (none nested) and no closure.
 */
export function modelObjectBits(value: JsonValue, bitsOf: (model: ModelName, node: PlainObject) => number): number {
  if (!isPlainObject(value)) return 0;
  let bits = bitsOf('ToolDefinition', value);
  const toolkit = value.toolkit;
  if (isPlainObject(toolkit)) bits |= bitsOf('ToolkitDefinition', toolkit);
  const input = value.input;
  if (isPlainObject(input)) {
    bits |= bitsOf('ToolInput', input);
    const parameters = input.parameters;
    if (Array.isArray(parameters))
      for (const p of parameters) if (isPlainObject(p)) bits |= bitsOf('InputParameter', p) | valueSchemaBits(p.value_schema, bitsOf);
  }
  const output = value.output;
  if (isPlainObject(output)) bits |= bitsOf('ToolOutput', output) | valueSchemaBits(output.value_schema, bitsOf);
  const requirements = value.requirements;
  if (!isPlainObject(requirements)) return bits;
  bits |= bitsOf('ToolRequirements', requirements);
  const authorization = requirements.authorization;
  if (isPlainObject(authorization)) {
    bits |= bitsOf('ToolAuthRequirement', authorization);
    const oauth2 = authorization.oauth2;
    if (isPlainObject(oauth2)) bits |= bitsOf('OAuth2Requirement', oauth2);
  }
  const { secrets, metadata } = requirements;
  if (Array.isArray(secrets)) for (const secret of secrets) if (isPlainObject(secret)) bits |= bitsOf('ToolSecretRequirement', secret);
  if (Array.isArray(metadata)) for (const entry of metadata) if (isPlainObject(entry)) bits |= bitsOf('ToolMetadataRequirement', entry);
  return bits;
}

const factsOf = (_: ModelName, vs: PlainObject) => valueSchemaFacts(vs);

/**
 * What `bitsOf` gives of `schema` and the value schemas nested in its `properties` / `inner_properties`, ORed. Bits
 * need no order, and most value schemas nest none (`"properties": null`): a stack is made only for one that does.
 */
function valueSchemaBits(schema: JsonValue | undefined, bitsOf: (model: ModelName, node: PlainObject) => number): number {
  if (!isPlainObject(schema)) return 0;
  let bits = bitsOf('ValueSchema', schema);
  const pending = pushValues(pushValues(undefined, schema.properties), schema.inner_properties);
  if (pending)
    while (pending.length) {
      const vs = pending.pop();
      if (!isPlainObject(vs)) continue;
      bits |= bitsOf('ValueSchema', vs);
      pushValues(pending, vs.properties);
      pushValues(pending, vs.inner_properties);
    }
  return bits;
}

/**
 * An object's values in order pushed on `list` (made when there is none), without the array Object.values makes
 * (JSON.parse's objects have own keys only); the list, if any.
 */
function pushValues(list: (JsonValue | undefined)[] | undefined, fields: JsonValue | undefined): (JsonValue | undefined)[] | undefined {
  if (isPlainObject(fields)) for (const key in fields) (list ??= []).push(fields[key]);
  return list;
}
