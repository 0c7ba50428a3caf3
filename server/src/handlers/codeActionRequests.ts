/** `textDocument/codeAction` and `codeAction/resolve` over the protocol (handlers/codeActions.ts computes them). */
import type { HandlerContext } from './context';
import { isDiagnostic } from './codeActions';

/** Quick fixes, fix-all of a rule, source.fixAll, refactorings. */
export function registerCodeActions({ connection, analyses, withDoc, client }: HandlerContext): void {
  connection.onCodeAction((p, token) =>
    withDoc(p.textDocument.uri, [], (doc) => {
      const options = { docsCommand: client.docsCommand, only: p.context?.only, resolveEdits: client.resolveEdits };
      const diagnostics = (p.context?.diagnostics ?? []).filter(isDiagnostic);
      return analyses.answer(doc, 'codeActions', { diagnostics, options }, token);
    }),
  );
  connection.onCodeActionResolve(async (action, token) => {
    const uri = (action.data as { uri?: unknown } | undefined)?.uri;
    const doc = typeof uri === 'string' ? analyses.openDocument(uri) : undefined;
    return doc ? analyses.answer(doc, 'resolveFixAll', { action }, token) : action;
  });
}
