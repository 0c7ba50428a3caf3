/**
 * Diagnostics: pulled where the client supports `textDocument/diagnostic`, pushed otherwise. Pushes are debounced
 * while typing. A result is delivered only if its version is still the document's newest once the messages that
 * queued up during the analysis (newer edits, cancellations) have been read: a stale pull is answered with
 * `ServerCancelled` (the client asks again), a stale push is dropped, and no push ever goes out for a version
 * older than one already published.
 */
import {
  DocumentDiagnosticReportKind,
  LSPErrorCodes,
  ResponseError,
  type Connection,
  type DiagnosticServerCancellationData,
  type TextDocuments,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { AnalysisCache } from './analyses';
import type { Diagnostic } from 'vscode-languageserver';

export const PUSH_DEBOUNCE_MS = 150;
/** Below this size an analysis takes about a millisecond: cheaper than waiting for the user to pause. */
export const SETTLE_MIN_CHARS = 64 * 1024;

/** Lets pending I/O (didChange, $/cancelRequest) be processed before deciding whether a result is stale. */
export const readPendingMessages = () => new Promise<void>((resolve) => setImmediate(resolve));

export function registerDiagnostics(
  connection: Connection,
  documents: TextDocuments<TextDocument>,
  analyses: AnalysisCache,
  pull: boolean,
  /** Settings loaded: nothing is computed before, so no diagnostic ever shows a default severity first. */
  ready: Promise<unknown>,
  /** What the client is shown of an analysis's diagnostics (see InitializationOptions.hostReportsSyntax). */
  shown: (diagnostics: Diagnostic[]) => Diagnostic[] = (diagnostics) => diagnostics,
): { refreshAll(): void } {
  // TextDocuments updates a document in place on incremental changes: capture the version before any await.
  const isCurrent = (uri: string, version: number) => documents.get(uri)?.version === version;

  if (pull) {
    // Pulls arrive with every keystroke. While the user types (two edits closer than the debounce) in a large
    // document, a pull waits for a pause; if the document changed meanwhile it is answered ServerCancelled and the
    // client pulls again. A single edit after a pause, or any edit of a small document, is analysed at once.
    const edits = new Map<string, { last: number; previous: number }>();
    documents.onDidChangeContent((e) => {
      const last = edits.get(e.document.uri)?.last ?? -Infinity;
      edits.set(e.document.uri, { last: Date.now(), previous: last });
    });
    documents.onDidClose((e) => edits.delete(e.document.uri));
    const settle = async (uri: string) => {
      if ((documents.get(uri)?.getText().length ?? 0) < SETTLE_MIN_CHARS) return;
      for (let t = edits.get(uri); t && t.last - t.previous < PUSH_DEBOUNCE_MS; t = edits.get(uri)) {
        const wait = t.last + PUSH_DEBOUNCE_MS - Date.now();
        if (wait <= 0) break;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
    const stale = () =>
      new ResponseError<DiagnosticServerCancellationData>(LSPErrorCodes.ServerCancelled, 'The document changed.', {
        retriggerRequest: true,
      });
    connection.languages.diagnostics.on(async (params, token) => {
      const uri = params.textDocument.uri;
      const asked = documents.get(uri)?.version; // the version the client asked about
      await ready;
      await settle(uri);
      await readPendingMessages();
      const doc = documents.get(uri);
      if (!doc) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
      if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'Cancelled.');
      if (doc.version !== asked) throw stale();
      const version = doc.version;
      const diagnostics = await analyses.diagnostics(doc);
      await readPendingMessages();
      if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'Cancelled.');
      if (!isCurrent(doc.uri, version)) throw stale();
      return { kind: DocumentDiagnosticReportKind.Full, items: shown(diagnostics) };
    });
    return { refreshAll: () => void connection.languages.diagnostics.refresh() };
  }

  const timers = new Map<string, NodeJS.Timeout>();
  const published = new Map<string, number>();
  const publish = async (uri: string, version: number) => {
    await ready;
    const doc = documents.get(uri);
    if (!doc || doc.version !== version) return; // superseded while waiting: the newer version has its own timer
    const diagnostics = await analyses.diagnostics(doc);
    await readPendingMessages();
    if (!isCurrent(uri, version) || (published.get(uri) ?? -Infinity) > version) return;
    published.set(uri, version);
    await connection.sendDiagnostics({ uri, version, diagnostics: shown(diagnostics) });
  };
  const schedule = (doc: TextDocument, delay: number) => {
    const { uri, version } = doc;
    clearTimeout(timers.get(uri));
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        publish(uri, version).catch((e) => connection.console.error(`toolschema: diagnostics failed: ${String(e)}`));
      }, delay),
    );
  };
  // TextDocuments fires onDidChangeContent right after onDidOpen: the open is validated at once, edits debounced.
  let opened: TextDocument | undefined;
  documents.onDidOpen((e) => {
    opened = e.document;
    schedule(e.document, 0);
  });
  documents.onDidChangeContent((e) => {
    if (e.document === opened) opened = undefined;
    else schedule(e.document, PUSH_DEBOUNCE_MS);
  });
  documents.onDidClose((e) => {
    clearTimeout(timers.get(e.document.uri));
    timers.delete(e.document.uri);
    published.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });
  return { refreshAll: () => documents.all().forEach((d) => schedule(d, 0)) };
}
