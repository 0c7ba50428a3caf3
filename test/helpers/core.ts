/**
 * The core as the editor adapter drives it, for tests that check what a user sees: analyses with their LSP
 * diagnostics, hovers and completions in LSP positions.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic, Hover, Position } from 'vscode-languageserver';
import { analyze, type Analysis, type Logger } from '../../server/src/core/pipeline/analyze';
import { hover } from '../../server/src/core/features/hover';
import { complete } from '../../server/src/core/features/completion';
import { COMPLETION_FILTERS, HOVER_CONTRIBUTORS } from '../../server/src/core/features/contributions';
import { DEFAULT_SETTINGS, type Settings } from '../../server/src/core/settings/settings';
import { rangeOf, toDiagnostic } from '../../server/src/handlers/lsp';
import { ENGINE } from './engine';

export type TestAnalysis = Analysis & { diagnostics: Diagnostic[] };

export const sourceOf = (doc: TextDocument) => ({ uri: doc.uri, languageId: doc.languageId, text: doc.getText() });

export const withDiagnostics = (analysis: Analysis): TestAnalysis =>
  Object.assign(analysis, { diagnostics: analysis.problems.map((p) => toDiagnostic(p, analysis.doc.lineIndex)) });

export function analyzeDoc(doc: TextDocument, settings: Settings = DEFAULT_SETTINGS, log?: Logger): TestAnalysis {
  return withDiagnostics(analyze(sourceOf(doc), settings, { engine: ENGINE, log }));
}

export async function hoverAt(analysis: Analysis, offset: number): Promise<Hover | null> {
  const found = await hover(analysis, offset, HOVER_CONTRIBUTORS);
  return found && { contents: { kind: 'markdown', value: found.markdown }, range: rangeOf(found.span, analysis.doc.lineIndex) };
}

export const completeAt = (analysis: Analysis, position: Position) =>
  complete(analysis, analysis.doc.lineIndex.offsetAt(position), COMPLETION_FILTERS);
