/**
 * The tree of a strict JSON text from the engine's own `JSON.parse` (native, several times faster than any parser
 * written in JavaScript), for the CLI's fast path (pipeline/cleanCheck.ts). The tree is built from the parsed value
 * when something first reads it (a rule's check, a problem's place): where every rule's verdict finds the value
 * clean (model/rule.ts `clean`) and the validation passes, no tree is built at all. Its spans are computed on first
 * read, for the whole tree at once, by one pass over the text in step with it (a string's end is found with
 * indexOf, never decoded again). Built and positioned, the tree is the one strictParse.ts builds (nodes, spans, key
 * order, root facts; the equivalence is a property test), with the value itself, which the validation and the
 * provider rules read as is.
 *
 * Given up (undefined) on everything that parse.ts would read differently or report: text JSON.parse refuses
 * (comments, trailing commas, a byte-order mark, any syntax error, empty text), a key given twice (JSON.parse keeps
 * the last in silence, parse.ts reports both), nesting past MAX_NESTING (depth.ts refuses it before parsing), and an
 * object whose keys JSON.parse orders otherwise than the text (integer-like keys come first in an engine's object):
 * the value must list every object's keys as the tree does, so what reads one reads the other. One walk over the
 * value, which builds nothing, and one over the text's colons tell where a text might be one of these (more colons
 * written after a closing quote than the value has keys, or an integer-like key): that tree is built and positioned
 * at once, and that pass gives up on them.
 */
import { MAX_NESTING } from '../../model/limits';
import type { RootFacts, SourceParse } from '../../model/edits';
import type { Problem } from '../../model/problem';
import type { ArrayNode, JsonValue, KeyNode, ObjectNode, PropertyNode, Span, ValueNode } from '../../model/tree';
import { skipSpace, spanAtPath, stringEnd } from './pathSpan';
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, OPEN_BRACE, OPEN_BRACKET, QUOTE, SPACE, ZERO, NINE } from './charCodes';

export interface ValueParse extends SourceParse {
  /** Built from `value` on first read. */
  readonly root: ValueNode;
  /** The text's value as JSON.parse gives it: equal to `toValue(root)`, keys in the same order. */
  readonly value: JsonValue;
  /** The work units `toValue(root)` charges (model/work.ts): what reading `value` instead must charge too. */
  readonly valueUnits: number;
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
  const counted = new ValueCount();
  try {
    counted.walk(value, 0);
    const parse = new LazyTreeParse(text, value, counted.units);
    // Every key written is followed by a colon after its closing quote, so a key given twice leaves more such colons
    // than the value has keys. A string may hold one too (`\"a\": 1`, escaped, is not one): that text is positioned
    // at once too, the pass that tells. Integer-like keys may be ordered otherwise than written.
    if (counted.integerLikeKey || colonsAfterQuote(text) !== counted.keys) parse.placeNow();
    return parse;
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
}

/** Whether a tree parseValueTree built has had its spans computed (a test counts what a clean file costs). */
export const isPositioned = (node: ValueNode): boolean => !(node instanceof LazySpan) || node.isPlaced;

let treesBuilt = 0;

/** How many trees parseValueTree's parses have built so far in this process (a test counts what a clean file costs). */
export const valueTreesBuilt = (): number => treesBuilt;

/**
 * The colons written after a quote that is not escaped (space between them allowed): at least one per key written,
 * as a key's closing quote is never escaped; inside a string, only after its opening quote (`": …"`). A scan of
 * the text by indexOf, not a walk of every string of the value for its colons (two thirds of the guard's cost).
 */
function colonsAfterQuote(text: string): number {
  let n = 0;
  for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) {
    let before = at - 1;
    let c = text.charCodeAt(before);
    // Below a space, only JSON's space (JSON.parse refused any other control character, in a string or out).
    while (c <= SPACE) c = text.charCodeAt(--before);
    if (c !== QUOTE) continue;
    let backslashes = 0;
    while (text.charCodeAt(--before) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) n++;
  }
  return n;
}

/** What the fast path must know of a value before it takes it, counted without building anything. */
class ValueCount {
  /** What toValue charges for its tree: one unit per container and one per member or item. */
  units = 0;
  /** Every object's keys (JSON.parse keeps one of a key given twice). */
  keys = 0;
  integerLikeKey = false;

  /** Counts `value` and everything in it; gives up past MAX_NESTING, which also bounds the recursion. */
  walk(value: JsonValue, depth: number): void {
    if (value !== null && typeof value === 'object') this.container(value, depth);
  }

  /**
   * A scalar member is not visited (most members are scalars), and an object's keys are read with `for…in`, which
   * allocates no array (Object.keys did, once per object: a fifth of the walk). JSON.parse makes every key an own
   * property (`__proto__` included) of a plain object, and `for…in` lists own keys in the engine's order, as
   * Object.keys does.
   */
  private container(value: JsonValue[] | { [key: string]: JsonValue }, depth: number): void {
    if (depth >= MAX_NESTING) throw GIVE_UP;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item = value[i];
        if (item !== null && typeof item === 'object') this.container(item, depth + 1);
      }
      this.units += value.length + 1;
      return;
    }
    let keys = 0;
    for (const key in value) {
      keys++;
      const first = key.charCodeAt(0);
      if (first >= ZERO && first <= NINE) this.integerLikeKey = true;
      const member = value[key];
      if (member !== null && typeof member === 'object') this.container(member, depth + 1);
    }
    this.keys += keys;
    this.units += keys + 1;
  }
}

/** A strict JSON text's parse whose tree is built from its value when first read. */
class LazyTreeParse implements ValueParse {
  readonly problems: Problem[] = [];
  readonly facts: RootFacts | undefined;
  private readonly placement: Placement;
  private built: ValueNode | undefined;

  constructor(
    text: string,
    readonly value: JsonValue,
    readonly valueUnits: number,
  ) {
    this.placement = new Placement(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const schema = value.$schema;
      this.facts = { schemaValue: typeof schema === 'string' ? schema : undefined, keys: new OwnKeys(value) };
    }
  }

  get root(): ValueNode {
    if (!this.built) {
      treesBuilt++;
      this.built = this.placement.root = treeOf(this.placement, this.value);
    }
    return this.built;
  }

  spanAt(path: readonly (string | number)[], key: boolean): Span | undefined {
    return spanAtPath(this.placement.text, path, key);
  }

  /** Builds and positions the tree now; gives up (GIVE_UP) where the text is not written as the tree reads. */
  placeNow(): void {
    void this.root;
    this.placement.place();
  }
}

/** An object's keys, asked of the object: JSON.parse makes each an own property (`__proto__` too), as Object.keys lists them. */
class OwnKeys {
  constructor(private readonly object: object) {}

  has(key: string): boolean {
    return Object.hasOwn(this.object, key);
  }
}

/** The node of `value` with everything in it, spans unset; recursion is bounded by MAX_NESTING (ValueCount). */
function treeOf(placement: Placement, value: JsonValue): ValueNode {
  if (value === null) return new LazyScalar(placement, 'null', value) as ValueNode;
  if (typeof value === 'boolean') return new LazyScalar(placement, 'boolean', value) as ValueNode;
  if (typeof value === 'string') return new LazyScalar(placement, 'string', value) as ValueNode;
  if (typeof value === 'number') return new LazyScalar(placement, 'number', value) as ValueNode;
  if (Array.isArray(value)) {
    const array = new LazyArray(placement);
    const items = array.items;
    for (let i = 0; i < value.length; i++) {
      const item = treeOf(placement, value[i]);
      item.parent = array;
      items.push(item);
    }
    return array;
  }
  const object = new LazyObject(placement);
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const property = new LazyProperty(placement, object, key);
    const child = treeOf(placement, value[key]);
    child.parent = property;
    property.valueNode = child;
    object.properties.push(property);
  }
  return object;
}

/** The tree's spans, computed once, when the first is read. */
class Placement {
  root: ValueNode | undefined;
  placed = false;

  constructor(readonly text: string) {}

  /** Positions the tree now: gives up (GIVE_UP) where the text is not written as the tree reads. */
  place(): void {
    const walk = new PositionWalk(this.text);
    walk.node(this.root!);
    walk.skipSpace();
    if (walk.pos !== this.text.length) throw GIVE_UP;
    this.placed = true; // the walk only sets spans, never reads one: nothing asks for a place before it is done
  }

  /** Positions the tree on a first read of a span. parseValueTree positioned every text this could give up on. */
  ensure(): void {
    if (this.placed) return;
    try {
      this.place();
    } catch (e) {
      throw e === GIVE_UP ? new Error('the JSON tree could not be positioned in its text') : e;
    }
  }
}

/**
 * A node whose span is computed (for the whole tree) when it is first read. Fields are assigned in the constructors,
 * never declared with initializers: class fields are defined one by one, which made building these trees 5× slower.
 */
abstract class LazySpan {
  declare private start: number;
  declare private size: number;
  declare parent?: PropertyNode | ArrayNode | ObjectNode;
  declare private readonly placement: Placement;

  constructor(placement: Placement, parent: PropertyNode | ArrayNode | ObjectNode | undefined) {
    this.start = 0;
    this.size = 0;
    this.parent = parent;
    this.placement = placement;
  }

  get isPlaced(): boolean {
    return this.placement.placed;
  }

  get offset(): number {
    if (!this.placement.placed) this.placement.ensure();
    return this.start;
  }

  set offset(offset: number) {
    this.start = offset;
  }

  get length(): number {
    if (!this.placement.placed) this.placement.ensure();
    return this.size;
  }

  set length(length: number) {
    this.size = length;
  }
}

class LazyScalar extends LazySpan {
  declare readonly type: 'null' | 'boolean' | 'string' | 'number';
  declare readonly value: null | boolean | string | number;

  constructor(placement: Placement, type: LazyScalar['type'], value: LazyScalar['value']) {
    super(placement, undefined);
    this.type = type;
    this.value = value;
  }
}

class LazyArray extends LazySpan implements ArrayNode {
  declare readonly type: 'array';
  declare readonly items: ValueNode[];

  constructor(placement: Placement) {
    super(placement, undefined);
    this.type = 'array';
    this.items = [];
  }
}

class LazyObject extends LazySpan implements ObjectNode {
  declare readonly type: 'object';
  declare readonly properties: PropertyNode[];

  constructor(placement: Placement) {
    super(placement, undefined);
    this.type = 'object';
    this.properties = [];
  }
}

class LazyProperty extends LazySpan implements PropertyNode {
  declare readonly type: 'property';
  declare parent: ObjectNode;
  declare keyNode: KeyNode;
  declare valueNode?: ValueNode;

  constructor(placement: Placement, parent: ObjectNode, key: string) {
    super(placement, parent);
    this.type = 'property';
    this.keyNode = new LazyKey(placement, key, this);
    this.valueNode = undefined;
  }
}

class LazyKey extends LazySpan implements KeyNode {
  declare readonly type: 'string';
  declare readonly value: string;
  declare parent: PropertyNode;

  constructor(placement: Placement, value: string, parent: PropertyNode) {
    super(placement, parent);
    this.type = 'string';
    this.value = value;
  }
}

/** Sets every node's span by one pass over the text in step with the tree; gives up where the two differ. */
class PositionWalk {
  pos = 0;

  constructor(private readonly text: string) {}

  skipSpace(): void {
    this.pos = skipSpace(this.text, this.pos);
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
    this.pos = stringEnd(text, start);
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
