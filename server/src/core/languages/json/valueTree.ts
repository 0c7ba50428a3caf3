/**
 * The tree of a strict JSON text from the engine's own `JSON.parse` (native, several times faster than any parser
 * written in JavaScript), for the CLI's fast path (pipeline/cleanCheck.ts). The tree is made from the parsed value
 * alone, a container's children when first read, and its spans on first read, for the whole tree at once, by one
 * pass over the text in step with it (lazyNodes.ts, positionWalk.ts). Most files of a run report nothing, so most
 * trees are never positioned, and most of their nodes never made. Positioned, the tree is the one strictParse.ts builds (nodes, spans, key order, root
 * facts; the equivalence is a property test), with the value itself, which the validation and the provider rules
 * read as is.
 *
 * Given up (undefined) on everything that parse.ts would read differently or report: text JSON.parse refuses
 * (comments, trailing commas, a byte-order mark, any syntax error, empty text), a key given twice (JSON.parse keeps
 * the last in silence, parse.ts reports both), nesting past MAX_NESTING (depth.ts refuses it before parsing), and an
 * object whose keys JSON.parse orders otherwise than the text (integer-like keys come first in an engine's object):
 * the value must list every object's keys as the tree does, so what reads one reads the other. Where a text might
 * be one of these (its colons do not add up to its keys and strings, a colon is written escaped, or a key is
 * integer-like), the tree is positioned at once, and that pass gives up on them.
 */
import { MAX_NESTING } from '../../model/limits';
import type { SourceParse } from '../../model/edits';
import type { JsonValue, ValueNode } from '../../model/tree';
import { NINE, ZERO } from './charCodes';
import { lazyNode, Placement } from './lazyNodes';
import { GIVE_UP } from './positionWalk';

export { childrenMade, isPositioned } from './lazyNodes';

export interface ValueParse extends SourceParse {
  root: ValueNode;
  /** The text's value as JSON.parse gives it: equal to `toValue(root)`, keys in the same order. */
  value: JsonValue;
  /** The work units `toValue(root)` charges (model/work.ts): what reading `value` instead must charge too. */
  valueUnits: number;
}

export function parseValueTree(text: string): ValueParse | undefined {
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch {
    return undefined; // not strict JSON, or nested past what the engine parses
  }
  const count = new ValueCount();
  const placement = new Placement(text);
  const root = lazyNode(placement, value, undefined);
  placement.root = root;
  try {
    count.value(value, 0);
    // A key given twice leaves a colon in the text that no key of the value accounts for; an escaped colon
    // (`\u003a`) in a string could hide it. Integer-like keys may be ordered otherwise than written.
    if (count.integerLikeKey || countColons(text, 0, text.length) !== count.colons || text.includes('\\u003')) placement.place();
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
  let facts: SourceParse['facts'];
  if (root.type === 'object') {
    const schema = (value as { [key: string]: JsonValue }).$schema;
    facts = { schemaValue: typeof schema === 'string' ? schema : undefined, keys: new Set(Object.keys(value as object)) };
  }
  return { root, problems: [], facts, value, valueUnits: count.units };
}

/** Colons written in `text` from `from` to `to`. */
function countColons(text: string, from: number, to: number): number {
  let n = 0;
  for (let at = text.indexOf(':', from); at !== -1 && at < to; at = text.indexOf(':', at + 1)) n++;
  return n;
}

/** What reading without a tree needs, counted over the value alone (no node is made): gives up past MAX_NESTING. */
class ValueCount {
  /** What toValue charges for the tree: one unit per container and one per member or item. */
  units = 0;
  /** One per key, and one per colon inside a key or a string value. */
  colons = 0;
  integerLikeKey = false;

  value(value: JsonValue, depth: number): void {
    if (typeof value === 'string') {
      if (value.includes(':')) this.colons += countColons(value, 0, value.length);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (depth >= MAX_NESTING) throw GIVE_UP;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) this.value(value[i], depth + 1);
      this.units += value.length + 1;
      return;
    }
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const first = key.charCodeAt(0);
      if (first >= ZERO && first <= NINE) this.integerLikeKey = true;
      this.colons += key.includes(':') ? countColons(key, 0, key.length) + 1 : 1;
      this.value(value[key], depth + 1);
    }
    this.units += keys.length + 1;
  }
}
