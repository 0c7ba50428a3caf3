/**
 * Fixes turned into text edits, one at a time (a code action) or many at once (fix-all, in ESLint's manner).
 * Fixes are computed only here, when asked: an analysis never computes them.
 */
import { analyze, type Analysis, type ModuleHost } from '../pipeline/analyze';
import type { SchemaDocument, SourceText } from '../model/document';
import type { Fix, Problem } from '../model/problem';
import type { Settings } from '../settings/settings';
import { applyEdits, nonOverlapping, OperationRefused, type Edit } from '../model/edits';
import { splitsSurrogatePair } from '../model/text';
import type { Engine } from '../pipeline/engine';

/** A fix as text edits of the document it was computed on. */
export interface ResolvedFix {
  title: string;
  edits: Edit[];
  isPreferred?: boolean;
  safe?: boolean;
}

const MAX_PASSES = 10;

const syntaxCounts = new WeakMap<SchemaDocument, Map<string, number>>();

/** The syntax problems of `text` by code (duplicate keys included). */
function syntaxProblemCounts(doc: SchemaDocument, text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of doc.adapter.parse(text, { comments: doc.isJsonc, syntaxOnly: true }).problems)
    counts.set(p.code, (counts.get(p.code) ?? 0) + 1);
  return counts;
}

/**
 * The fixes of a problem, as edits. Where the text has syntax errors the tree around them is a guess (a stray
 * character may become a key), so there a fix is kept only if no kind of syntax problem grows (duplicate keys
 * included). Clean documents skip the check: the adapters' edits are correct on them (the fix-safety property test
 * checks that).
 */
export function resolveFixes(doc: SchemaDocument, problem: Problem): ResolvedFix[] {
  const fixes = problem.fixes?.() ?? [];
  const resolved = fixes.flatMap(({ title, operations, isPreferred, safe }) => {
    const edits = editsIn(doc, operations);
    // An edit inside a constant several values use would change them all, not only the one the problem is about.
    if (edits?.some((e) => doc.sharedAt?.({ offset: e.offset, length: e.length }))) return [];
    return edits ? [{ title, edits, ...(isPreferred ? { isPreferred } : {}), ...(safe ? { safe } : {}) }] : [];
  });
  if (!resolved.length || doc.syntaxProblems.length === 0) return resolved;
  let before = syntaxCounts.get(doc);
  if (!before) syntaxCounts.set(doc, (before = syntaxProblemCounts(doc, doc.text)));
  const unchanged = before;
  return resolved.filter((fix) => {
    const after = syntaxProblemCounts(doc, applyEdits(doc.text, fix.edits));
    return [...after].every(([code, n]) => n <= (unchanged.get(code) ?? 0));
  });
}

/**
 * The edits of a fix, or undefined when they cannot be made in this document: the adapter refused an operation,
 * or an edit lies outside the text (a value a script imports is written in another file).
 */
function editsIn(doc: SchemaDocument, operations: Fix['operations']): Edit[] | undefined {
  try {
    const edits = doc.adapter.edits(doc.text, operations);
    return edits.every((e) => e.offset >= 0 && e.offset + e.length <= doc.text.length) ? edits : undefined;
  } catch (e) {
    if (e instanceof OperationRefused) return undefined;
    throw e;
  }
}

export type FixChooser = (problem: Problem, fixes: () => ResolvedFix[]) => ResolvedFix | undefined;

/** `source.fixAll` and `--fix`: every safe fix. */
export const safeFixes: FixChooser = (_, fixes) => fixes().find((fix) => fix.safe);

/** "Fix all of this rule": the preferred (or only) fix of every problem with that code. */
export const fixesOfRule =
  (code: string): FixChooser =>
  (problem, fixes) => {
    if (problem.code !== code) return undefined;
    const all = fixes();
    return all.find((fix) => fix.isPreferred) ?? (all.length === 1 ? all[0] : undefined);
  };

/** One pass: the chosen fixes of an analysis that do not overlap, applied to its text. */
export function fixOnce(analysis: Analysis, choose: FixChooser): string {
  const { doc } = analysis;
  const groups = analysis.problems.flatMap((p) => {
    if (!p.fixes) return [];
    const fix = choose(p, () => resolveFixes(doc, p));
    return fix ? [fix.edits] : [];
  });
  const edits = nonOverlapping(groups);
  return edits.length ? applyEdits(doc.text, edits) : doc.text;
}

export interface FixAllOptions {
  /** What each pass analyses with: the rules and languages of the first analysis. */
  engine: Engine;
  choose: FixChooser;
  /** The editor's analysis of this very text, reused for the first pass. */
  current?: Analysis;
  /** The files a script imports, read in every pass as in the first: a value built from an imported constant stays known. */
  host?: ModuleHost;
}

/** Pass after pass, each on a fresh analysis, until nothing is left to fix; the same text when nothing changes. */
export function fixAll(source: SourceText, settings: Settings, { engine, choose, current, host }: FixAllOptions): string {
  let text = source.text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const analysis =
      pass === 0 && current?.doc.text === text
        ? current
        : analyze({ uri: source.uri, languageId: source.languageId, text }, settings, { engine, host });
    const next = fixOnce(analysis, choose);
    if (next === text) break;
    text = next;
  }
  return text;
}

/** One edit covering only the changed middle of the text, so nothing outside it is touched. */
export function minimalEdit(before: string, after: string): Edit | undefined {
  if (before === after) return undefined;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  // Never between a surrogate pair's halves or between CR and LF: an LSP position cannot point there.
  while (start > 0 && (splitsPair(before, start) || splitsPair(after, start))) start--;
  while (endBefore < before.length && (splitsPair(before, endBefore) || splitsPair(after, endAfter))) {
    endBefore++;
    endAfter++;
  }
  return { offset: start, length: endBefore - start, newText: after.slice(start, endAfter) };
}

/** True when `offset` falls inside a surrogate pair or a CRLF line break. */
function splitsPair(text: string, offset: number): boolean {
  return splitsSurrogatePair(text, offset) || (text.charCodeAt(offset - 1) === 13 && text.charCodeAt(offset) === 10);
}
