/**
 * ValueSchema → JSON Schema as arcade-core's OpenAI and Anthropic converters map it (converters/openai.py,
 * anthropic.py: the same `_convert_value_schema_to_json_schema`); only the object schema differs, so each
 * provider passes its own builder. Key order follows the Python dicts, so the output reads like Arcade's.
 */
import type { JsonValue } from '../model/tree';
import type { ValueSchema } from './arcadeDefinition';
import type { JsonObject } from './types';

export type ObjectBuilder = (properties: Record<string, ValueSchema>, requiredKeys: string[] | undefined) => JsonObject;

/** `json` → `object`, `array` → `array`, the scalars unchanged. */
export const jsonType = (valType: string) => (valType === 'json' ? 'object' : valType);

export function providerSchema(vs: ValueSchema, buildObject: ObjectBuilder): JsonObject {
  if (vs.val_type === 'array' && vs.inner_val_type) {
    // `inner_properties` even empty builds an object; otherwise `{type}`, and a scalar array's enum goes on items.
    const items: JsonObject =
      vs.inner_val_type === 'json' && vs.inner_properties !== undefined
        ? buildObject(vs.inner_properties, vs.inner_required_keys)
        : { type: jsonType(vs.inner_val_type), ...(vs.enum?.length ? { enum: vs.enum } : {}) };
    return { type: 'array', items };
  }
  if (vs.val_type === 'json' && vs.properties !== undefined) return buildObject(vs.properties, vs.required_keys);
  return { type: jsonType(vs.val_type), ...(vs.enum?.length ? { enum: vs.enum } : {}) };
}

/** `_add_null_to_type`: `"null"` joins the type (making it a list) and `null` a present enum. */
export function addNull(schema: JsonObject): void {
  const type = schema.type;
  if (typeof type === 'string') schema.type = [type, 'null'];
  else if (Array.isArray(type) && !type.includes('null')) schema.type = [...type, 'null'];
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null as JsonValue];
}

/**
 * Sets `key` as an own property (a field may be named `__proto__`, whose assignment would set the prototype; every
 * other key of a plain object is an own data property by assignment too, which is cheaper than defining it).
 */
export function setOwn(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
