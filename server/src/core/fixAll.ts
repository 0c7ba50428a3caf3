/**
 * Applying many fixes at once, in ESLint's manner: each pass applies the non-overlapping fixes it finds, then the
 * document is analysed again, until nothing is left to fix (at most MAX_PASSES passes).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyze, type Analysis, type Finding } from './analyze';
import { applyEdits, nonOverlapping } from './edits';
import { splitsSurrogatePair } from './text';
import type { Edit, Fix } from './rule';
import type { Settings } from './settings';

const MAX_PASSES = 10;

export type FixChooser = (finding: Finding) => Fix | undefined;

/** `source.fixAll`: every safe fix. */
export const safeFixes: FixChooser = (f) => f.fixes?.().find((fix) => fix.safe);

/** "Fix all of this rule": the preferred (or only) fix of every finding with that code. */
export const fixesOfRule =
  (code: string): FixChooser =>
  (f) => {
    if (f.diagnostic.code !== code) return undefined;
    const fixes = f.fixes?.() ?? [];
    return fixes.find((fix) => fix.isPreferred) ?? (fixes.length === 1 ? fixes[0] : undefined);
  };

/** The text after applying the chosen fixes; the same text when there is nothing to fix. */
export async function fixAll(document: TextDocument, settings: Settings, choose: FixChooser, current?: Analysis): Promise<string> {
  let text = document.getText();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // The first pass reuses the editor's analysis of this very text, when it has one.
    const { findings } =
      pass === 0 && current?.doc.text.getText() === text
        ? current
        : await analyze(TextDocument.create(document.uri, document.languageId, document.version, text), settings);
    const edits = nonOverlapping(findings.map(choose).flatMap((f) => (f ? [f.edits] : [])));
    if (edits.length === 0) break;
    text = applyEdits(text, edits);
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
