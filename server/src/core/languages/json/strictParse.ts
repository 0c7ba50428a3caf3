/**
 * The fast path of parse.ts: strict JSON (RFC 8259) with no key given twice, read straight into the tree with no
 * token objects or callbacks, about three times faster than jsonc-parser's visitor. On anything else (a comment, a
 * trailing comma, an error, a byte-order mark, other whitespace, a duplicate key, empty text) it gives up at once
 * and parse.ts reads the text with jsonc-parser, which reports the problems. On text it accepts it builds exactly
 * the tree and root facts parse.ts would (the equivalence is a property test). Iterative: depth costs no stack.
 */
import type { RootFacts, SourceParse } from '../../model/edits';
import type { ArrayNode, ObjectNode, PropertyNode, ValueNode } from '../../model/tree';
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  CR,
  DOT,
  LF,
  LOWER_E,
  MINUS,
  NINE,
  OPEN_BRACE,
  OPEN_BRACKET,
  PLUS,
  QUOTE,
  SPACE,
  TAB,
  UPPER_E,
  ZERO,
} from './charCodes';

const ESCAPES: Record<number, string> = { 34: '"', 92: '\\', 47: '/', 98: '\b', 102: '\f', 110: '\n', 114: '\r', 116: '\t' };

/** Thrown to leave the fast path; never escapes this module. */
const GIVE_UP = Symbol('not strict JSON');

/** The parse of `text` when it is strict JSON without duplicate keys, else undefined. */
export function parseStrictJson(text: string): SourceParse | undefined {
  try {
    return new StrictParser(text).parse();
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
}

class StrictParser {
  private pos = 0;
  private readonly n: number;

  constructor(private readonly text: string) {
    this.n = text.length;
  }

  parse(): SourceParse {
    this.skipSpace();
    if (this.pos >= this.n) throw GIVE_UP; // empty text: parse.ts's business
    const root = this.value();
    this.skipSpace();
    if (this.pos < this.n) throw GIVE_UP;
    let facts: RootFacts | undefined;
    if (root.type === 'object') {
      let schemaValue: string | undefined;
      const keys = new Set<string>();
      for (const p of root.properties) {
        keys.add(p.keyNode.value);
        if (p.keyNode.value === '$schema')
          schemaValue = p.valueNode!.type === 'string' ? (p.valueNode as { value: string }).value : undefined;
      }
      facts = { schemaValue, keys };
    }
    return { root, problems: [], facts };
  }

  private skipSpace(): void {
    const { text, n } = this;
    let c;
    while (this.pos < n && ((c = text.charCodeAt(this.pos)) === SPACE || c === LF || c === CR || c === TAB)) this.pos++;
  }

  /** The value at `pos` (space skipped) and everything inside it, with an explicit stack of open containers. */
  private value(): ValueNode {
    const { text } = this;
    let root: ValueNode | undefined;
    const stack: (ObjectNode | ArrayNode)[] = [];
    let property: PropertyNode | undefined;
    for (;;) {
      // A value starts here.
      const c = text.charCodeAt(this.pos);
      let node: ValueNode;
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        node =
          c === OPEN_BRACE
            ? { type: 'object', offset: this.pos, length: 1, properties: [] }
            : { type: 'array', offset: this.pos, length: 1, items: [] };
        this.pos++;
      } else node = this.scalar(c);
      // Attach it.
      const container = stack[stack.length - 1];
      if (property) {
        node.parent = property;
        property.valueNode = node;
        property.length = node.offset + node.length - property.offset;
        property = undefined;
      } else if (container) {
        node.parent = container;
        (container as ArrayNode).items.push(node);
      } else root = node;
      if (node.type === 'object' || node.type === 'array') stack.push(node);
      // Close what ends here, until the next value's place (or the end of the root).
      for (;;) {
        const top = stack[stack.length - 1];
        if (!top) return root!;
        this.skipSpace();
        const d = text.charCodeAt(this.pos);
        if ((top.type === 'object' && d === CLOSE_BRACE) || (top.type === 'array' && d === CLOSE_BRACKET)) {
          top.length = this.pos + 1 - top.offset;
          this.pos++;
          stack.pop();
          if (top.type === 'object' && top.properties.length > 1) checkUnique(top);
          const parent = top.parent;
          if (parent?.type === 'property') parent.length = top.offset + top.length - parent.offset;
          continue;
        }
        // Here a container was just opened (no member yet) or a member just ended (a comma must follow).
        if ((top.type === 'object' ? top.properties.length : top.items.length) > 0) {
          if (d !== COMMA) throw GIVE_UP;
          this.pos++;
          this.skipSpace();
        }
        if (top.type === 'object') {
          property = this.key(top);
          this.skipSpace();
          if (text.charCodeAt(this.pos) !== COLON) throw GIVE_UP;
          this.pos++;
          this.skipSpace();
        }
        if (this.pos >= this.n) throw GIVE_UP;
        break;
      }
    }
  }

  private key(object: ObjectNode): PropertyNode {
    if (this.text.charCodeAt(this.pos) !== QUOTE) throw GIVE_UP;
    const offset = this.pos;
    const name = this.string();
    const length = this.pos - offset;
    const node = { type: 'property', offset, length, parent: object } as PropertyNode;
    node.keyNode = { type: 'string', value: name, offset, length, parent: node };
    object.properties.push(node);
    return node;
  }

  private scalar(c: number): ValueNode {
    const offset = this.pos;
    if (c === QUOTE) {
      const value = this.string();
      return { type: 'string', offset, length: this.pos - offset, value };
    }
    if (c === MINUS || (c >= ZERO && c <= NINE)) {
      this.number();
      return { type: 'number', offset, length: this.pos - offset, value: Number(this.text.slice(offset, this.pos)) };
    }
    if (this.text.startsWith('true', offset)) return this.literal(offset, 4, { type: 'boolean', offset, length: 4, value: true });
    if (this.text.startsWith('false', offset)) return this.literal(offset, 5, { type: 'boolean', offset, length: 5, value: false });
    if (this.text.startsWith('null', offset)) return this.literal(offset, 4, { type: 'null', offset, length: 4, value: null });
    throw GIVE_UP;
  }

  /** The end of the text, whitespace, `,`, `}` or `]`: where a keyword or a number may end. */
  private atDelimiter(at: number): boolean {
    if (at >= this.n) return true;
    const c = this.text.charCodeAt(at);
    return c === SPACE || c === LF || c === CR || c === TAB || c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET;
  }

  /** A keyword must end at a delimiter: `truex` is one unknown word for jsonc-parser. */
  private literal(offset: number, length: number, node: ValueNode): ValueNode {
    if (!this.atDelimiter(offset + length)) throw GIVE_UP;
    this.pos = offset + length;
    return node;
  }

  /** `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, ending at a delimiter. */
  private number(): void {
    const { text } = this;
    const digits = () => {
      const start = this.pos;
      while (this.pos < this.n && text.charCodeAt(this.pos) >= ZERO && text.charCodeAt(this.pos) <= NINE) this.pos++;
      if (this.pos === start) throw GIVE_UP;
    };
    if (text.charCodeAt(this.pos) === MINUS) this.pos++;
    if (text.charCodeAt(this.pos) === ZERO) this.pos++;
    else digits();
    if (text.charCodeAt(this.pos) === DOT) {
      this.pos++;
      digits();
    }
    const e = text.charCodeAt(this.pos);
    if (e === LOWER_E || e === UPPER_E) {
      this.pos++;
      const sign = text.charCodeAt(this.pos);
      if (sign === PLUS || sign === MINUS) this.pos++;
      digits();
    }
    if (!this.atDelimiter(this.pos)) throw GIVE_UP;
  }

  /** The string at `pos` (a quote), unescaped; `pos` ends after the closing quote. */
  private string(): string {
    const { text, n } = this;
    let start = ++this.pos;
    let out = '';
    for (;;) {
      if (this.pos >= n) throw GIVE_UP;
      const c = text.charCodeAt(this.pos);
      if (c === QUOTE) {
        out += text.slice(start, this.pos);
        this.pos++;
        return out;
      }
      if (c < 0x20) throw GIVE_UP; // a control character, or the string breaks off at a line end
      if (c === BACKSLASH) {
        out += text.slice(start, this.pos);
        const e = text.charCodeAt(this.pos + 1);
        if (e === 117) {
          const hex = text.slice(this.pos + 2, this.pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw GIVE_UP;
          out += String.fromCharCode(parseInt(hex, 16));
          this.pos += 6;
        } else {
          const s = ESCAPES[e];
          if (s === undefined) throw GIVE_UP;
          out += s;
          this.pos += 2;
        }
        start = this.pos;
        continue;
      }
      this.pos++;
    }
  }
}

/** A key given twice is a syntax problem parse.ts reports: give it the text. */
function checkUnique(object: ObjectNode): void {
  const properties = object.properties;
  if (properties.length <= 8) {
    for (let i = 1; i < properties.length; i++) {
      const key = properties[i].keyNode.value;
      for (let j = 0; j < i; j++) if (properties[j].keyNode.value === key) throw GIVE_UP;
    }
    return;
  }
  const seen = new Set<string>();
  for (const p of properties) {
    if (seen.has(p.keyNode.value)) throw GIVE_UP;
    seen.add(p.keyNode.value);
  }
}
