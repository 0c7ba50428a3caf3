/** `textDocument/hover`: the core's hover (features/hover.ts) at the cursor, as Markdown (handlers/answers.ts). */
import type { HandlerContext } from './context';

export function registerHover({ connection, analyses, withDoc }: HandlerContext): void {
  connection.onHover((p, token) =>
    withDoc(p.textDocument.uri, null, (doc) => analyses.answer(doc, 'hover', { position: p.position }, token)),
  );
}
