/**
 * Diagnostics: pulled where the client supports `textDocument/diagnostic`, pushed otherwise. Pushes are debounced
 * while typing, and a result is published only if its version is still the document's newest.
 */
import {
  DocumentDiagnosticReportKind,
  type Connection,
  type TextDocuments,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { AnalysisCache } from './analyses';

export const PUSH_DEBOUNCE_MS = 150;

export function registerDiagnostics(
  connection: Connection,
  documents: TextDocuments<TextDocument>,
  analyses: AnalysisCache,
  pull: boolean,
): { refreshAll(): void } {
  if (pull) {
    connection.languages.diagnostics.on(async (params) => {
      const doc = documents.get(params.textDocument.uri);
      const items = doc ? (await analyses.get(doc)).diagnostics : [];
      return { kind: DocumentDiagnosticReportKind.Full, items };
    });
    return { refreshAll: () => void connection.languages.diagnostics.refresh() };
  }

  const timers = new Map<string, NodeJS.Timeout>();
  const publish = async (doc: TextDocument) => {
    const analysis = await analyses.get(doc);
    const latest = documents.get(doc.uri);
    if (!latest || latest.version !== doc.version) return; // a newer version will publish its own
    await connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics: analysis.diagnostics });
  };
  const schedule = (doc: TextDocument, delay: number) => {
    clearTimeout(timers.get(doc.uri));
    timers.set(
      doc.uri,
      setTimeout(() => {
        timers.delete(doc.uri);
        publish(doc).catch((e) => connection.console.error(`toolschema: diagnostics failed: ${String(e)}`));
      }, delay),
    );
  };
  documents.onDidOpen((e) => schedule(e.document, 0));
  documents.onDidChangeContent((e) => schedule(e.document, PUSH_DEBOUNCE_MS));
  documents.onDidClose((e) => {
    clearTimeout(timers.get(e.document.uri));
    timers.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });
  return { refreshAll: () => documents.all().forEach((d) => schedule(d, 0)) };
}
