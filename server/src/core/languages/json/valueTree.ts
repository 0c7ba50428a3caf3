/**
 * The tree of a strict JSON text without positions, for the CLI's fast path (pipeline/cleanCheck.ts): the text is read
 * by the engine's own `JSON.parse` (native, several times faster than any parser written in JavaScript) and the tree
 * is built from its value, every span empty at offset 0. Such a tree can say whether a document has problems, never
 * where: a document with problems is read again by parse.ts.
 *
 * Given up (undefined) on everything that parse.ts would read differently or report: text JSON.parse refuses
 * (comments, trailing commas, a byte-order mark, any syntax error, empty text), a key given twice (JSON.parse keeps
 * the last in silence, parse.ts reports both), and nesting past MAX_NESTING (depth.ts refuses it before parsing).
 */
import { MAX_NESTING } from '../../model/limits';
import type { SourceParse } from '../../model/edits';
import type { ArrayNode, JsonValue, ObjectNode, PropertyNode, ValueNode } from '../../model/tree';
import { BACKSLASH, COLON, CR, LF, SPACE, TAB } from './charCodes';

export interface ValueParse extends SourceParse {
  root: ValueNode;
  /** The text's value as JSON.parse gives it: equal to `toValue(root)`. */
  value: JsonValue;
}

export function parseValueTree(text: string): ValueParse | undefined {
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch {
    return undefined; // not strict JSON, or nested past what the engine parses
  }
  const built = new TreeBuilder();
  const root = built.node(value, 0);
  if (!root || built.properties !== keysInText(text)) return undefined;
  let facts: SourceParse['facts'];
  if (root.type === 'object') {
    const schema = (value as { [key: string]: JsonValue }).$schema;
    facts = { schemaValue: typeof schema === 'string' ? schema : undefined, keys: new Set(Object.keys(value as object)) };
  }
  return { root, problems: [], facts, value };
}

/**
 * Nodes made in the same order of fields as strictParse.ts makes them (the parent set last), so that both trees
 * share the engine's object shapes: the rules' property reads stay monomorphic when a process analyses some files
 * on each path (measured: with nodes of another shape, the rules ran slower than the parse saved).
 */
class TreeBuilder {
  /** Properties built so far: fewer than the keys written means a key was given twice. */
  properties = 0;

  /** The node of `value` with everything in it, or undefined past MAX_NESTING. Recursion is bounded by that depth. */
  node(value: JsonValue, depth: number): ValueNode | undefined {
    if (value === null) return { type: 'null', offset: 0, length: 0, value };
    if (typeof value === 'string') return { type: 'string', offset: 0, length: 0, value };
    if (typeof value === 'number') return { type: 'number', offset: 0, length: 0, value };
    if (typeof value === 'boolean') return { type: 'boolean', offset: 0, length: 0, value };
    if (depth >= MAX_NESTING) return undefined;
    if (Array.isArray(value)) {
      const array: ArrayNode = { type: 'array', offset: 0, length: 0, items: [] };
      for (let i = 0; i < value.length; i++) {
        const item = this.node(value[i], depth + 1);
        if (!item) return undefined;
        item.parent = array;
        array.items.push(item);
      }
      return array;
    }
    const object: ObjectNode = { type: 'object', offset: 0, length: 0, properties: [] };
    // JSON.parse makes every key an own property (`__proto__` included), in the engine's order: integer-like keys
    // first. No rule's verdict depends on the order of distinct keys; where a document has problems, the tree with
    // positions, in the text's order, is what reports them.
    for (const key of Object.keys(value)) {
      const property = { type: 'property', offset: 0, length: 0, parent: object } as PropertyNode;
      property.keyNode = { type: 'string', value: key, offset: 0, length: 0, parent: property };
      object.properties.push(property);
      const child = this.node(value[key], depth + 1);
      if (!child) return undefined;
      child.parent = property;
      property.valueNode = child;
      this.properties++;
    }
    return object;
  }
}

/**
 * The keys written in a text JSON.parse accepted: the strings followed by a colon. In valid JSON a `"` outside a
 * string always opens one and a string is a key exactly when a colon follows it, so indexOf can jump from quote to
 * quote without reading the characters between them.
 */
export function keysInText(text: string): number {
  let keys = 0;
  for (let open = text.indexOf('"'); open >= 0;) {
    let close = text.indexOf('"', open + 1);
    // A quote after an odd number of backslashes is escaped: the string goes on.
    for (;;) {
      let backslashes = 0;
      while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
      if (backslashes % 2 === 0) break;
      close = text.indexOf('"', close + 1);
    }
    let next = close + 1;
    let c = text.charCodeAt(next);
    while (c === SPACE || c === LF || c === CR || c === TAB) c = text.charCodeAt(++next);
    if (c === COLON) keys++;
    open = text.indexOf('"', next);
  }
  return keys;
}
