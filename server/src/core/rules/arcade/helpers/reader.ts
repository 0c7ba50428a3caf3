/**
 * What the arcade rules' shared walks read of a definition, the same on its tree (TREE: the check's nodes, each
 * lookup charged as `getValue` charges it) and on its plain value (PLAIN: JSON.parse's, read by the verdicts,
 * Rule.clean), so each walk is written once for both. The fast path gives a plain value only for a text without a
 * duplicate key, so what a walk reads through either is the same.
 */
import { getValue, isArray, isObject, type JsonValue, type ValueNode } from '../../../model/tree';

export interface Reader<N> {
  /** `node[key]`; undefined when `node` is not an object or has no such key (a JSON null is a value, not absence). */
  get(node: N | undefined, key: string): N | undefined;
  isObject(node: N | undefined): boolean;
  /** An array's elements, else undefined. */
  items(node: N | undefined): readonly N[] | undefined;
  /** An object's property values in the order written, else undefined. */
  values(node: N | undefined): readonly N[] | undefined;
  /** The value of a string, number, boolean or null; undefined for anything else (an object, an array, absence). */
  scalar(node: N | undefined): JsonValue | undefined;
}

export const TREE: Reader<ValueNode> = {
  get: getValue,
  isObject,
  items: (node) => (isArray(node) ? node.items : undefined),
  values: (node) => (isObject(node) ? node.properties.flatMap((p) => (p.valueNode ? [p.valueNode] : [])) : undefined),
  scalar: (node) => (node && node.type !== 'object' && node.type !== 'array' && node.type !== 'opaque' ? node.value : undefined),
};

export type PlainObject = { [key: string]: JsonValue };

/** A JSON object (not an array, not null). */
export const isPlainObject = (value: JsonValue | undefined): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const PLAIN: Reader<JsonValue> = {
  // Own keys only: a member an object inherits (`constructor`) is a function, which no JSON value is. (`__proto__`
  // is the one inherited member that is not; no walk asks for it.)
  get: (value, key) => {
    if (!isPlainObject(value)) return undefined;
    const field = value[key] as JsonValue | (() => void) | undefined;
    return typeof field === 'function' ? undefined : field;
  },
  isObject: isPlainObject,
  items: (value) => (Array.isArray(value) ? value : undefined),
  values: (value) => (isPlainObject(value) ? Object.values(value) : undefined),
  scalar: (value) => (typeof value === 'object' && value !== null ? undefined : value),
};
