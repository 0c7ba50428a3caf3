/**
 * An Arcade definition as a Pedelec tool `{ name, description, argsSchema }`. Pedelec's subset
 * (pedelec-tool-args-schema.md) has no null type, no deprecation field and typed enums, so what it cannot hold is
 * listed as a note, never invented. `timeoutMs` is left out: Arcade has no timeout, and Core's default applies.
 */
import type { JsonValue } from '../model/tree';
import { providerToolName, type ArcadeDefinition, type ValueSchema } from '../hosts/arcadeDefinition';
import { jsonType, setOwn } from '../hosts/providerSchema';
import { ConvertError, NO_NULL_TYPE, pointer, type ConversionNote, type JsonObject } from '../hosts/types';

/** The SDK's tool-name check (normalizeSkillsInput). */
const PEDELEC_TOOL_NAME = /^[a-zA-Z][a-zA-Z0-9_.-]*$/;

export function arcadeToPedelec(d: ArcadeDefinition, notes: ConversionNote[]): JsonObject {
  const name = providerToolName(d);
  if (!PEDELEC_TOOL_NAME.test(name)) {
    throw new ConvertError('/fully_qualified_name', `the tool name "${name}" does not match Pedelec's ^[a-zA-Z][a-zA-Z0-9_.-]*$.`);
  }
  if (!d.description.trim()) throw new ConvertError('/description', 'Pedelec needs a non-blank tool description.');
  if (d.deprecationMessage) notes.push({ path: '/deprecation_message', message: 'dropped: a Pedelec tool has no deprecation field.' });
  const properties: JsonObject = {};
  for (const p of d.parameters) {
    const schema = node(p.value_schema, notes);
    if (p.description) schema.description = p.description;
    setOwn(properties, p.name, schema);
  }
  if (d.parameters.some((p) => p.name === 'timeoutMs')) {
    notes.push({
      path: '/input/parameters',
      message: "the parameter `timeoutMs` is also read by Pedelec Core as the call's timeout (a positive integer of milliseconds).",
    });
  }
  const argsSchema = { type: 'object', properties, required: d.parameters.filter((p) => p.required).map((p) => p.name) };
  return { name, description: d.description, argsSchema };
}

function node(vs: ValueSchema, notes: ConversionNote[]): JsonObject {
  if (vs.nullable) notes.push({ path: pointer(vs.path, 'nullable'), message: `dropped: ${NO_NULL_TYPE}` });
  if (vs.val_type === 'array') {
    if (!vs.inner_val_type)
      throw new ConvertError(vs.path, 'an array without `inner_val_type` cannot be converted: a Pedelec array needs `items`.');
    const items =
      vs.inner_val_type === 'json'
        ? object(vs.inner_properties, vs.inner_required_keys, vs.path, 'inner_properties', notes)
        : scalar(vs.inner_val_type, vs, notes);
    return { type: 'array', items };
  }
  if (vs.val_type === 'json') return object(vs.properties, vs.required_keys, vs.path, 'properties', notes);
  return scalar(vs.val_type, vs, notes);
}

function object(
  fields: Record<string, ValueSchema> | undefined,
  requiredKeys: string[] | undefined,
  path: string,
  key: string,
  notes: ConversionNote[],
): JsonObject {
  if (fields === undefined) return { type: 'object' };
  const properties: JsonObject = {};
  for (const [name, field] of Object.entries(fields)) {
    const schema = node(field, notes);
    if (field.description) schema.description = field.description;
    setOwn(properties, name, schema);
  }
  const requiredKey = key === 'properties' ? 'required_keys' : 'inner_required_keys';
  const required = [...new Set(requiredKeys ?? [])].filter((k) => {
    const defined = Object.prototype.hasOwnProperty.call(fields, k);
    if (!defined) notes.push({ path: pointer(path, requiredKey), message: `dropped "${k}" from required: no such field in \`${key}\`.` });
    return defined;
  });
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** Arcade's enum is always strings; Pedelec wants values of the node's type, so numbers and booleans are read. */
function scalar(valType: string, vs: ValueSchema, notes: ConversionNote[]): JsonObject {
  const schema: JsonObject = { type: jsonType(valType) };
  if (!vs.enum?.length) return schema;
  const values = vs.enum.map((v) => typedValue(valType, v));
  if (values.every((v) => v !== undefined)) {
    schema.enum = values as JsonValue[];
    if (valType !== 'string')
      notes.push({ path: pointer(vs.path, 'enum'), message: `changed: the enum's strings became ${valType} values, as Pedelec requires.` });
  } else {
    notes.push({
      path: pointer(vs.path, 'enum'),
      message: `dropped: the enum holds strings that are not ${valType} values, so no value could satisfy it.`,
    });
  }
  return schema;
}

function typedValue(valType: string, s: string): JsonValue | undefined {
  if (valType === 'string') return s;
  if (valType === 'boolean') return s === 'true' ? true : s === 'false' ? false : undefined;
  const n = s.trim() === '' ? NaN : Number(s);
  if (!Number.isFinite(n)) return undefined;
  return valType === 'integer' && !Number.isInteger(n) ? undefined : n;
}
