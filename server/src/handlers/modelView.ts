/** `workspace/executeCommand` MODEL_VIEW_COMMAND: an open document converted for a provider (core/convert). */
import { ConvertError, isTarget, TARGETS } from '../core/convert';
import { convertDocument } from '../core/convert/document';
import { profileVerdicts } from '../core/features/provider/verdicts';
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
    try {
      const analysis = await analyses.get(doc);
      const { output, notes, remaining } = convertDocument(analysis.doc, params.provider);
      // Per selected profile (toolschema.providers), "accepted" or the first violation, as the provider rules found them.
      return { ok: true, output, notes, remaining, verdicts: profileVerdicts(analysis) };
    } catch (e) {
      if (!(e instanceof ConvertError)) throw e;
      return { ok: false, error: `Cannot convert to ${params.provider}${e.path ? ` at ${e.path}` : ''}: ${e.message}` };
    }
  });
}
