/**
 * What OpenAI is shown: `{type: "function", function: {name, description, parameters, strict: true}}`, built as
 * arcade-core's converters/openai.py builds it (strict mode: every property required, optional ones nullable).
 */
import { providerToolName, type ArcadeDefinition, type ValueSchema } from './arcadeDefinition';
import { addNull, providerSchema, setOwn, type ObjectBuilder } from './providerSchema';
import type { ConversionNote, JsonObject } from './types';

/** OpenAI's rule for function names. */
const OPENAI_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

const buildObject: ObjectBuilder = (properties, requiredKeys) => {
  const required = new Set(requiredKeys ?? []);
  const fields: JsonObject = {};
  for (const [name, field] of Object.entries(properties)) {
    const schema = providerSchema(field, buildObject);
    if (field.description) schema.description = field.description;
    // Required means "listed in required_keys" when it is a list (even empty), else "not nullable".
    const isRequired = requiredKeys === undefined ? !field.nullable : required.has(name);
    if (field.nullable || !isRequired) addNull(schema);
    setOwn(fields, name, schema);
  }
  return { type: 'object', properties: fields, required: Object.keys(properties), additionalProperties: false };
};

/** Where the tool falls outside strict mode as Arcade uses it: a free-form `json`, an array with no inner type. */
function outsideStrictMode(vs: ValueSchema, notes: ConversionNote[]): void {
  if (vs.val_type === 'json' && vs.properties === undefined) {
    notes.push({
      path: vs.path,
      message: 'outside OpenAI\'s strict mode: a `json` value without `properties` is shown as a bare {"type": "object"}.',
    });
  }
  if (vs.val_type === 'array' && !vs.inner_val_type) {
    notes.push({ path: vs.path, message: "outside OpenAI's strict mode: an array without `inner_val_type` is shown with no `items`." });
  }
  for (const field of [...Object.values(vs.properties ?? {}), ...Object.values(vs.inner_properties ?? {})]) outsideStrictMode(field, notes);
}

/** `notes`: where the notes go; none are worked out without it (the provider rules read the schema itself). */
export function toOpenAi(d: ArcadeDefinition, notes?: ConversionNote[]): JsonObject {
  const name = providerToolName(d);
  if (notes && !OPENAI_NAME.test(name))
    notes.push({ path: '/fully_qualified_name', message: `OpenAI rejects the tool name "${name}": it must match ^[a-zA-Z0-9_-]{1,64}$.` });
  if (notes) for (const p of d.parameters) outsideStrictMode(p.value_schema, notes);
  let parameters: JsonObject;
  if (d.parameters.length === 0) {
    parameters = { type: 'object', properties: {}, additionalProperties: false };
  } else {
    const properties: JsonObject = {};
    for (const p of d.parameters) {
      const schema = providerSchema(p.value_schema, buildObject);
      // Strict mode lists every parameter in `required`; an optional one may be null instead.
      if (!p.required) addNull(schema);
      if (p.description) schema.description = p.description;
      setOwn(properties, p.name, schema);
    }
    parameters = { type: 'object', properties, required: d.parameters.map((p) => p.name), additionalProperties: false };
  }
  return { type: 'function', function: { name, description: d.description, parameters, strict: true } };
}
