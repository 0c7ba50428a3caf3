/**
 * What Anthropic is shown: `{name, description, input_schema}`, built as arcade-core's converters/anthropic.py
 * builds it (plain JSON Schema: only required parameters in `required`, no `additionalProperties`).
 */
import type { ArcadeDefinition } from './arcadeDefinition';
import { providerToolName } from './arcadeDefinition';
import { addNull, providerSchema, setOwn, type ObjectBuilder } from './providerSchema';
import type { JsonObject } from './types';

const buildObject: ObjectBuilder = (properties, requiredKeys) => {
  const fields: JsonObject = {};
  for (const [name, field] of Object.entries(properties)) {
    const schema = providerSchema(field, buildObject);
    if (field.description) schema.description = field.description;
    if (field.nullable) addNull(schema);
    setOwn(fields, name, schema);
  }
  return { type: 'object', properties: fields, ...(requiredKeys?.length ? { required: requiredKeys } : {}) };
};

export function toAnthropic(d: ArcadeDefinition): JsonObject {
  const properties: JsonObject = {};
  for (const p of d.parameters) {
    const schema = providerSchema(p.value_schema, buildObject);
    if (p.description) schema.description = p.description;
    setOwn(properties, p.name, schema);
  }
  const required = d.parameters.filter((p) => p.required).map((p) => p.name);
  return {
    name: providerToolName(d),
    description: d.description,
    input_schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
  };
}
