/**
 * Text edits on object and array literals, for every source language whose literals look alike (JSON, JSONC,
 * TypeScript and JavaScript object literals). Each edit touches only what it names: removals take the item and the
 * one comma that separates it, never neighbouring comments; insertions follow the surrounding layout. What differs
 * between the languages (how comments are found, how a key or value is written) is the `LiteralSyntax`.
 */
import type { Edit } from './edits';
import { end, type JsonValue, type Span } from './tree';

export interface LiteralSyntax {
  /** Offset of the first comma in [from, to), a stretch of whitespace and comments between items; -1 if none. */
  commaBetween(text: string, from: number, to: number): number;
  /** A comment lies in [from, to) (which may hold items: strings that look like comments are none). */
  hasComment(text: string, from: number, to: number): boolean;
  /** The end of the comments that follow `offset` on its line (`offset` itself when none does). */
  commentsToLineEnd(text: string, offset: number): number;
  /** `"key": value` (JSON) or `key: value` (TypeScript). */
  entry(key: string, value: JsonValue): string;
  /** Trailing commas are the language's own style (TypeScript): a removed last item leaves the comma before it. */
  keepsTrailingComma?: boolean;
}

/** An object or array literal: its span and its items' (properties', elements') spans, in order. */
export interface Container {
  span: Span;
  items: readonly Span[];
}

/** Where a container's closing bracket is; its end when the text breaks off before one (broken documents). */
function closingAt(text: string, container: Span): number {
  const last = end(container) - 1;
  return text[last] === '}' || text[last] === ']' ? last : end(container);
}

/** Offset just after the whitespace (not comments) that follows `offset`. */
function skipWhitespace(text: string, offset: number): number {
  while (offset < text.length && /\s/.test(text[offset])) offset++;
  return offset;
}

/**
 * The span to remove for an item that has its own line: from the start of its line's indentation to the end of
 * its line, including that line's break, when nothing else is on the line. Otherwise [start, end), with the blanks
 * after it when blanks precede it too (so `  item, // note` leaves `  // note`). The line break *before* the item
 * is never taken: it may end a `//` comment, which would then swallow what follows.
 */
function ownLineSpan(text: string, start: number, end: number): { start: number; end: number } {
  let from = start;
  while (from > 0 && (text[from - 1] === ' ' || text[from - 1] === '\t')) from--;
  let to = end;
  while (to < text.length && (text[to] === ' ' || text[to] === '\t')) to++;
  const atLineStart = from === 0 || text[from - 1] === '\n' || text[from - 1] === '\r';
  if (atLineStart && text[to] === '\r' && text[to + 1] === '\n') return { start: from, end: to + 2 };
  if (atLineStart && (text[to] === '\n' || text[to] === '\r')) return { start: from, end: to + 1 };
  return { start, end: from < start ? to : end };
}

/**
 * Removes a run of consecutive items (a property, or an array element, or several side by side) of a container,
 * with exactly one separating comma.
 */
export function removeItem(
  text: string,
  syntax: LiteralSyntax,
  { span: container, items }: Container,
  item: Span,
  lastItem: Span = item,
): Edit[] {
  const index = items.indexOf(item);
  const lastIndex = items.indexOf(lastItem);
  const next = items[lastIndex + 1];
  const previous = items[index - 1];
  if (next) {
    const comma = syntax.commaBetween(text, end(lastItem), next.offset);
    const stop = comma >= 0 ? skipWhitespace(text, comma + 1) : next.offset;
    return [{ offset: item.offset, length: Math.min(stop, next.offset) - item.offset, newText: '' }];
  }
  if (previous) {
    const trailing = syntax.commaBetween(text, end(lastItem), closingAt(text, container));
    if (trailing >= 0 && syntax.keepsTrailingComma) {
      // The item goes with its own comma; the one before it becomes the trailing comma, as the literal had one.
      const span = ownLineSpan(text, item.offset, trailing + 1);
      return [{ offset: span.start, length: span.end - span.start, newText: '' }];
    }
    const comma = syntax.commaBetween(text, end(previous), item.offset);
    const itemEnd = trailing >= 0 ? trailing + 1 : end(lastItem);
    if (comma >= 0 && !syntax.hasComment(text, comma + 1, item.offset)) return [{ offset: comma, length: itemEnd - comma, newText: '' }];
    // A comment sits between the comma and the item: keep it, take the comma and the item (with its own line).
    const span = ownLineSpan(text, item.offset, itemEnd);
    const edits: Edit[] = [{ offset: span.start, length: span.end - span.start, newText: '' }];
    if (comma >= 0) edits.unshift({ offset: comma, length: 1, newText: '' });
    return edits;
  }
  // Every item: empty the container when that loses no comment.
  const inner = { from: container.offset + 1, to: closingAt(text, container) };
  if (!syntax.hasComment(text, inner.from, inner.to)) return [{ offset: inner.from, length: inner.to - inner.from, newText: '' }];
  const trailing = syntax.commaBetween(text, end(lastItem), inner.to);
  const span = ownLineSpan(text, item.offset, trailing >= 0 ? trailing + 1 : end(lastItem));
  return [{ offset: span.start, length: span.end - span.start, newText: '' }];
}

/**
 * Removes several items of one container at once (edits that never overlap, even for neighbours): each run of
 * adjacent doomed items goes as one.
 */
export function removeItems(text: string, syntax: LiteralSyntax, container: Container, doomed: ReadonlySet<Span>): Edit[] {
  const { items } = container;
  const edits: Edit[] = [];
  for (let i = 0; i < items.length; i++) {
    if (!doomed.has(items[i])) continue;
    let j = i;
    while (j + 1 < items.length && doomed.has(items[j + 1])) j++;
    edits.push(...removeItem(text, syntax, container, items[i], items[j]));
    i = j;
  }
  return edits;
}

/** Indentation of the line `offset` is on. */
export function indentAt(text: string, offset: number): string {
  let start = Math.min(offset, text.length); // an offset past the end would walk back through billions of offsets
  while (start > 0 && text[start - 1] !== '\n') start--;
  return text.slice(start).match(/^[ \t]*/)![0];
}

export const eolOf = (text: string) => (text.includes('\r\n') ? '\r\n' : '\n');

function inferIndentUnit(text: string): string {
  const m = text.match(/\n([ \t]+)\S/);
  return m ? m[1] : '  ';
}

/** Adds `key: value` as the object's last member, on its own line when the object spans lines. */
export function addLast(text: string, syntax: LiteralSyntax, container: Container, key: string, value: JsonValue): Edit[] {
  return addLastItem(text, syntax, container, syntax.entry(key, value), ' ');
}

/** Adds an element, written as `element`, as the array's last: `[]` → `[x]`, `[a]` → `[a, x]`, or on its own line. */
export const addLastElement = (text: string, syntax: LiteralSyntax, array: Container, element: string): Edit[] =>
  addLastItem(text, syntax, array, element, '');

/** `pad`: what goes between the brackets and the only item of a container that was empty and on one line. */
function addLastItem(text: string, syntax: LiteralSyntax, { span: object, items }: Container, entry: string, pad: string): Edit[] {
  const last = items[items.length - 1];
  const multiline = text.slice(object.offset, end(object)).includes('\n');
  if (!last) {
    if (!multiline) {
      // `{}` or `{ }` becomes `{ "key": value }`; a comment inside stays, after the new entry.
      const inner = end(object) - object.offset - 2;
      return syntax.hasComment(text, object.offset + 1, closingAt(text, object))
        ? [{ offset: object.offset + 1, length: 0, newText: ` ${entry}` }]
        : [{ offset: object.offset + 1, length: inner, newText: `${pad}${entry}${pad}` }];
    }
    const indent = indentAt(text, object.offset);
    const unit = inferIndentUnit(text);
    return [{ offset: object.offset + 1, length: 0, newText: `${eolOf(text)}${indent}${unit}${entry}` }];
  }
  const trailing = syntax.commaBetween(text, end(last), closingAt(text, object));
  const anchor = trailing >= 0 ? trailing + 1 : end(last);
  if (!multiline) return [{ offset: anchor, length: 0, newText: trailing >= 0 ? ` ${entry},` : `, ${entry}` }];
  // A comment at the end of the last member's line is about that member: the new line goes after it.
  const lineEnd = syntax.commentsToLineEnd(text, anchor);
  const line = `${eolOf(text)}${indentAt(text, last.offset)}${entry}${trailing >= 0 ? ',' : ''}`;
  if (trailing >= 0) return [{ offset: lineEnd, length: 0, newText: line }];
  if (lineEnd === anchor) return [{ offset: anchor, length: 0, newText: `,${line}` }];
  return [
    { offset: anchor, length: 0, newText: ',' },
    { offset: lineEnd, length: 0, newText: line },
  ];
}

/** Adds `key: value` as the object's first member, in the layout of the member it goes before. */
export function addFirst(text: string, syntax: LiteralSyntax, container: Container, key: string, value: JsonValue): Edit[] {
  const { span: object, items } = container;
  const first = items[0];
  if (!first) return addLast(text, syntax, container, key, value);
  const entry = `${syntax.entry(key, value)},`;
  const sameLine = !text.slice(object.offset, first.offset).includes('\n');
  const separator = sameLine ? ' ' : `${eolOf(text)}${indentAt(text, first.offset)}`;
  return [{ offset: first.offset, length: 0, newText: `${entry}${separator}` }];
}

/** Replaces a value by `[value]`, keeping its text (and any comment inside it) as it is. */
export const wrapInArray = (node: Span): Edit[] => [
  { offset: node.offset, length: 0, newText: '[' },
  { offset: end(node), length: 0, newText: ']' },
];

/** How a language writes a key and a scalar (JSON: quoted keys; TypeScript: bare keys, the file's quote). */
export interface ValueStyle {
  key(key: string): string;
  scalar(value: string | number | boolean | null): string;
}

/** Past this column a nested value of a block goes over lines (as formatters do at 80). */
const WIDTH = 80;

/**
 * `value` written in the file's style, for a replacement at `at`: spaced on one line (`inline`), or (`block`)
 * over lines indented one unit more than the line `at` is on, nested values on one line while they fit.
 */
export function printValue(text: string, at: number, value: JsonValue, style: ValueStyle, layout: 'inline' | 'block'): string {
  const eol = eolOf(text);
  const unit = inferIndentUnit(text);
  const entries = (v: JsonValue): [string | undefined, JsonValue][] | undefined =>
    v !== null && typeof v === 'object' ? (Array.isArray(v) ? v.map((x) => [undefined, x]) : Object.entries(v)) : undefined;
  const member = (k: string | undefined, body: string) => (k === undefined ? body : `${style.key(k)}: ${body}`);
  const line = (v: JsonValue): string => {
    const list = entries(v);
    if (!list) return style.scalar(v as string | number | boolean | null);
    const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{ ', ' }'];
    if (!list.length) return Array.isArray(v) ? '[]' : '{}';
    return `${open}${list.map(([k, x]) => member(k, line(x))).join(', ')}${close}`;
  };
  const lines = (v: JsonValue, indent: string, width: number, force = false): string => {
    const one = line(v);
    const list = entries(v);
    if (!list?.length || (!force && indent.length + width + one.length <= WIDTH)) return one;
    const inner = indent + unit;
    const body = list.map(([k, x]) => `${inner}${member(k, lines(x, inner, k === undefined ? 0 : style.key(k).length + 2))}`);
    const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
    return `${open}${eol}${body.join(`,${eol}`)}${eol}${indent}${close}`;
  };
  return layout === 'inline' ? line(value) : lines(value, indentAt(text, at), 0, true);
}
