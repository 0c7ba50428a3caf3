/**
 * Fixes as operations on the tree, independent of the source language. Each source adapter turns them into
 * minimal text edits for its syntax (JSON commas and comments; TypeScript trailing commas and unquoted keys).
 */
import type { ArrayNode, JsonValue, ObjectNode, PropertyNode, Span, TreeNode, ValueNode } from './tree';

export type Layout = 'inline' | 'block';

export type FixOperation =
  /** Remove properties of one object (neighbours together, so their edits never overlap), each with its comma. */
  | { kind: 'removeProperties'; object: ObjectNode; properties: PropertyNode[] }
  /** Remove an array element with its comma. */
  | { kind: 'removeElement'; element: ValueNode }
  /** Rename a key in place; the value is untouched. */
  | { kind: 'renameKey'; property: PropertyNode; key: string }
  /**
   * Replace a value by a new one. With a layout, objects and arrays are printed in the file's style, spaced on one
   * line (`inline`) or over lines indented like the text around (`block`): how an inlined definition is written.
   */
  | { kind: 'replaceValue'; node: ValueNode; value: JsonValue; layout?: Layout }
  /** Add `key: value` to an object, as its first or last property. */
  | { kind: 'addProperty'; object: ObjectNode; key: string; value: JsonValue; position: 'first' | 'last' }
  /** Add a value to an array as its last element (in the array's layout: on one line, or on a line of its own). */
  | { kind: 'addElement'; array: ArrayNode; value: JsonValue }
  /** Wrap a value in an array, keeping its text: `x` → `[x]`. */
  | { kind: 'wrapInArray'; node: ValueNode }
  /** Replace text that is no node (a byte-order mark, a comment) by `text`; an empty span inserts, empty text removes. */
  | { kind: 'replaceText'; span: Span; text: string };

// Each constructor returns a list, so a fix's operations read as `[...renameKey(p, k), ...replaceValue(v, x)]`.
export const removeProperty = (property: PropertyNode): FixOperation[] => [
  { kind: 'removeProperties', object: property.parent, properties: [property] },
];

export const removeProperties = (object: ObjectNode, properties: PropertyNode[]): FixOperation[] =>
  properties.length ? [{ kind: 'removeProperties', object, properties }] : [];
export const removeElement = (element: ValueNode): FixOperation[] => [{ kind: 'removeElement', element }];
export const renameKey = (property: PropertyNode, key: string): FixOperation[] => [{ kind: 'renameKey', property, key }];
export const replaceValue = (node: ValueNode, value: JsonValue, layout?: Layout): FixOperation[] => [
  { kind: 'replaceValue', node, value, ...(layout ? { layout } : {}) },
];
export const addElement = (array: ArrayNode, value: JsonValue): FixOperation[] => [{ kind: 'addElement', array, value }];
export const wrapInArray = (node: ValueNode): FixOperation[] => [{ kind: 'wrapInArray', node }];
export const addProperty = (object: ObjectNode, key: string, value: JsonValue, position: 'first' | 'last' = 'last'): FixOperation[] => [
  { kind: 'addProperty', object, key, value, position },
];

/** Sets `object[key]`: replaces the value when the key exists, adds the property otherwise. */
export function setProperty(object: ObjectNode, key: string, value: JsonValue): FixOperation[] {
  const existing = object.properties.find((p) => p.keyNode.value === key);
  return existing?.valueNode ? replaceValue(existing.valueNode, value) : addProperty(object, key, value);
}
