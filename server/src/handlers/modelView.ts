/**
 * `workspace/executeCommand` MODEL_VIEW_COMMAND: an open document converted for a provider (core/convert). A JSON
 * document is one value; a script or a Python file holds several (each tool it defines): the one under `position`
 * when there is one, else each of the file's, in a JSON array (handlers/answers.ts).
 */
import { isTarget, TARGETS } from '../core/convert';
import { isPosition } from './lsp';
import { MODEL_VIEW_COMMAND, type ModelViewParams, type ModelViewResult } from '../protocol';
import type { HandlerContext } from './context';

export function registerModelView({ connection, analyses, withDoc }: HandlerContext): void {
  connection.onExecuteCommand(async (p, token): Promise<ModelViewResult | null> => {
    if (p.command !== MODEL_VIEW_COMMAND) return null;
    const params = (p.arguments?.[0] ?? {}) as Partial<ModelViewParams>;
    const provider = params.provider;
    if (!isTarget(provider)) return { ok: false, error: `Unknown provider ${JSON.stringify(provider)}; use one of ${TARGETS.join(', ')}.` };
    const notOpen: ModelViewResult = {
      ok: false,
      error: `The document ${JSON.stringify(params.uri)} is not open in the server; open it first.`,
    };
    if (typeof params.uri !== 'string') return notOpen;
    // withDoc: after the client's settings are loaded (the verdicts are those of the providers the user chose).
    return withDoc(params.uri, notOpen, (doc) => {
      const offset = isPosition(params.position) ? doc.offsetAt(params.position) : undefined;
      return analyses.answer(doc, 'modelView', { provider, offset }, token);
    });
  });
}
