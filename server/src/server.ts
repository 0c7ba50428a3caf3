/** The language server: a thin adapter from LSP to the core. This file declares capabilities and wires the handlers (handlers/, one per LSP feature). */
import {
  CodeActionKind,
  ErrorCodes,
  ResponseError,
  TextDocumentSyncKind,
  TextDocuments,
  type Connection,
  type InitializeResult,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisCache, type RemoteAnalyser } from './handlers/analyses';
import { registerDiagnostics, type DiagnosticsHandler } from './handlers/diagnostics';
import { SettingsStore } from './handlers/settings';
import { registerCompletion, supportsMarkdownDocs } from './handlers/completion';
import { FIX_ALL_KIND } from './handlers/codeActions';
import { registerCodeActions } from './handlers/codeActionRequests';
import { coalesced } from './handlers/coalesce';
import { textDocuments } from './handlers/textSync';
import { registerHover } from './handlers/hover';
import { registerDocumentInfo } from './handlers/documentInfo';
import { registerSchemaOverride } from './handlers/schemaOverride';
import { registerModelView } from './handlers/modelView';
import type { ClientOptions, HandlerContext } from './handlers/context';
import type { Diagnostic } from 'vscode-languageserver';
import { associationSource, MODEL_VIEW_COMMAND, type InitializationOptions } from './protocol';
import { EXTENSIONS } from './core/languages/registry';
import type { Settings } from './core/settings/settings';
import type { ModuleHost } from './core/pipeline/analyze';
import type { Engine } from './core/pipeline/engine';
import { VERSION } from './version';

/** The settings a document gets: the editor's, or the editor's with a config file's over them. */
export interface AppliedConfig {
  settings: Settings;
  /** The config file (path) that applies, if any. */
  file?: string;
  /** Values of that file that were rejected (the rest applies). */
  problems?: string[];
  /** Why that file could not be used at all (unreadable, not JSON): the editor's settings apply. */
  error?: string;
}

/** The workspace's config files (node/folderConfigs.ts): the CLI's, read the way the CLI reads them. */
export interface ConfigSource {
  setWorkspaceFolders(uris: readonly string[]): void;
  /** A file name that is a config file wherever it is (a change to one drops every cached config). */
  isConfigFile(uri: string): boolean;
  clear(): void;
  settingsFor(uri: string, editor: Settings): AppliedConfig;
}

/** What the server needs of its platform (Node here; a browser worker has no files to read). */
export interface ServerEnvironment {
  /**
   * A file's text by `file:` URI, for the modules scripts import; undefined when missing or unreadable, or when its
   * real path (links followed) lies outside `roots` (directory URIs).
   */
  readFile?(uri: string, roots?: readonly string[]): string | undefined;
  /** The config files of the workspace; without it, the editor's settings alone apply. */
  configs?: ConfigSource;
  /**
   * Where diagnostics are analysed (node/analysisPool.ts: worker threads), so that no document's analysis delays
   * another document's answers; without it (a browser worker) they are analysed in this thread.
   */
  analyser?: RemoteAnalyser;
}

/** What changes on disk can make an open script's analysis stale: the modules, JSON files and tsconfigs it reads. */
const WATCHED_FILES = `**/*.{${EXTENSIONS.map((e) => e.slice(1)).join(',')}}`;
/** The config files (CONFIG_FILE_NAMES in node/config.ts; the .json ones are watched above already). */
const WATCHED_CONFIGS = '**/toolschema.config.jsonc';

const asDirectory = (uri: string) => (uri.endsWith('/') ? uri : `${uri}/`);

/**
 * The folders a script's imports may read: the workspace folders and `toolschema.moduleRoots` (absolute, or relative
 * to the first workspace folder). None: only the analysed file's own folder (the core's rule for an empty list).
 */
function moduleRoots(folders: readonly string[], extra: readonly string[]): string[] {
  const added = extra.flatMap((folder) => {
    try {
      if (folder.startsWith('/')) return [asDirectory(new URL(folder, 'file:///').href)];
      if (/^[a-z]:[\\/]/i.test(folder)) return [asDirectory(new URL(`/${folder.replace(/\\/g, '/')}`, 'file:///').href)];
      return folders.length ? [asDirectory(new URL(folder, folders[0]).href)] : [];
    } catch {
      return [];
    }
  });
  return [...folders, ...added];
}

/** `engine`: the rules and languages every analysis runs, chosen by whoever starts the server (node/main.ts). */
export function startServer(connection: Connection, engine: Engine, environment: ServerEnvironment = {}): void {
  const documents = new TextDocuments(textDocuments((m) => connection.console.error(m)));
  let settings!: SettingsStore;
  /** The workspace folders (directory URIs): imports are read inside them and `toolschema.moduleRoots` only. */
  let folders: string[] = [];
  const roots = () => moduleRoots(folders, settings?.value.moduleRoots ?? []);
  const host: ModuleHost = {
    // No folder: the core keeps reads in the document's own folder; links there are not checked on disk.
    readFile: (uri) => documents.get(uri)?.getText() ?? environment.readFile?.(uri, folders.length ? roots() : undefined),
    get roots() {
      return roots();
    },
  };
  /** Per-document schema choices from the editor (SET_SCHEMA_OVERRIDE_NOTIFICATION), kept while the server runs. */
  const overrides = new Map<string, string>();
  const configs = environment.configs;
  /** The config file last said to apply to each document ('' for none), so that the log says it once. */
  const configAnnounced = new Map<string, string>();
  const configReported = new Set<string>();
  const announceConfig = (uri: string, applied: AppliedConfig) => {
    const file = applied.file ?? '';
    if ((configAnnounced.get(uri) ?? '') !== file) {
      configAnnounced.set(uri, file);
      connection.console.info(
        !file
          ? `${uri}: no toolschema config file applies any more; the editor's settings do`
          : applied.error
            ? `${uri}: the config file ${file} is not used: ${applied.error} The editor's settings apply.`
            : `${uri}: settings from the config file ${file}, over the editor's`,
      );
    }
    const fresh = (applied.error ? [applied.error] : (applied.problems ?? []).map((p) => `${file}: ${p}`)).filter(
      (p) => !configReported.has(p),
    );
    fresh.forEach((p) => configReported.add(p));
    if (fresh.length) void connection.window.showWarningMessage(`toolschema: ${fresh.join(' ')} Using the defaults for these.`);
  };
  const effectiveSettings = (uri: string): Settings => {
    let value = settings.value;
    if (configs) {
      const applied = configs.settingsFor(uri, value);
      announceConfig(uri, applied);
      value = applied.settings;
    }
    return overrides.size ? { ...value, schemaOverrides: Object.fromEntries(overrides) } : value;
  };
  const analyses = new AnalysisCache(effectiveSettings, (m) => connection.console.error(m), {
    engine,
    onAssociation: (uri, a) =>
      connection.console.info(
        a
          ? `${uri}: ${a.schema.title} (${a.schema.id}), ${associationSource(a.reason, a.detail)}`
          : `${uri}: no toolschema schema applies any more`,
      ),
    host,
    openDocument: (uri) => documents.get(uri),
    remote: environment.analyser,
    readRoots: () => (folders.length ? roots() : undefined),
  });
  const analyser = environment.analyser;
  if (analyser) {
    // The analyser's imports read open documents' texts, as `host` does: each text is sent as it changes.
    documents.onDidChangeContent((e) => analyser.text(e.document.uri, e.document.getText()));
    documents.onDidClose((e) => analyser.drop(e.document.uri));
  }
  let diagnostics: DiagnosticsHandler | undefined;
  const client: ClientOptions = { docsCommand: false, resolveEdits: false, markdownDocs: true };
  let hostReportsSyntax = false;
  let pull = false;
  let watchConfiguration = false;
  let watchFiles = false;
  let workspaceFolderEvents = false;

  connection.onInitialize((params): InitializeResult => {
    const caps = params.capabilities;
    pull = !!caps.textDocument?.diagnostic;
    watchConfiguration = !!caps.workspace?.didChangeConfiguration?.dynamicRegistration;
    watchFiles = !!caps.workspace?.didChangeWatchedFiles?.dynamicRegistration;
    client.resolveEdits = !!caps.textDocument?.codeAction?.resolveSupport?.properties.includes('edit');
    client.markdownDocs = supportsMarkdownDocs(caps);
    const options = params.initializationOptions as InitializationOptions | undefined;
    client.docsCommand = !!options?.docsCommand;
    hostReportsSyntax = !!options?.hostReportsSyntax;
    settings = new SettingsStore(connection, !!caps.workspace?.configuration, engine.ruleIds);
    folders = (params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : [])).map(asDirectory);
    configs?.setWorkspaceFolders(params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []));
    workspaceFolderEvents = !!caps.workspace?.workspaceFolders;
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        completionProvider: { triggerCharacters: ['"', ':'] },
        codeActionProvider: {
          codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND, CodeActionKind.SourceFixAll, CodeActionKind.RefactorRewrite],
          resolveProvider: true,
        },
        executeCommandProvider: { commands: [MODEL_VIEW_COMMAND] },
        ...(pull ? { diagnosticProvider: { interFileDependencies: false, workspaceDiagnostics: false } } : {}),
        ...(workspaceFolderEvents ? { workspace: { workspaceFolders: { supported: true, changeNotifications: true } } } : {}),
      },
      serverInfo: { name: 'toolschema-language-server', version: VERSION },
    };
  });

  // The client's settings, first loaded once `initialized` arrives: diagnostics and the requests about a document wait
  // for them, so no answer is computed with the defaults the user has changed (a provider chosen, a rule turned off).
  let settingsLoaded!: () => void;
  const ready = new Promise<void>((r) => (settingsLoaded = r));
  connection.onInitialized(async () => {
    connection.console.info(`toolschema-language-server ${VERSION} started (Node.js ${process.version}, pid ${process.pid})`);
    const shown = hostReportsSyntax ? withoutHostSyntax : undefined;
    diagnostics = registerDiagnostics({ connection, documents, analyses }, { pull, ready, shown });
    if (watchConfiguration) {
      const { DidChangeConfigurationNotification } = await import('vscode-languageserver');
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'toolschema' });
    }
    if (watchFiles) {
      const { DidChangeWatchedFilesNotification } = await import('vscode-languageserver');
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: WATCHED_FILES }, { globPattern: WATCHED_CONFIGS }],
      });
    }
    if (workspaceFolderEvents) {
      connection.workspace.onDidChangeWorkspaceFolders(async () => {
        const uris = ((await connection.workspace.getWorkspaceFolders()) ?? []).map((f) => f.uri);
        folders = uris.map(asDirectory);
        configs?.setWorkspaceFolders(uris);
        void reloadSettings();
      });
    }
    try {
      await reloadSettings();
    } finally {
      settingsLoaded(); // a client that failed to answer leaves the defaults, never requests that wait for ever
    }
  });

  let pushedSettings: unknown;
  const reloadSettings = coalesced(async () => {
    await settings.refresh(pushedSettings);
    environment.analyser?.limitMemory?.(settings.value.workerMemoryMB);
    configs?.clear();
    analyses.clear();
    diagnostics?.refreshAll();
  });
  // A config file created, changed or deleted: every document's settings are read again (the modules scripts
  // import are handled by the diagnostics handler).
  const reloadConfigs = coalesced(async () => {
    configs?.clear();
    analyses.clear();
    diagnostics?.refreshAll();
  });
  connection.onDidChangeWatchedFiles((p) => {
    if (configs && p.changes.some((c) => configs.isConfigFile(c.uri))) void reloadConfigs();
    diagnostics?.filesChanged(p.changes.map((c) => c.uri));
  });
  connection.onDidChangeConfiguration((change) => {
    pushedSettings = (change.settings as { toolschema?: unknown } | undefined)?.toolschema;
    void reloadSettings();
  });

  documents.onDidClose((e) => {
    analyses.closed(e.document.uri);
    configAnnounced.delete(e.document.uri);
  });

  // Before `initialize` the protocol says to refuse every request with ServerNotInitialized: the requests about a
  // document check it in withDoc; any other method (the pull-diagnostics handler is not registered yet) falls here.
  const notInitialized = () => new ResponseError(ErrorCodes.ServerNotInitialized, 'The server has not been initialized.');
  connection.onRequest((method: string) => {
    throw settings ? new ResponseError(ErrorCodes.MethodNotFound, `Unhandled method ${method}`) : notInitialized();
  });
  const withDoc = <T>(uri: string, fallback: T, f: (doc: TextDocument) => Promise<T>): Promise<T> => {
    if (!settings) return Promise.reject(notInitialized());
    return ready.then(() => {
      const doc = documents.get(uri);
      return doc ? f(doc) : fallback;
    });
  };

  const context: HandlerContext = { connection, analyses, client, effectiveSettings, withDoc };
  registerHover(context);
  registerCompletion(context);
  registerCodeActions(context);
  registerDocumentInfo(context);
  registerSchemaOverride(context, overrides, () => diagnostics?.refreshAll());
  registerModelView(context);
  documents.listen(connection);
  connection.listen();
}

/** The syntax problems an editor's own JSON support reports as well (VS Code's JSON language features). */
const HOST_SYNTAX_CODES = new Set(['syntax/invalid-json', 'syntax/comment-not-permitted', 'syntax/trailing-comma', 'syntax/duplicate-key']);
const withoutHostSyntax = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => !HOST_SYNTAX_CODES.has(String(d.code)));
