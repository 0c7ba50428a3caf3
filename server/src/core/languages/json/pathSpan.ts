/**
 * The span of the value (or the key) at a path of a strict JSON text, found without building a tree: one scan from
 * the start that skips every sibling value whole (brackets counted, a string's end found with indexOf). For a text
 * the fast path took (valueTree.ts): JSON.parse read it, each key is written once and in the order of the value's
 * keys, so the node the tree would have at that path has this span (a property test holds the two equal).
 */
import type { Span } from '../../model/tree';
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, CR, LF, OPEN_BRACE, OPEN_BRACKET, QUOTE, SPACE, TAB } from './charCodes';

/**
 * The span of the node at `path` (a key names an object's member, an index an array's item): the member's key when
 * `key`, else the value. Undefined where the text has no such node.
 */
export function spanAtPath(text: string, path: readonly (string | number)[], key: boolean): Span | undefined {
  let pos = skipSpace(text, 0);
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    const open = text.charCodeAt(pos);
    if (typeof step === 'number') {
      if (open !== OPEN_BRACKET) return undefined;
      pos = skipSpace(text, pos + 1);
      if (text.charCodeAt(pos) === CLOSE_BRACKET) return undefined;
      for (let n = 0; n < step; n++) {
        pos = skipSpace(text, valueEnd(text, pos));
        if (text.charCodeAt(pos) !== COMMA) return undefined;
        pos = skipSpace(text, pos + 1);
      }
      continue;
    }
    if (open !== OPEN_BRACE) return undefined;
    pos = skipSpace(text, pos + 1);
    for (;;) {
      if (text.charCodeAt(pos) !== QUOTE) return undefined; // `}`: no such key
      const keyStart = pos;
      const keyEnd = stringEnd(text, pos);
      pos = skipSpace(text, keyEnd);
      if (text.charCodeAt(pos) !== COLON) return undefined;
      pos = skipSpace(text, pos + 1);
      if (isKey(text, keyStart, keyEnd, step)) {
        if (key && i === path.length - 1) return { offset: keyStart, length: keyEnd - keyStart };
        break;
      }
      pos = skipSpace(text, valueEnd(text, pos));
      if (text.charCodeAt(pos) !== COMMA) return undefined;
      pos = skipSpace(text, pos + 1);
    }
  }
  if (key) return undefined; // the root, or an item, has no key
  return { offset: pos, length: valueEnd(text, pos) - pos };
}

/** The key written from `start` to `end` (quotes included) is `key`: the same text, or the same once unescaped. */
function isKey(text: string, start: number, end: number, key: string): boolean {
  if (end - start === key.length + 2) return text.startsWith(key, start + 1);
  // An escape makes the written key longer than its value; only such a key can equal one of another length.
  return end - start > key.length + 2 && JSON.parse(text.slice(start, end)) === key;
}

/** Past the JSON space (space, tab, line ends) at `pos`. */
export function skipSpace(text: string, pos: number): number {
  let c = text.charCodeAt(pos);
  while (c === SPACE || c === LF || c === CR || c === TAB) c = text.charCodeAt(++pos);
  return pos;
}

/** Past the string that starts at `start` (a quote): a quote after an odd number of backslashes is escaped. */
export function stringEnd(text: string, start: number): number {
  for (let close = text.indexOf('"', start + 1); close !== -1; close = text.indexOf('"', close + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return close + 1;
  }
  return text.length; // never closed (not a text JSON.parse read)
}

/** A quote or a bracket (global: `lastIndex` is where a scan starts, and where the last one ended). */
const STRUCTURE = /["[\]{}]/g;

/** Past the value that starts at `start`: a container's closing bracket, a string's quote, a scalar's last character. */
function valueEnd(text: string, start: number): number {
  let c = text.charCodeAt(start);
  if (c === QUOTE) return stringEnd(text, start);
  let pos = start;
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    let depth = 0;
    // From one quote or bracket to the next, found by the regular expression's own scan: the indentation, colons,
    // commas and scalars between them (most of a pretty-printed file outside its strings) are never looked at here.
    STRUCTURE.lastIndex = pos;
    while (STRUCTURE.test(text)) {
      pos = STRUCTURE.lastIndex - 1;
      c = text.charCodeAt(pos);
      if (c === QUOTE) STRUCTURE.lastIndex = stringEnd(text, pos);
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (--depth === 0) return pos + 1;
    }
    return text.length; // a bracket left open (never in a text JSON.parse read)
  }
  // A number, `true`, `false` or `null`: up to the space, comma or bracket after it (or the end of the text).
  while (pos < text.length && c !== COMMA && c !== CLOSE_BRACE && c !== CLOSE_BRACKET && c !== SPACE && c !== LF && c !== CR && c !== TAB)
    c = text.charCodeAt(++pos);
  return pos;
}
