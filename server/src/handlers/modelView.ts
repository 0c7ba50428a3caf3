/**
 * `workspace/executeCommand` MODEL_VIEW_COMMAND: an open document converted for a provider (core/convert). A JSON
 * document is one value; a script or a Python file holds several (each tool it defines): the one under `position`
 * when there is one, else each of the file's, in a JSON array (handlers/answers.ts).
 */
import { isTarget, TARGETS } from '../core/convert';
import { isPosition } from './lsp';
import { MODEL_VIEW_COMMAND, type ModelViewParams, type ModelViewResult } from '../protocol';
import type { HandlerContext } from './context';

export function registerModelView({ connection, analyses }: HandlerContext): void {
  connection.onExecuteCommand(async (p, token): Promise<ModelViewResult | null> => {
    if (p.command !== MODEL_VIEW_COMMAND) return null;
    const params = (p.arguments?.[0] ?? {}) as Partial<ModelViewParams>;
    if (!isTarget(params.provider))
      return { ok: false, error: `Unknown provider ${JSON.stringify(params.provider)}; use one of ${TARGETS.join(', ')}.` };
    const doc = typeof params.uri === 'string' ? analyses.openDocument(params.uri) : undefined;
    if (!doc) return { ok: false, error: `The document ${JSON.stringify(params.uri)} is not open in the server; open it first.` };
    const offset = isPosition(params.position) ? doc.offsetAt(params.position) : undefined;
    return analyses.answer(doc, 'modelView', { provider: params.provider, offset }, token);
  });
}
