/** DOCUMENT_INFO_REQUEST: which schema an open document is checked against, and why (the status bar shows it). */
import { DOCUMENT_INFO_REQUEST, type DocumentInfo, type DocumentInfoParams } from '../protocol';
import type { HandlerContext } from './context';

export function registerDocumentInfo({ connection, analyses, withDoc }: HandlerContext): void {
  connection.onRequest(DOCUMENT_INFO_REQUEST, (p: DocumentInfoParams) =>
    withDoc<DocumentInfo>(p.uri, null, async (doc) => {
      const { association } = await analyses.get(doc);
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
    }),
  );
}
