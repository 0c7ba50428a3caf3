/**
 * Diagnostics: pulled where the client supports `textDocument/diagnostic`, pushed otherwise. Pushes are debounced
 * while typing. A result is delivered only if its version is still the document's newest once the messages that
 * queued up during the analysis (newer edits, cancellations) have been read: a stale pull is answered with
 * `ServerCancelled` (the client asks again), a stale push is dropped, and no push ever goes out for a version
 * older than one already published. "Version" there means the document's generation: see `generations`.
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

export interface DiagnosticsHandler {
  /** Every open document's diagnostics again (settings changed). */
  refreshAll(): void;
  /** Files changed on disk (workspace/didChangeWatchedFiles): the open documents that read them are stale. */
  filesChanged(uris: string[]): void;
}

/** What the diagnostics are wired to: the connection, the open documents and their analyses. */
export interface Wiring {
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  analyses: AnalysisCache;
}

export interface DiagnosticsOptions {
  /** The client pulls diagnostics (textDocument/diagnostic); otherwise they are pushed. */
  pull: boolean;
  /** Settings loaded: nothing is computed before, so no diagnostic ever shows a default severity first. */
  ready: Promise<unknown>;
  /** What the client is shown of an analysis's diagnostics (see InitializationOptions.hostReportsSyntax). */
  shown?: (diagnostics: Diagnostic[]) => Diagnostic[];
}

export function registerDiagnostics(
  wiring: Wiring,
  { pull, ready, shown = (diagnostics) => diagnostics }: DiagnosticsOptions,
): DiagnosticsHandler {
  const { connection, documents, analyses } = wiring;
  // Each open and change of a document gets the next generation number; results are matched to generations, not
  // to the client's versions, which may repeat (a reopen with version 1, a reused version) or go backwards.
  // TextDocuments fires onDidChangeContent right after onDidOpen for the same text: that echo is not a new generation.
  const generations = new Map<string, number>();
  const bump = (uri: string) => generations.set(uri, (generations.get(uri) ?? 0) + 1);
  let echo: TextDocument | undefined;
  documents.onDidOpen((e) => {
    bump(e.document.uri);
    echo = e.document;
  });
  documents.onDidChangeContent((e) => {
    if (e.document === echo) echo = undefined;
    else bump(e.document.uri);
  });
  documents.onDidClose((e) => generations.delete(e.document.uri));
  const generationOf = (uri: string) => generations.get(uri) ?? 0;
  const isCurrent = (uri: string, generation: number) => documents.get(uri) !== undefined && generationOf(uri) === generation;

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
      const asked = generationOf(uri); // the text the client asked about
      await ready;
      await settle(uri);
      await readPendingMessages();
      const doc = documents.get(uri);
      if (!doc) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
      if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'Cancelled.');
      if (generationOf(uri) !== asked) throw stale();
      const diagnostics = await analyses.diagnostics(doc);
      await readPendingMessages();
      if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'Cancelled.');
      if (!isCurrent(uri, asked)) throw stale();
      return { kind: DocumentDiagnosticReportKind.Full, items: shown(diagnostics) };
    });
    // One refresh for a burst of cross-file changes: the client pulls every open document again.
    let refreshing = false;
    const refreshAll = () => {
      if (refreshing) return;
      refreshing = true;
      setImmediate(() => {
        refreshing = false;
        void connection.languages.diagnostics.refresh();
      });
    };
    const filesChanged = wireElsewhere(wiring, shown, refreshAll, true);
    return { refreshAll, filesChanged };
  }

  const timers = new Map<string, NodeJS.Timeout>();
  const published = new Map<string, number>();
  // The last publish scheduled per document: only it sends. An earlier one still analysing (waiting for the
  // settings, or for a worker) when a refresh schedules another would otherwise send the same diagnostics twice.
  const tickets = new Map<string, number>();
  const latest = (uri: string, ticket: number) => tickets.get(uri) === ticket;
  const publish = async (uri: string, generation: number, ticket: number) => {
    await ready;
    const doc = documents.get(uri);
    if (!doc || !isCurrent(uri, generation) || !latest(uri, ticket)) return; // superseded while waiting: the newer one sends
    const { version } = doc;
    const diagnostics = await analyses.diagnostics(doc);
    await readPendingMessages();
    if (!isCurrent(uri, generation) || !latest(uri, ticket) || (published.get(uri) ?? -Infinity) > generation) return;
    published.set(uri, generation);
    await connection.sendDiagnostics({ uri, version, diagnostics: shown(diagnostics) });
  };
  const schedule = (doc: TextDocument, delay: number) => {
    const { uri } = doc;
    const generation = generationOf(uri);
    const ticket = (tickets.get(uri) ?? 0) + 1;
    tickets.set(uri, ticket);
    clearTimeout(timers.get(uri));
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        publish(uri, generation, ticket).catch((e) => connection.console.error(`toolschema: diagnostics failed: ${String(e)}`));
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
    tickets.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });
  const filesChanged = wireElsewhere(
    wiring,
    shown,
    (uris) => uris.forEach((uri) => documents.get(uri) && schedule(documents.get(uri)!, 0)),
    false,
  );
  return { refreshAll: () => documents.all().forEach((d) => schedule(d, 0)), filesChanged };
}

/**
 * Diagnostics across files (handlers/elsewhere.ts): what an open script finds in a file it imports is shown in
 * that file: in its own diagnostics while it is open, pushed while it is not. An edit of a file makes the open
 * documents that read it stale; so does a change on disk (watched files).
 */
function wireElsewhere(
  { connection, documents, analyses }: Wiring,
  shown: (diagnostics: Diagnostic[]) => Diagnostic[],
  refresh: (uris: string[]) => void,
  pull: boolean,
): (uris: string[]) => void {
  const pushed = new Set<string>();
  const push = (uri: string) => {
    const elsewhere = shown(analyses.elsewhereIn(uri));
    if (!elsewhere.length && !pushed.has(uri)) return;
    if (elsewhere.length) pushed.add(uri);
    else pushed.delete(uri);
    void connection.sendDiagnostics({ uri, diagnostics: elsewhere });
  };
  analyses.onElsewhereChange = (files) => {
    const open = files.filter((f) => documents.get(f));
    if (open.length) refresh(open);
    for (const f of files) if (!documents.get(f)) push(f);
  };
  const stale = (uri: string) => {
    const readers = analyses.changed(uri).filter((r) => documents.get(r));
    if (readers.length) refresh(readers);
  };
  documents.onDidChangeContent((e) => stale(e.document.uri));
  documents.onDidOpen((e) => {
    // Pulled diagnostics of an open file include its findings: the pushed copy would show them twice.
    if (pull && pushed.delete(e.document.uri)) void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });
  documents.onDidClose((e) => setImmediate(() => push(e.document.uri)));
  // Changes on disk come in bursts (a branch switch, a build): each open reader is analysed again once, when the
  // burst is over. Push mode waits for a pause (every notification restarts the wait), as typing does; pull mode's
  // refresh is merged already (one refresh, then the client pulls each document once).
  const readers = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const open = [...readers].filter((r) => documents.get(r));
    readers.clear();
    if (open.length) refresh(open);
  };
  return (uris) => {
    for (const uri of uris) for (const r of analyses.changed(uri)) readers.add(r);
    if (pull) return flush();
    clearTimeout(timer);
    timer = setTimeout(flush, PUSH_DEBOUNCE_MS);
  };
}
