/**
 * What hover, completion, code actions, the document info and the model view answer from an analysis, as plain
 * data: the same functions run in the server's thread (a cheap document) and in an analysis worker (a costly one,
 * node/analysisPool.ts), so a hover on a hostile document never holds the thread every other document's answers
 * need. Each takes the analysis, the request's plain arguments, and the document's settings and module host.
 */
import { MarkupKind, type CodeAction, type CompletionList, type Diagnostic, type Hover, type Position } from 'vscode-languageserver';
import type { Analysis, ModuleHost } from '../core/pipeline/analyze';
import type { Settings } from '../core/settings/settings';
import { hover } from '../core/features/hover';
import { complete } from '../core/features/completion';
import { COMPLETION_FILTERS, COMPLETION_SOURCES, HOVER_CONTRIBUTORS } from '../core/features/contributions';
import { ConvertError, type Target } from '../core/convert';
import { convertDocument } from '../core/convert/document';
import { shownTools, type CheckedUnit } from '../core/pipeline/analysis';
import type { Conversion } from '../core/hosts/types';
import type { SchemaDocument } from '../core/model/document';
import { viewVerdicts } from '../core/features/provider/verdicts';
import type { DocumentInfo, ModelViewResult } from '../protocol';
import { codeActions, resolveFixAll, sourceFixAll, FIX_ALL_KIND, type CodeActionOptions } from './codeActions';
import { rangeOf } from './lsp';
import { CodeActionKind } from 'vscode-languageserver';

/** The document's own settings and how its imports are read (the worker builds its own from the request). */
export interface AnswerEnv {
  settings: Settings;
  host?: ModuleHost;
}

export const ANSWERS = {
  async hover(analysis: Analysis, p: { position: Position }): Promise<Hover | null> {
    const lines = analysis.doc.lineIndex;
    const found = await hover(analysis, lines.offsetAt(p.position), HOVER_CONTRIBUTORS);
    return found ? { contents: { kind: MarkupKind.Markdown, value: found.markdown }, range: rangeOf(found.span, lines) } : null;
  },

  async completion(analysis: Analysis, p: { position: Position; markdownDocs: boolean }): Promise<CompletionList | null> {
    const list = await complete(analysis, analysis.doc.lineIndex.offsetAt(p.position), COMPLETION_FILTERS, COMPLETION_SOURCES);
    return p.markdownDocs ? list : withPlainDocs(list);
  },

  codeActions(analysis: Analysis, p: { diagnostics: Diagnostic[]; options: CodeActionOptions }, env: AnswerEnv): CodeAction[] {
    const actions = codeActions(analysis, p.diagnostics, p.options);
    if (p.options.only?.some((k) => FIX_ALL_KIND.startsWith(k) && k.startsWith(CodeActionKind.Source))) {
      const action = sourceFixAll(analysis, env.settings, env.host);
      if (action) actions.push(action);
    }
    return actions;
  },

  resolveFixAll(analysis: Analysis, p: { action: CodeAction }, env: AnswerEnv): CodeAction {
    return resolveFixAll(analysis, p.action, env.settings, env.host);
  },

  documentInfo({ association }: Analysis, _args: Record<string, never>): DocumentInfo {
    if (!association) return null;
    const { schema, reason, detail } = association;
    return {
      schemaId: schema.id,
      family: schema.family,
      title: schema.title,
      version: schema.id.replace(/^arcade-tool-/, ''),
      reason,
      detail,
    };
  },

  modelView(analysis: Analysis, p: { provider: Target; offset?: number }): ModelViewResult {
    try {
      // Per selected profile (toolschema.providers), "accepted" or the first violation, as the provider rules found them.
      return { ok: true, ...convertAnalysis(analysis, p.provider, p.offset), verdicts: viewVerdicts(analysis, p.offset) };
    } catch (e) {
      if (!(e instanceof ConvertError)) throw e;
      return { ok: false, error: `Cannot convert to ${p.provider}${e.path ? ` at ${e.path}` : ''}: ${e.message}` };
    }
  },
};

/** A completion list for a client without Markdown: its documentation as plain text. */
export function withPlainDocs(list: CompletionList | null): CompletionList | null {
  if (!list) return list;
  const items = list.items.map((item) =>
    typeof item.documentation === 'object' ? { ...item, documentation: item.documentation.value } : item,
  );
  return { ...list, items };
}

export type AnswerName = keyof typeof ANSWERS;
export type AnswerArgs<N extends AnswerName> = Parameters<(typeof ANSWERS)[N]>[1];
export type AnswerResult<N extends AnswerName> = Awaited<ReturnType<(typeof ANSWERS)[N]>>;

/** Runs one answer (by name: the worker is sent the name, never a function). */
export async function answer<N extends AnswerName>(
  name: N,
  analysis: Analysis,
  args: AnswerArgs<N>,
  env: AnswerEnv,
): Promise<AnswerResult<N>> {
  const f = ANSWERS[name] as (analysis: Analysis, args: AnswerArgs<N>, env: AnswerEnv) => AnswerResult<N> | Promise<AnswerResult<N>>;
  return f(analysis, args, env);
}

/** The file's one value, the unit at `offset`, or every unit of the file (each note's path then starts with its index). */
function convertAnalysis(analysis: Analysis, provider: Target, offset: number | undefined): Conversion {
  const convertDoc = (doc: SchemaDocument) => convertDocument(doc, provider, { engine: analysis.engine });
  if (analysis.doc.root || !analysis.doc.isScript) return convertDoc(analysis.doc);
  const units = shownTools(analysis, offset);
  if (!units.length)
    throw new ConvertError('', 'the file defines no tool toolschema reads (an Arcade tool in Python, a Pedelec tool in a script).');
  if (units.length === 1) return convertDoc(units[0].doc);
  const each = units.map((u: CheckedUnit) => convertDoc(u.doc));
  const prefixed = (i: number, notes: Conversion['notes']) => notes.map((n) => ({ ...n, path: `/${i}${n.path}` }));
  return {
    output: each.map((c) => c.output),
    notes: each.flatMap((c, i) => prefixed(i, c.notes)),
    remaining: each.flatMap((c, i) => prefixed(i, c.remaining)),
  };
}
