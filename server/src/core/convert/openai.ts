/**
 * What OpenAI is shown: `{type: "function", function: {name, description, parameters, strict: true}}`, built as
 * arcade-core's converters/openai.py builds it (strict mode: every property required, optional ones nullable).
 */
import type { ArcadeDefinition } from './arcadeDefinition';
import { providerToolName } from './arcadeDefinition';
import { addNull, providerSchema, setOwn, type ObjectBuilder } from './providerSchema';
import type { JsonObject } from './types';

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

export function toOpenAi(d: ArcadeDefinition): JsonObject {
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
  return { type: 'function', function: { name: providerToolName(d), description: d.description, parameters, strict: true } };
}
