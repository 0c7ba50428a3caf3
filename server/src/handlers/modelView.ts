/**
 * `workspace/executeCommand` MODEL_VIEW_COMMAND: an open document converted for a provider (core/convert). A JSON
 * document is one value; a script or a Python file holds several (each tool it defines): the one under `position`
 * when there is one, else each of the file's, in a JSON array.
 */
import { ConvertError, isTarget, TARGETS, type Target } from '../core/convert';
import { convertDocument } from '../core/convert/document';
import { unitAt, type Analysis, type CheckedUnit } from '../core/pipeline/analysis';
import type { Conversion } from '../core/hosts/types';
import type { SchemaDocument } from '../core/model/document';
import { viewVerdicts } from '../core/features/provider/verdicts';
import { isPosition } from './lsp';
import { MODEL_VIEW_COMMAND, type ModelViewParams, type ModelViewResult } from '../protocol';
import type { HandlerContext } from './context';

export function registerModelView({ connection, analyses }: HandlerContext): void {
  connection.onExecuteCommand(async (p): Promise<ModelViewResult | null> => {
    if (p.command !== MODEL_VIEW_COMMAND) return null;
    const params = (p.arguments?.[0] ?? {}) as Partial<ModelViewParams>;
    if (!isTarget(params.provider))
      return { ok: false, error: `Unknown provider ${JSON.stringify(params.provider)}; use one of ${TARGETS.join(', ')}.` };
    const doc = typeof params.uri === 'string' ? analyses.openDocument(params.uri) : undefined;
    if (!doc) return { ok: false, error: `The document ${JSON.stringify(params.uri)} is not open in the server; open it first.` };
    const analysis = await analyses.get(doc);
    const position = params.position;
    const offset = isPosition(position) ? doc.offsetAt(position) : undefined;
    try {
      // Per selected profile (toolschema.providers), "accepted" or the first violation, as the provider rules found
      // them: for the tool shown (the one at the position), or each tool of a file shown whole.
      return { ok: true, ...convertAnalysis(analysis, params.provider, offset), verdicts: viewVerdicts(analysis, offset) };
    } catch (e) {
      if (!(e instanceof ConvertError)) throw e;
      return { ok: false, error: `Cannot convert to ${params.provider}${e.path ? ` at ${e.path}` : ''}: ${e.message}` };
    }
  });
}

/**
 * The file's one value, the unit at `offset`, or every unit of the file (each note's path then starts with its
 * index); a Pedelec output linted with the analysis's rules.
 */
function convertAnalysis(analysis: Analysis, provider: Target, offset: number | undefined): Conversion {
  const convertDoc = (doc: SchemaDocument) => convertDocument(doc, provider, { engine: analysis.engine });
  const units = analysis.units.filter((u) => u.doc !== analysis.doc && u.doc.root);
  if (analysis.doc.root || !analysis.doc.isScript) return convertDoc(analysis.doc);
  if (!units.length)
    throw new ConvertError('', 'the file defines no tool toolschema reads (an Arcade tool in Python, a Pedelec tool in a script).');
  const under = offset === undefined ? undefined : unitAt(analysis, offset)?.unit;
  if (under) return convertDoc(under.doc);
  if (units.length === 1) return convertDoc(units[0].doc);
  const each = units.map((u: CheckedUnit) => convertDoc(u.doc));
  const prefixed = (i: number, notes: Conversion['notes']) => notes.map((n) => ({ ...n, path: `/${i}${n.path}` }));
  return {
    output: each.map((c) => c.output),
    notes: each.flatMap((c, i) => prefixed(i, c.notes)),
    remaining: each.flatMap((c, i) => prefixed(i, c.remaining)),
  };
}
