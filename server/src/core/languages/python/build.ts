/**
 * Building the core's value tree bottom-up, each node with the span of the Python text it comes from: a value
 * the author wrote has its literal's span, a value the catalog derives (a name from the function's name, a type
 * from an annotation) has the span of what it is derived from, so a problem lands where the author fixes it.
 */
import type { ArrayNode, ObjectNode, PropertyNode, Span, ValueNode } from '../../model/tree';

type Loose = { parent?: unknown };

export const str = (at: Span, value: string): ValueNode => ({ type: 'string', value, offset: at.offset, length: at.length });
export const bool = (at: Span, value: boolean): ValueNode => ({ type: 'boolean', value, offset: at.offset, length: at.length });
export const nul = (at: Span): ValueNode => ({ type: 'null', value: null, offset: at.offset, length: at.length });
export const num = (at: Span, value: number): ValueNode => ({ type: 'number', value, offset: at.offset, length: at.length });
export const opaque = (at: Span, reason: string): ValueNode => ({ type: 'opaque', reason, offset: at.offset, length: at.length });

export function arr(at: Span, items: ValueNode[]): ArrayNode {
  const node: ArrayNode = { type: 'array', items, offset: at.offset, length: at.length };
  for (const item of items) (item as Loose).parent = node;
  return node;
}

/**
 * An entry: key, value, and the span of the key as written. An implied key (the catalog's field name, not in the
 * Python text) is empty, at the value's start: a hover or a problem there is about the value.
 */
export type Entry = [key: string, value: ValueNode | undefined, keyAt?: Span];

export function obj(at: Span, entries: Entry[]): ObjectNode {
  const node: ObjectNode = { type: 'object', properties: [], offset: at.offset, length: at.length };
  for (const [key, value, keyAt] of entries) {
    if (!value) continue;
    const k = keyAt ?? { offset: value.offset, length: 0 };
    const start = Math.min(k.offset, value.offset);
    const stop = Math.max(k.offset + k.length, value.offset + value.length);
    const property = { type: 'property', parent: node, offset: start, length: stop - start } as PropertyNode;
    property.keyNode = { type: 'string', value: key, offset: k.offset, length: k.length, parent: property };
    property.valueNode = value;
    (value as Loose).parent = property;
    node.properties.push(property);
  }
  return node;
}
