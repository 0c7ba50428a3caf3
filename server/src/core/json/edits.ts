/**
 * Text edits for fixes. Each edit touches only what it names: removals take the item and the one comma that
 * separates it, never neighbouring comments; insertions follow the surrounding layout. jsonc-parser's scanner
 * finds the commas, so comments and strings that contain commas are handled correctly.
 */
import { createScanner, SyntaxKind } from 'jsonc-parser';
import type { Edit } from '../source';
import type { FixOperation } from '../operations';
import { end, type ArrayNode, type JsonValue, type ObjectNode, type PropertyNode, type Span, type TreeNode } from '../tree';

type ASTNode = Span;

/** Where a container's closing bracket is; its end when the text breaks off before one (broken documents). */
function closingAt(text: string, container: Span): number {
  const last = end(container) - 1;
  return text[last] === '}' || text[last] === ']' ? last : end(container);
}

/** Offset of the first comma token in [from, to), skipping comments; -1 if none. */
function commaBetween(text: string, from: number, to: number): number {
  const scanner = createScanner(text, false);
  scanner.setPosition(from);
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF && scanner.getTokenOffset() < to; kind = scanner.scan()) {
    if (kind === SyntaxKind.CommaToken) return scanner.getTokenOffset();
  }
  return -1;
}

/** Offset just after the whitespace (not comments) that follows `offset`. */
function skipWhitespace(text: string, offset: number): number {
  while (offset < text.length && /\s/.test(text[offset])) offset++;
  return offset;
}

/**
 * The span to remove for an item that has its own line: from the start of its line's indentation to the end of
 * its line, including that line's break, when nothing else is on the line; otherwise just [start, end). The line
 * break *before* the item is never taken: it may end a `//` comment, which would then swallow what follows.
 */
function ownLineSpan(text: string, start: number, end: number): { start: number; end: number } {
  let from = start;
  while (from > 0 && (text[from - 1] === ' ' || text[from - 1] === '\t')) from--;
  if (from > 0 && text[from - 1] !== '\n' && text[from - 1] !== '\r') return { start, end };
  let to = end;
  while (to < text.length && (text[to] === ' ' || text[to] === '\t')) to++;
  if (text[to] === '\r' && text[to + 1] === '\n') return { start: from, end: to + 2 };
  if (text[to] === '\n' || text[to] === '\r') return { start: from, end: to + 1 };
  return { start: from, end };
}

function hasComment(text: string, from: number, to: number): boolean {
  const scanner = createScanner(text, false);
  scanner.setPosition(from);
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF && scanner.getTokenOffset() < to; kind = scanner.scan()) {
    if (kind === SyntaxKind.LineCommentTrivia || kind === SyntaxKind.BlockCommentTrivia) return true;
  }
  return false;
}

/**
 * Removes a run of consecutive items (a property, or an array element, or several side by side) of a container,
 * with exactly one separating comma.
 */
function removeItem(text: string, container: ASTNode, items: readonly ASTNode[], item: ASTNode, lastItem: ASTNode = item): Edit[] {
  const index = items.indexOf(item);
  const lastIndex = items.indexOf(lastItem);
  const next = items[lastIndex + 1];
  const previous = items[index - 1];
  if (next) {
    const comma = commaBetween(text, end(lastItem), next.offset);
    const stop = comma >= 0 ? skipWhitespace(text, comma + 1) : next.offset;
    return [{ offset: item.offset, length: Math.min(stop, next.offset) - item.offset, newText: '' }];
  }
  if (previous) {
    const comma = commaBetween(text, end(previous), item.offset);
    const trailing = commaBetween(text, end(lastItem), closingAt(text, container));
    const itemEnd = trailing >= 0 ? trailing + 1 : end(lastItem);
    if (comma >= 0 && !hasComment(text, comma + 1, item.offset)) return [{ offset: comma, length: itemEnd - comma, newText: '' }];
    // A comment sits between the comma and the item: keep it, take the comma and the item (with its own line).
    const span = ownLineSpan(text, item.offset, itemEnd);
    const edits: Edit[] = [{ offset: span.start, length: span.end - span.start, newText: '' }];
    if (comma >= 0) edits.unshift({ offset: comma, length: 1, newText: '' });
    return edits;
  }
  // Every item: empty the container when that loses no comment.
  const inner = { from: container.offset + 1, to: closingAt(text, container) };
  if (!hasComment(text, inner.from, inner.to)) return [{ offset: inner.from, length: inner.to - inner.from, newText: '' }];
  const trailing = commaBetween(text, end(lastItem), inner.to);
  return [{ offset: item.offset, length: (trailing >= 0 ? trailing + 1 : end(lastItem)) - item.offset, newText: '' }];
}

/**
 * Removes several properties of one object at once (edits that never overlap, even for neighbours): each run of
 * adjacent properties goes as one item.
 */
function removeProperties(text: string, object: ObjectNode, properties: readonly PropertyNode[]): Edit[] {
  const doomed = new Set(properties);
  const edits: Edit[] = [];
  const all = object.properties;
  for (let i = 0; i < all.length; i++) {
    if (!doomed.has(all[i])) continue;
    let j = i;
    while (j + 1 < all.length && doomed.has(all[j + 1])) j++;
    edits.push(...removeItem(text, object, all, all[i], all[j]));
    i = j;
  }
  return edits;
}

/** Removes an array element with the right comma. */
function removeElement(text: string, element: TreeNode): Edit[] {
  const owner = element.parent as ArrayNode;
  return removeItem(text, owner, owner.items, element);
}

/** Indentation of the line `offset` is on. */
export function indentAt(text: string, offset: number): string {
  let start = offset;
  while (start > 0 && text[start - 1] !== '\n') start--;
  return text.slice(start).match(/^[ \t]*/)![0];
}

export const eolOf = (text: string) => (text.includes('\r\n') ? '\r\n' : '\n');

/** Adds `"key": value` as the object's last property, on its own line when the object spans lines. */
function addProperty(text: string, object: ObjectNode, key: string, value: JsonValue): Edit[] {
  const entry = `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  const last = object.properties[object.properties.length - 1];
  const multiline = text.slice(object.offset, end(object)).includes('\n');
  if (!last) {
    if (!multiline) {
      // `{}` or `{ }` becomes `{ "key": value }`; a comment inside stays, after the new entry.
      const inner = end(object) - object.offset - 2;
      return hasComment(text, object.offset + 1, closingAt(text, object))
        ? [{ offset: object.offset + 1, length: 0, newText: ` ${entry}` }]
        : [{ offset: object.offset + 1, length: inner, newText: ` ${entry} ` }];
    }
    const indent = indentAt(text, object.offset);
    const unit = inferIndentUnit(text);
    return [{ offset: object.offset + 1, length: 0, newText: `${eolOf(text)}${indent}${unit}${entry}` }];
  }
  const trailing = commaBetween(text, end(last), closingAt(text, object));
  const anchor = trailing >= 0 ? trailing + 1 : end(last);
  if (!multiline) return [{ offset: anchor, length: 0, newText: trailing >= 0 ? ` ${entry},` : `, ${entry}` }];
  // A comment at the end of the last property's line is about that property: the new line goes after it.
  const lineEnd = commentsToLineEnd(text, anchor);
  const line = `${eolOf(text)}${indentAt(text, last.offset)}${entry}${trailing >= 0 ? ',' : ''}`;
  if (trailing >= 0) return [{ offset: lineEnd, length: 0, newText: line }];
  if (lineEnd === anchor) return [{ offset: anchor, length: 0, newText: `,${line}` }];
  return [
    { offset: anchor, length: 0, newText: ',' },
    { offset: lineEnd, length: 0, newText: line },
  ];
}

/** The end of the comments that follow `offset` on its line (`offset` itself when none does). */
function commentsToLineEnd(text: string, offset: number): number {
  const scanner = createScanner(text, false);
  scanner.setPosition(offset);
  let stop = offset;
  for (
    let kind = scanner.scan();
    kind === SyntaxKind.Trivia || kind === SyntaxKind.LineCommentTrivia || kind === SyntaxKind.BlockCommentTrivia;
    kind = scanner.scan()
  ) {
    if (kind === SyntaxKind.Trivia) continue;
    const comment = text.slice(scanner.getTokenOffset(), scanner.getTokenOffset() + scanner.getTokenLength());
    if (comment.includes('\n') || comment.includes('\r')) break;
    stop = scanner.getTokenOffset() + scanner.getTokenLength();
  }
  return stop;
}

function inferIndentUnit(text: string): string {
  const m = text.match(/\n([ \t]+)\S/);
  return m ? m[1] : '  ';
}

/** Renames a property key in place, keeping its value untouched. */
const renameKey = (property: PropertyNode, newKey: string): Edit[] => [
  { offset: property.keyNode.offset, length: property.keyNode.length, newText: JSON.stringify(newKey) },
];

/** Replaces a node's text with `value`, serialised as JSON. */
const replaceValue = (node: ASTNode, value: JsonValue): Edit[] => [
  { offset: node.offset, length: node.length, newText: JSON.stringify(value) },
];

/** Adds `"key": value` as the object's first property, in the layout of the property it goes before. */
function addFirstProperty(text: string, object: ObjectNode, key: string, value: JsonValue): Edit[] {
  const first = object.properties[0];
  if (!first) return addProperty(text, object, key, value);
  const entry = `${JSON.stringify(key)}: ${JSON.stringify(value)},`;
  const sameLine = !text.slice(object.offset, first.offset).includes('\n');
  const separator = sameLine ? ' ' : `${eolOf(text)}${indentAt(text, first.offset)}`;
  return [{ offset: first.offset, length: 0, newText: `${entry}${separator}` }];
}

/**
 * The text of `node`, re-indented for a new home: its continuation lines move from the indentation of the line
 * it starts on to that of the line `target` is on (so an inlined multi-line object lines up where it lands).
 */
function movedText(text: string, node: ASTNode, target: number): string {
  const from = indentAt(text, node.offset);
  const to = indentAt(text, target);
  const lines = text.slice(node.offset, end(node)).split(/\r?\n/);
  return lines.map((line, i) => (i > 0 && line.startsWith(from) ? to + line.slice(from.length) : line)).join(eolOf(text));
}

/** Replaces a value by `[value]`, keeping its text (and any comment inside it) as it is. */
const wrapInArray = (node: ASTNode): Edit[] => [
  { offset: node.offset, length: 0, newText: '[' },
  { offset: end(node), length: 0, newText: ']' },
];

/**
 * `target` replaced by copies of `sources` as written: one source standing alone, or several joined as members
 * of `target`'s container (on lines of their own when that container spans lines).
 */
function replaceWithCopies(text: string, target: TreeNode, sources: readonly TreeNode[]): Edit[] {
  const container = target.type === 'property' ? target.parent : target.parent?.type === 'array' ? target.parent : undefined;
  const multiline = !!container && text.slice(container.offset, end(container)).includes('\n');
  const separator = multiline ? `,${eolOf(text)}${indentAt(text, target.offset)}` : ', ';
  return [{ offset: target.offset, length: target.length, newText: sources.map((s) => movedText(text, s, target.offset)).join(separator) }];
}

/** The JSON text edits that carry out fix operations. */
export function jsonEdits(text: string, operations: readonly FixOperation[]): Edit[] {
  return operations.flatMap((op): Edit[] => {
    switch (op.kind) {
      case 'removeProperties':
        return removeProperties(text, op.object, op.properties);
      case 'removeElement':
        return removeElement(text, op.element);
      case 'renameKey':
        return renameKey(op.property, op.key);
      case 'replaceValue':
        return replaceValue(op.node, op.value);
      case 'addProperty':
        return op.position === 'first'
          ? addFirstProperty(text, op.object, op.key, op.value)
          : addProperty(text, op.object, op.key, op.value);
      case 'wrapInArray':
        return wrapInArray(op.node);
      case 'replaceWithCopies':
        return replaceWithCopies(text, op.target, op.sources);
      case 'replaceText':
        return [{ offset: op.span.offset, length: op.span.length, newText: op.text }];
    }
  });
}
