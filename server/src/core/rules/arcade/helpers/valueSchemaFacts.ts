/**
 * What the value-schema verdicts (array-missing-inner-type, inner-type-without-array, enum-not-string,
 * required-keys-undefined) ask of each value schema, read in the pass that finds it (plainDefinition.ts) and kept as
 * bits of one number for the definition: each verdict then tests a bit instead of walking the list again and
 * reading the same fields. A bit says "some value schema is so"; what depends on the format is left to the verdict.
 */
import type { PlainObject } from './reader';

/** `val_type` "array" with neither `inner_val_type` nor `array_inner_val_type` (a JSON null names no type either). */
export const ARRAY_WITHOUT_ELEMENT_TYPE = 1;
/** A string `val_type` other than "array", with an `inner_val_type` that is not null. */
export const INNER_TYPE_OFF_ARRAY = 2;
/** A string `val_type` other than "array", with `"inner_val_type": null`. */
export const NULL_INNER_TYPE_OFF_ARRAY = 4;
/** A string `val_type` other than "array", with an `inner_properties` that is not null. */
export const INNER_PROPERTIES_OFF_ARRAY = 8;
/** A non-empty `enum` on a string `val_type` other than "string" and not an array of "string". */
export const ENUM_OFF_STRING = 16;
/** A `required_keys` or `inner_required_keys` that is a list. */
export const REQUIRED_KEYS_LISTED = 32;

/** The bits `vs` sets. Named reads: no key asked for is an Object member, so each is an own field or absent. */
export function valueSchemaFacts(vs: PlainObject): number {
  const type = vs['val_type'];
  const inner = vs['inner_val_type'];
  let facts = 0;
  if (type === 'array') {
    if ((inner ?? null) === null && (vs['array_inner_val_type'] ?? null) === null) facts |= ARRAY_WITHOUT_ELEMENT_TYPE;
  } else if (typeof type === 'string') {
    if (inner !== undefined) facts |= inner === null ? NULL_INNER_TYPE_OFF_ARRAY : INNER_TYPE_OFF_ARRAY;
    const innerProperties = vs['inner_properties'];
    if (innerProperties !== undefined && innerProperties !== null) facts |= INNER_PROPERTIES_OFF_ARRAY;
  }
  const values = vs['enum'];
  if (
    Array.isArray(values) &&
    values.length > 0 &&
    typeof type === 'string' &&
    type !== 'string' &&
    !(type === 'array' && inner === 'string')
  )
    facts |= ENUM_OFF_STRING;
  if (Array.isArray(vs['required_keys']) || Array.isArray(vs['inner_required_keys'])) facts |= REQUIRED_KEYS_LISTED;
  return facts;
}
