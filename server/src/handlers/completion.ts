/** Completion as the client can show it: Markdown documentation, or its plain text for a client without Markdown. */
import { MarkupKind, type ClientCapabilities } from 'vscode-languageserver';
export { withPlainDocs } from './answers';
import type { HandlerContext } from './context';

export const supportsMarkdownDocs = (caps: ClientCapabilities) =>
  !!caps.textDocument?.completion?.completionItem?.documentationFormat?.includes(MarkupKind.Markdown);

/** `textDocument/completion`: the core's completion (features/completion.ts) at the cursor (handlers/answers.ts). */
export function registerCompletion({ connection, analyses, withDoc, client }: HandlerContext): void {
  connection.onCompletion((p, token) =>
    withDoc(p.textDocument.uri, null, (doc) =>
      analyses.answer(doc, 'completion', { position: p.position, markdownDocs: client.markdownDocs }, token),
    ),
  );
}
