/**
 * The part of a fixed text a fix is answerable for: each edit's new text, widened to the smallest object or array
 * around it and to that node's property (its key). A fix may reveal problems there (removing a node's only keyword
 * leaves it without a type; inlining a `$ref` brings the definition's own problems); anywhere else a new
 * diagnostic is a problem the fix created.
 */
import { findNodeAtOffset, parseTree, type Node } from 'jsonc-parser';
import type { Range, TextEdit } from 'vscode-languageserver-types';
import { lineStarts, offsetOf } from './invariants';

export type Span = [number, number];

/** Where the edits' new texts sit in the text after the edits (edits in positions of `before`). */
export function writtenSpans(before: string, edits: TextEdit[]): Span[] {
  const starts = lineStarts(before);
  const spans = edits
    .map((e) => ({
      start: offsetOf(before, starts, e.range.start, 'edit'),
      end: offsetOf(before, starts, e.range.end, 'edit'),
      length: e.newText.length,
    }))
    .sort((a, b) => a.start - b.start);
  let shift = 0;
  return spans.map(({ start, end, length }) => {
    const at = start + shift;
    shift += length - (end - start);
    return [at, at + length];
  });
}

/** An edit outside every object and array (a byte-order mark, the root itself) answers for the whole document. */
function widen(tree: Node | undefined, [start, end]: Span, length: number): Span {
  // Strictly inside the brackets: an edit that merely touches an array's end (a deletion after it) edits its parent.
  const encloses = (n: Node) => (n.type === 'object' || n.type === 'array') && n.offset < start && end < n.offset + n.length;
  let node = tree && findNodeAtOffset(tree, start, true);
  while (node && !encloses(node)) node = node.parent;
  if (node?.parent?.type === 'property') node = node.parent;
  return node ? [Math.min(node.offset, start), Math.max(node.offset + node.length, end)] : [0, length];
}

export function touchedSpans(before: string, after: string, edits: TextEdit[]): Span[] {
  const tree = parseTree(after, [], { allowTrailingComma: true });
  return writtenSpans(before, edits).map((s) => widen(tree, s, after.length));
}

/** Whether a diagnostic's range (in `after`) lies inside one of the spans. */
export function insideSpans(after: string, spans: Span[]): (range: Range) => boolean {
  const starts = lineStarts(after);
  return (range) => {
    const start = offsetOf(after, starts, range.start, 'diagnostic');
    const end = offsetOf(after, starts, range.end, 'diagnostic');
    return spans.some(([s, e]) => start >= s && end <= e);
  };
}
