/**
 * The tree of a strict JSON text from the engine's own `JSON.parse` (native, several times faster than any parser
 * written in JavaScript), for the CLI's fast path (pipeline/cleanCheck.ts). One pass over the text, in step with
 * the parsed value, gives every node its span without decoding a string again (a string's end is found with
 * indexOf): the tree is the one strictParse.ts builds (nodes, spans, key order, root facts; the equivalence is a
 * property test), with the value itself, which the validation and the provider rules read as is.
 *
 * Given up (undefined) on everything that parse.ts would read differently or report: text JSON.parse refuses
 * (comments, trailing commas, a byte-order mark, any syntax error, empty text), a key given twice (JSON.parse keeps
 * the last in silence, parse.ts reports both), nesting past MAX_NESTING (depth.ts refuses it before parsing), and an
 * object whose keys JSON.parse orders otherwise than the text (integer-like keys come first in an engine's object):
 * the value must list every object's keys as the tree does, so what reads one reads the other.
 */
import { MAX_NESTING } from '../../model/limits';
import type { SourceParse } from '../../model/edits';
import type { ArrayNode, JsonValue, ObjectNode, PropertyNode, ValueNode } from '../../model/tree';
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, CR, LF, OPEN_BRACE, OPEN_BRACKET, QUOTE, SPACE, TAB } from './charCodes';

export interface ValueParse extends SourceParse {
  root: ValueNode;
  /** The text's value as JSON.parse gives it: equal to `toValue(root)`, keys in the same order. */
  value: JsonValue;
  /** The work units `toValue(root)` charges (model/work.ts): what reading `value` instead must charge too. */
  valueUnits: number;
}

/** Thrown to leave the fast path; never escapes this module. */
const GIVE_UP = Symbol('not read in step with JSON.parse');

export function parseValueTree(text: string): ValueParse | undefined {
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch {
    return undefined; // not strict JSON, or nested past what the engine parses
  }
  const walk = new PositionedTree(text);
  let root: ValueNode;
  try {
    root = walk.node(value, 0);
    walk.skipSpace();
    if (walk.pos !== text.length) return undefined;
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
  let facts: SourceParse['facts'];
  if (root.type === 'object') {
    const schema = (value as { [key: string]: JsonValue }).$schema;
    facts = { schemaValue: typeof schema === 'string' ? schema : undefined, keys: new Set(Object.keys(value as object)) };
  }
  return { root, problems: [], facts, value, valueUnits: walk.units };
}

/**
 * Nodes made with the fields in the order strictParse.ts gives them (the parent set last), so that both trees share
 * the engine's object shapes: the rules' property reads stay monomorphic when a process analyses some files each way.
 */
class PositionedTree {
  pos = 0;
  /** What toValue charges for this tree: one unit per container and one per member or item. */
  units = 0;

  constructor(private readonly text: string) {}

  skipSpace(): void {
    const { text } = this;
    let c = text.charCodeAt(this.pos);
    while (c === SPACE || c === LF || c === CR || c === TAB) c = text.charCodeAt(++this.pos);
  }

  /** Past `code` (after any space), or gives up. */
  private expect(code: number): void {
    this.skipSpace();
    if (this.text.charCodeAt(this.pos) !== code) throw GIVE_UP;
    this.pos++;
  }

  /** The node of `value`, written at `pos` (after any space), with everything in it; recursion is bounded by MAX_NESTING. */
  node(value: JsonValue, depth: number): ValueNode {
    this.skipSpace();
    const offset = this.pos;
    if (value === null) return { type: 'null', offset, length: this.word('null'), value };
    if (typeof value === 'boolean') return { type: 'boolean', offset, length: this.word(value ? 'true' : 'false'), value };
    if (typeof value === 'string') return { type: 'string', offset, length: this.string(), value };
    if (typeof value === 'number') return { type: 'number', offset, length: this.number(), value };
    if (depth >= MAX_NESTING) throw GIVE_UP;
    if (Array.isArray(value)) {
      this.expect(OPEN_BRACKET);
      const array: ArrayNode = { type: 'array', offset, length: 1, items: [] };
      for (let i = 0; i < value.length; i++) {
        if (i > 0) this.expect(COMMA);
        const item = this.node(value[i], depth + 1);
        item.parent = array;
        array.items.push(item);
      }
      this.expect(CLOSE_BRACKET);
      array.length = this.pos - offset;
      this.units += value.length + 1;
      return array;
    }
    this.expect(OPEN_BRACE);
    const object: ObjectNode = { type: 'object', offset, length: 1, properties: [] };
    // JSON.parse makes every key an own property (`__proto__` included), in the engine's order.
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++) {
      if (i > 0) this.expect(COMMA);
      this.skipSpace();
      const key = keys[i];
      const keyOffset = this.pos;
      const keyLength = this.key(key);
      const property = { type: 'property', offset: keyOffset, length: keyLength, parent: object } as PropertyNode;
      property.keyNode = { type: 'string', value: key, offset: keyOffset, length: keyLength, parent: property };
      object.properties.push(property);
      this.expect(COLON);
      const child = this.node(value[key], depth + 1);
      child.parent = property;
      property.valueNode = child;
      property.length = child.offset + child.length - keyOffset;
    }
    // A key given twice leaves the text with more members than the value has keys.
    this.expect(CLOSE_BRACE);
    object.length = this.pos - offset;
    this.units += keys.length + 1;
    return object;
  }

  /** The length of the key at `pos` when it is `key`, read in place; gives up on any other. */
  private key(key: string): number {
    const start = this.pos;
    const length = this.string();
    // An escape makes the written key longer than its value: the same length and text is the same key, unescaped.
    if (length === key.length + 2 && this.text.startsWith(key, start + 1)) return length;
    if (JSON.parse(this.text.slice(start, start + length)) === key) return length; // written with escapes
    throw GIVE_UP; // another key: JSON.parse put this object's keys in another order than the text's
  }

  /** The length of the string at `pos` (a quote), which JSON.parse has read; `pos` ends after it. */
  private string(): number {
    const { text } = this;
    const start = this.pos;
    if (text.charCodeAt(start) !== QUOTE) throw GIVE_UP;
    let close = text.indexOf('"', start + 1);
    // A quote after an odd number of backslashes is escaped: the string goes on.
    for (;;) {
      let backslashes = 0;
      while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
      if (backslashes % 2 === 0) break;
      close = text.indexOf('"', close + 1);
    }
    this.pos = close + 1;
    return this.pos - start;
  }

  /** The length of the number at `pos`, which JSON.parse has read: it ends at the first character no number has. */
  private number(): number {
    const { text } = this;
    const start = this.pos;
    let c = text.charCodeAt(start);
    if (c !== 45 && !(c >= 48 && c <= 57)) throw GIVE_UP; // `-` or a digit
    // Digits, `.`, `e`, `E`, `+`, `-`.
    while ((c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45) c = text.charCodeAt(++this.pos);
    return this.pos - start;
  }

  /** The length of `word` (`true`, `false`, `null`) when it is written at `pos`. */
  private word(word: string): number {
    if (!this.text.startsWith(word, this.pos)) throw GIVE_UP;
    this.pos += word.length;
    return word.length;
  }
}
