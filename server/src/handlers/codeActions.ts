/**
 * Code actions for diagnostics, keyed on the diagnostic's code and range (never its message): each fix, then
 * "fix all of this rule in the file", then "disable this rule for this line" (formats with comments), then the
 * rule's documentation. Fixes are computed here, for the diagnostics
 * asked about only; "fix all of this rule" is computed on `codeAction/resolve` where the client supports it.
 */
import { CodeActionKind, type CodeAction, type Diagnostic, type Range, type TextEdit } from 'vscode-languageserver';
import type { Analysis, ModuleHost } from '../core/pipeline/analyze';
import { fixAll, fixesOfRule, fixOnce, minimalEdit, resolveFixes, safeFixes } from '../core/features/fixes';
import type { Problem } from '../core/model/problem';
import type { Settings } from '../core/settings/settings';
import type { Edit } from '../core/model/edits';
import type { LineIndex } from '../core/model/text';
import { arcadeRefactorings } from '../core/features/arcade/migrationAction';
import { isPosition, rangeOf } from './lsp';
import { SHOW_RULE_DOCS_COMMAND } from '../protocol';
import { docsUrl } from '../docs';
import { disableForLineFix } from '../core/pipeline/suppressions';

export const FIX_ALL_KIND = 'source.fixAll.toolschema';

const toTextEdits = (lines: LineIndex, edits: Edit[]): TextEdit[] =>
  edits.map((e) => ({ range: rangeOf({ offset: e.offset, length: e.length }, lines), newText: e.newText }));

const sameRange = (a: Range, b: Range) =>
  a.start.line === b.start.line &&
  a.start.character === b.start.character &&
  a.end.line === b.end.line &&
  a.end.character === b.end.character;

/** A client-sent diagnostic we can match: some clients (Neovim 0.7) send them without a range. */
export const isDiagnostic = (d: unknown): d is Diagnostic =>
  typeof d === 'object' && d !== null && isPosition((d as any).range?.start) && isPosition((d as any).range?.end);

/** The problem a client-sent diagnostic stands for in this analysis. */
export function problemFor(analysis: Analysis, d: Diagnostic): Problem | undefined {
  const lines = analysis.doc.lineIndex;
  return analysis.problems.find((p) => p.code === d.code && sameRange(rangeOf(p.span, lines), d.range));
}

export interface CodeActionOptions {
  /** Offer "Show documentation" actions (the client must implement SHOW_RULE_DOCS_COMMAND). */
  docsCommand?: boolean;
  /** Which kinds the client asked for (context.only); all when absent. */
  only?: string[];
  /** The client resolves a code action's `edit` lazily (`codeAction/resolve`). */
  resolveEdits?: boolean;
}

/** `data` of an unresolved "fix all of this rule" action. */
export interface FixAllData {
  fixAllOf: string;
  uri: string;
}

const wants = (only: string[] | undefined, kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));

/** The edit that turns the analysed text into `after`, or undefined when nothing changes. */
function wholeEdit(analysis: Analysis, after: string) {
  const edit = minimalEdit(analysis.doc.text, after);
  return edit && { changes: { [analysis.doc.uri]: toTextEdits(analysis.doc.lineIndex, [edit]) } };
}

export function codeActions(analysis: Analysis, diagnostics: Diagnostic[], options: CodeActionOptions = {}): CodeAction[] {
  const { doc } = analysis;
  const uri = doc.uri;
  const lines = doc.lineIndex;
  const actions: CodeAction[] = [];
  const isRule = (code: string) => analysis.engine.ruleIds.has(code);
  if (wants(options.only, CodeActionKind.QuickFix)) {
    const fixAllOffered = new Set<string>();
    const disableOffered = new Set<string>(); // one "Disable" per rule and line, however many diagnostics ask
    for (const d of diagnostics) {
      const problem = problemFor(analysis, d);
      if (!problem) continue;
      const fixes = resolveFixes(doc, problem);
      for (const fix of fixes) {
        actions.push({
          title: fix.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [d],
          isPreferred: fix.isPreferred,
          edit: { changes: { [uri]: toTextEdits(lines, fix.edits) } },
        });
      }
      const code = String(d.code);
      if (fixes.length && !fixAllOffered.has(code) && analysis.problems.filter((p) => p.code === code && p.fixes).length > 1) {
        fixAllOffered.add(code);
        const title = `Fix all ${code} problems in this file`;
        if (options.resolveEdits) {
          actions.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [d], data: { fixAllOf: code, uri } satisfies FixAllData });
        } else {
          // Without resolve, one pass over the fixes already found: no re-analysis while the menu opens.
          const edit = wholeEdit(analysis, fixOnce(analysis, fixesOfRule(code)));
          if (edit) actions.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [d], edit });
        }
      }
      // After the real fixes, as vscode-eslint orders them: silence this one place instead.
      const disableKey = `${code}@${lines.positionAt(problem.span.offset).line}`;
      const disable = disableOffered.has(disableKey) ? undefined : disableForLineFix(doc, problem, isRule);
      if (disable) {
        disableOffered.add(disableKey);
        const edits = doc.adapter.edits(doc.text, disable.operations);
        actions.push({
          title: disable.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [d],
          edit: { changes: { [uri]: toTextEdits(lines, edits) } },
        });
      }
      if (options.docsCommand) {
        // Our own link, never the client-sent one: a forged `codeDescription.href` could name any scheme.
        actions.push({
          title: `Show documentation for ${code}`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [d],
          command: { title: `Show documentation for ${code}`, command: SHOW_RULE_DOCS_COMMAND, arguments: [docsUrl(problem.code)] },
        });
      }
    }
  }
  if (wants(options.only, CodeActionKind.RefactorRewrite)) {
    for (const r of arcadeRefactorings(analysis)) {
      actions.push({
        title: r.title,
        kind: CodeActionKind.RefactorRewrite,
        edit: { changes: { [uri]: toTextEdits(lines, r.edits) } },
        data: r.data,
      });
    }
  }
  return actions;
}

/** `codeAction/resolve` of "fix all of this rule": every fix of the rule, pass after pass, as one minimal edit. */
export function resolveFixAll(analysis: Analysis, action: CodeAction, settings: Settings, host?: ModuleHost): CodeAction {
  const data = action.data as Partial<FixAllData> | undefined;
  if (typeof data?.fixAllOf !== 'string' || data.uri !== analysis.doc.uri) return action;
  const edit = wholeEdit(
    analysis,
    fixAll(analysis.doc, settings, { engine: analysis.engine, choose: fixesOfRule(data.fixAllOf), current: analysis, host }),
  );
  return edit ? { ...action, edit } : action;
}

/** `source.fixAll.toolschema`: every safe fix in the file, as one minimal edit; undefined when nothing changes. */
export function sourceFixAll(analysis: Analysis, settings: Settings, host?: ModuleHost): CodeAction | undefined {
  const edit = wholeEdit(analysis, fixAll(analysis.doc, settings, { engine: analysis.engine, choose: safeFixes, current: analysis, host }));
  return edit && { title: 'Fix all safely fixable toolschema problems', kind: FIX_ALL_KIND, edit };
}
