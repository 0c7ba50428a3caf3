/** `textDocument/hover`: the core's hover (features/hover.ts) at the cursor, as Markdown. */
import { MarkupKind } from 'vscode-languageserver';
import { hover } from '../core/features/hover';
import { HOVER_CONTRIBUTORS } from '../core/features/contributions';
import { rangeOf } from './lsp';
import type { HandlerContext } from './context';

export function registerHover({ connection, analyses, withDoc }: HandlerContext): void {
  connection.onHover((p) =>
    withDoc(p.textDocument.uri, null, async (doc) => {
      const analysis = await analyses.get(doc);
      const lines = analysis.doc.lineIndex;
      const found = await hover(analysis, lines.offsetAt(p.position), HOVER_CONTRIBUTORS);
      return found && { contents: { kind: MarkupKind.Markdown, value: found.markdown }, range: rangeOf(found.span, lines) };
    }),
  );
}
