/** Completion as the client can show it: Markdown documentation, or its plain text for a client without Markdown. */
import { MarkupKind, type ClientCapabilities, type CompletionList } from 'vscode-languageserver';
import type { HandlerContext } from './context';

export const supportsMarkdownDocs = (caps: ClientCapabilities) =>
  !!caps.textDocument?.completion?.completionItem?.documentationFormat?.includes(MarkupKind.Markdown);

export function withPlainDocs(list: CompletionList | null): CompletionList | null {
  if (!list) return list;
  const items = list.items.map((item) =>
    typeof item.documentation === 'object' ? { ...item, documentation: item.documentation.value } : item,
  );
  return { ...list, items };
}

/** `textDocument/completion`: the core's completion (features/completion.ts) at the cursor (handlers/answers.ts). */
export function registerCompletion({ connection, analyses, withDoc, client }: HandlerContext): void {
  connection.onCompletion((p, token) =>
    withDoc(p.textDocument.uri, null, (doc) =>
      analyses.answer(doc, 'completion', { position: p.position, markdownDocs: client.markdownDocs }, token),
    ),
  );
}
