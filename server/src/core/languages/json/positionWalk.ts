/**
 * Positions a tree valueTree.ts built from JSON.parse's value: one pass over the text in step with the tree sets every
 * node's span (a string's end is found with indexOf, never decoded again), and gives up (GIVE_UP) where the text is
 * not written as the tree reads it (a key given twice, keys in another order).
 */
import type { ValueNode } from '../../model/tree';
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, CR, LF, OPEN_BRACE, OPEN_BRACKET, QUOTE, SPACE, TAB } from './charCodes';

/** Thrown to leave the fast path; never escapes valueTree.ts. */
export const GIVE_UP = Symbol('not read in step with JSON.parse');

/** Sets every node's span by one pass over the text in step with the tree; gives up where the two differ. */
export class PositionWalk {
  pos = 0;

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

  /** Positions `node`, written at `pos` (after any space), and everything in it; depth is bounded by the builder's. */
  node(node: ValueNode): void {
    this.skipSpace();
    const offset = this.pos;
    node.offset = offset;
    switch (node.type) {
      case 'null':
        node.length = this.word('null');
        return;
      case 'boolean':
        node.length = this.word(node.value ? 'true' : 'false');
        return;
      case 'string':
        node.length = this.string();
        return;
      case 'number':
        node.length = this.number();
        return;
      case 'array': {
        this.expect(OPEN_BRACKET);
        const items = node.items;
        for (let i = 0; i < items.length; i++) {
          if (i > 0) this.expect(COMMA);
          this.node(items[i]);
        }
        this.expect(CLOSE_BRACKET);
        node.length = this.pos - offset;
        return;
      }
      case 'object': {
        this.expect(OPEN_BRACE);
        const properties = node.properties;
        for (let i = 0; i < properties.length; i++) {
          if (i > 0) this.expect(COMMA);
          this.skipSpace();
          const property = properties[i];
          const keyNode = property.keyNode;
          const keyOffset = this.pos;
          const keyLength = this.key(keyNode.value);
          keyNode.offset = property.offset = keyOffset;
          keyNode.length = keyLength;
          this.expect(COLON);
          const child = property.valueNode!;
          this.node(child);
          property.length = this.pos - keyOffset;
        }
        // A key given twice leaves the text with more members than the value has keys.
        this.expect(CLOSE_BRACE);
        node.length = this.pos - offset;
        return;
      }
      default:
        throw GIVE_UP;
    }
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
