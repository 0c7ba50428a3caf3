/** What every LSP feature handler is given: the connection, the analyses, and what the client said it supports. */
import type { Connection } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Settings } from '../core/settings/settings';
import type { AnalysisCache } from './analyses';

/** Set from the client's capabilities and initialization options in `initialize` (server.ts). */
export interface ClientOptions {
  docsCommand: boolean;
  resolveEdits: boolean;
  markdownDocs: boolean;
}

export interface HandlerContext {
  connection: Connection;
  analyses: AnalysisCache;
  client: ClientOptions;
  /** The settings a document gets (the editor's, a config file's over them, and the schema overrides). */
  effectiveSettings(uri: string): Settings;
  /** `f` on an open document, `fallback` for one that is not open; refused before `initialize`. */
  withDoc<T>(uri: string, fallback: T, f: (doc: TextDocument) => Promise<T>): Promise<T>;
}
