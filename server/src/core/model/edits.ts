/**
 * Text edits, and a document's source adapter: what reads a text into the core's tree (tree.ts), reports the syntax
 * problems of its language, and turns fix operations (operations.ts) into text edits. Each language
 * (languages/language.ts) gives its documents one; a script's carries the facts of its own parse.
 */
import type { FixOperation } from './operations';
import type { Problem } from './problem';
import type { Span, ValueNode } from './tree';

/** A change to the text, in offsets of the text the tree was built from. */
export interface Edit {
  offset: number;
  length: number;
  newText: string;
}

/** What association needs to know of a document's root object. */
export interface RootFacts {
  /** The root `$schema` string, if any. */
  schemaValue?: string;
  /** Whether the root has a key (a Set of them, or the parsed value itself: no copy of its keys made per file). */
  keys: Pick<ReadonlySet<string>, 'has'>;
}

export interface ParseOptions {
  /** Comments and trailing commas are allowed (JSONC). */
  comments: boolean;
  /** Check the syntax and read the root facts only; build no tree (documents over the size limit). */
  syntaxOnly?: boolean;
  /** Nesting passes MAX_NESTING somewhere (tooDeepAt): read what lies deeper as opaque values, never recurse into it. */
  deep?: boolean;
}

export interface SourceParse {
  /** Undefined when the text holds no value (or `syntaxOnly`). */
  root?: ValueNode;
  /** The text holds no value at all: only whitespace and comments, or text broken before any value (known with `syntaxOnly` too). */
  empty?: boolean;
  /** Syntax problems, with `syntax/…` codes. */
  problems: Problem[];
  facts?: RootFacts;
  /** The comments of a format that allows them (JSONC), in document order; absent when there are none or they are errors. */
  comments?: SourceComment[];
  /**
   * The span of the node at a path of the root's value (the member's key when `key`), found in the text without
   * building the tree: a strict JSON text's parse has it (languages/json/pathSpan.ts).
   */
  spanAt?(path: readonly (string | number)[], key: boolean): Span | undefined;
}

/** A comment as written, delimiters included (`// …`, `/* … *\/`). */
export interface SourceComment {
  span: Span;
  text: string;
}

/**
 * Thrown by an adapter's `edits` for an operation it cannot carry out on this text (a script value with no literal
 * of its own, or one written in another file): the fix is then not offered, never guessed at.
 */
export class OperationRefused extends Error {}

/** How a text reads: JSON, JSONC (comments and trailing commas allowed), or a script holding values. */
export type SourceFormat = 'json' | 'jsonc' | 'script';

/** A document's reader and writer, made by its language (languages/): one per document where it holds facts of its text. */
export interface SourceAdapter {
  /** The format of a document of this language (a `.jsonc` file, whatever the editor calls it, is JSONC). */
  format(source: { uri: string; languageId: string }): SourceFormat;
  /** Where nesting first exceeds MAX_NESTING (such text is never parsed), or undefined. Cheap and iterative. */
  tooDeepAt(text: string): number | undefined;
  parse(text: string, options: ParseOptions): SourceParse;
  /** The text edits that carry out `operations` on `text` (whose tree the operations name); may throw OperationRefused. */
  edits(text: string, operations: readonly FixOperation[]): Edit[];
  /** What opens a line comment (a `toolschema-disable-next-line` a fix writes); `//` when absent. */
  lineComment?: string;
  /**
   * Whether a line inserted at `lineStart` (where a line starts) stands as a line of its own in the language's
   * syntax: false inside a string that spans lines, or after a line the syntax joins to the next. Absent: the
   * document's tree is asked (its strings).
   */
  opensLine?(text: string, lineStart: number): boolean;
}

/** The text's first line break, for lines a fix adds; `\n` when it has none. */
export const lineBreakOf = (text: string) => /\r\n|\r|\n/.exec(text)?.[0] ?? '\n';

/** Applies non-overlapping edits to text; edits at one offset land in the order given. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  const sorted = edits.map((e, i) => ({ e, i })).sort((a, b) => a.e.offset - b.e.offset || a.e.length - b.e.length || a.i - b.i);
  const parts: string[] = [];
  let at = 0;
  for (const { e } of sorted) {
    if (e.offset < at) throw new Error('overlapping edits');
    parts.push(text.slice(at, e.offset), e.newText);
    at = e.offset + e.length;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** Whole change groups in document order, skipping any that touches text an earlier chosen group touches. */
export function nonOverlapping(groups: Edit[][]): Edit[] {
  const spans = groups
    .filter((g) => g.length)
    .map((edits) => ({
      edits,
      start: Math.min(...edits.map((e) => e.offset)),
      end: Math.max(...edits.map((e) => e.offset + e.length)),
    }))
    .sort((a, b) => a.start - b.start);
  const chosen: Edit[] = [];
  let lastEnd = -1;
  for (const s of spans) {
    if (s.start <= lastEnd) continue;
    chosen.push(...s.edits);
    lastEnd = s.end;
  }
  return chosen;
}
