/** DOCUMENT_INFO_REQUEST: which schema an open document is checked against, and why (the status bar shows it). */
import { DOCUMENT_INFO_REQUEST, type DocumentInfo, type DocumentInfoParams } from '../protocol';
import type { HandlerContext } from './context';

export function registerDocumentInfo({ connection, analyses, withDoc }: HandlerContext): void {
  connection.onRequest(DOCUMENT_INFO_REQUEST, (p: DocumentInfoParams, token) =>
    withDoc<DocumentInfo>(p.uri, null, (doc) => analyses.answer(doc, 'documentInfo', {}, token)),
  );
}
