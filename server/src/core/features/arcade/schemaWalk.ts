/**
 * A small synchronous walk through the bundled Arcade schemas (local `$ref`s, `oneOf`/`anyOf`, `properties`,
 * `additionalProperties`, `items`): what a schema says about one key or one item. Enough for these schemas;
 * not a general JSON Schema implementation (the language service does validation).
 */
import type { JSONSchema } from 'vscode-json-languageservice';

export type JSONSchemaRef = JSONSchema | boolean;

export type NodeType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

function resolve(ref: JSONSchemaRef | undefined, root: JSONSchema): JSONSchema | undefined {
  if (ref === undefined || typeof ref === 'boolean') return ref ? {} : undefined;
  if (!ref.$ref) return ref;
  const match = ref.$ref.match(/^#\/(definitions|\$defs)\/(.+)$/);
  const defs = match && (match[1] === 'definitions' ? root.definitions : root.$defs);
  return resolve(defs?.[match![2]], root);
}

/** The schema's alternatives (oneOf / anyOf flattened), each resolved. */
export function alternatives(ref: JSONSchemaRef | undefined, root: JSONSchema): JSONSchema[] {
  const s = resolve(ref, root);
  if (!s) return [];
  const alts = [...(s.oneOf ?? []), ...(s.anyOf ?? [])];
  return alts.length ? alts.flatMap((a) => alternatives(a, root)) : [s];
}

export function allowsType(s: JSONSchema, type: NodeType): boolean {
  if (s.type === undefined) return true;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.includes(type) || (type === 'number' && types.includes('integer'));
}

export const allowsNull = (ref: JSONSchemaRef | undefined, root: JSONSchema) => alternatives(ref, root).some((a) => allowsType(a, 'null'));

/** The schema of `key` inside an object described by `ref`: undefined when the key is not allowed there. */
export function propertySchema(ref: JSONSchemaRef | undefined, root: JSONSchema, key: string): JSONSchemaRef | undefined {
  const objects = alternatives(ref, root).filter((a) => allowsType(a, 'object'));
  for (const o of objects) {
    const own = o.properties?.[key];
    if (own !== undefined) return own;
  }
  for (const o of objects) {
    if (o.additionalProperties === undefined || o.additionalProperties === true) return {};
    if (typeof o.additionalProperties === 'object') return o.additionalProperties;
  }
  return undefined;
}

/** The schema of the items of an array described by `ref`. */
export function itemsSchema(ref: JSONSchemaRef | undefined, root: JSONSchema): JSONSchemaRef | undefined {
  for (const a of alternatives(ref, root)) {
    if (allowsType(a, 'array') && a.items !== undefined && !Array.isArray(a.items)) return a.items;
  }
  return undefined;
}

/** The (markdown) description of `ref`, or of its first alternative that has one. */
export function describe(ref: JSONSchemaRef | undefined, root: JSONSchema): string | undefined {
  const s = resolve(ref, root);
  const own = s && (s.markdownDescription ?? s.description);
  if (own) return own;
  for (const a of alternatives(ref, root)) if (a.markdownDescription ?? a.description) return a.markdownDescription ?? a.description;
  return undefined;
}
