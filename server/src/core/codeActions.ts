/**
 * Code actions for diagnostics, keyed on the diagnostic's code and range (never its message): each fix, then
 * "fix all of this rule in the file", then the rule's documentation.
 */
import { CodeAction, CodeActionKind, Diagnostic, Range, TextEdit } from 'vscode-json-languageservice';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analysis, Finding } from './analyze';
import { fixAll, fixesOfRule, minimalEdit, safeFixes } from './fixAll';
import type { Edit } from './rule';
import type { Settings } from './settings';
import { arcadeRefactorings } from './arcade/migrationAction';

export const FIX_ALL_KIND = 'source.fixAll.toolschema';
/** The client command that opens a rule's documentation (VS Code only). */
export const SHOW_DOCS_COMMAND = 'toolschema.showRuleDocs';

export const toTextEdits = (doc: TextDocument, edits: Edit[]): TextEdit[] =>
  edits.map((e) => TextEdit.replace({ start: doc.positionAt(e.offset), end: doc.positionAt(e.offset + e.length) }, e.newText));

const sameRange = (a: Range, b: Range) =>
  a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;

/** The finding a client-sent diagnostic stands for in this analysis. */
export function findingFor(analysis: Analysis, d: Diagnostic): Finding | undefined {
  return analysis.findings.find((f) => f.diagnostic.code === d.code && sameRange(f.diagnostic.range, d.range));
}

export interface CodeActionOptions {
  /** Offer "Show documentation" actions (the client must implement SHOW_DOCS_COMMAND). */
  docsCommand?: boolean;
  /** Which kinds the client asked for (context.only); all when absent. */
  only?: string[];
}

const wants = (only: string[] | undefined, kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));

export async function codeActions(
  analysis: Analysis,
  diagnostics: Diagnostic[],
  settings: Settings,
  options: CodeActionOptions = {},
): Promise<CodeAction[]> {
  const doc = analysis.doc.text;
  const uri = doc.uri;
  const actions: CodeAction[] = [];
  if (wants(options.only, CodeActionKind.QuickFix)) {
    const fixAllOffered = new Set<string>();
    for (const d of diagnostics) {
      const finding = findingFor(analysis, d);
      if (!finding) continue;
      const fixes = finding.fixes?.() ?? [];
      for (const fix of fixes) {
        actions.push({
          title: fix.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [d],
          isPreferred: fix.isPreferred,
          edit: { changes: { [uri]: toTextEdits(doc, fix.edits) } },
        });
      }
      const code = String(d.code);
      const sameRule = analysis.findings.filter((f) => f.diagnostic.code === code && f.fixes);
      if (fixes.length && sameRule.length > 1 && !fixAllOffered.has(code)) {
        fixAllOffered.add(code);
        const after = await fixAll(doc, settings, fixesOfRule(code), analysis);
        const edit = minimalEdit(doc.getText(), after);
        if (edit) {
          actions.push({
            title: `Fix all ${code} problems in this file`,
            kind: CodeActionKind.QuickFix,
            diagnostics: sameRule.map((f) => f.diagnostic),
            edit: { changes: { [uri]: toTextEdits(doc, [edit]) } },
          });
        }
      }
      // Our own link, never the client-sent one: a forged `codeDescription.href` could name any scheme.
      const href = finding.diagnostic.codeDescription?.href;
      if (options.docsCommand && href) {
        actions.push({
          title: `Show documentation for ${code}`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [d],
          command: { title: `Show documentation for ${code}`, command: SHOW_DOCS_COMMAND, arguments: [href] },
        });
      }
    }
  }
  if (wants(options.only, CodeActionKind.RefactorRewrite)) {
    for (const r of arcadeRefactorings(analysis)) {
      actions.push({ title: r.title, kind: CodeActionKind.RefactorRewrite, edit: { changes: { [uri]: toTextEdits(doc, r.edits) } }, data: r.data });
    }
  }
  return actions;
}

/** `source.fixAll.toolschema`: every safe fix in the file, as one minimal edit; undefined when nothing changes. */
export async function sourceFixAll(doc: TextDocument, settings: Settings, current?: Analysis): Promise<CodeAction | undefined> {
  const edit = minimalEdit(doc.getText(), await fixAll(doc, settings, safeFixes, current));
  if (!edit) return undefined;
  return {
    title: 'Fix all safely fixable toolschema problems',
    kind: FIX_ALL_KIND,
    edit: { changes: { [doc.uri]: toTextEdits(doc, [edit]) } },
  };
}
