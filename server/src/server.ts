/** The language server: a thin adapter from LSP to the core. */
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
import { AnalysisCache } from './handlers/analyses';
import { registerDiagnostics } from './handlers/diagnostics';
import { SettingsStore } from './handlers/settings';
import { coalesced } from './handlers/coalesce';
import { TEXT_DOCUMENTS } from './handlers/textSync';
import { codeActions, FIX_ALL_KIND, sourceFixAll } from './core/codeActions';
import { hover } from './core/hover';
import { complete } from './core/completion';
import {
  DOCUMENT_INFO_REQUEST,
  SET_SCHEMA_OVERRIDE_NOTIFICATION,
  type DocumentInfo,
  type DocumentInfoParams,
  type InitializationOptions,
  type SetSchemaOverrideParams,
} from './protocol';
import { schemaById } from './core/catalog';
import type { Settings } from './core/settings';
import type { Analysis } from './core/analyze';
import { clampedPosition } from './handlers/positions';

export function startServer(connection: Connection): void {
  const documents = new TextDocuments(TEXT_DOCUMENTS);
  let settings!: SettingsStore;
  /** Per-document schema choices from the editor (SET_SCHEMA_OVERRIDE_NOTIFICATION), kept while the server runs. */
  const overrides = new Map<string, string>();
  const effectiveSettings = (): Settings =>
    overrides.size ? { ...settings.value, schemaOverrides: Object.fromEntries(overrides) } : settings.value;
  const analyses = new AnalysisCache(effectiveSettings, (m) => connection.console.error(m));
  let diagnostics: { refreshAll(): void } | undefined;
  let docsCommand = false;
  let hostReportsSyntax = false;
  let pull = false;
  let watchConfiguration = false;

  connection.onInitialize((params): InitializeResult => {
    const caps = params.capabilities;
    pull = !!caps.textDocument?.diagnostic;
    watchConfiguration = !!caps.workspace?.didChangeConfiguration?.dynamicRegistration;
    const options = params.initializationOptions as InitializationOptions | undefined;
    docsCommand = !!options?.docsCommand;
    hostReportsSyntax = !!options?.hostReportsSyntax;
    settings = new SettingsStore(connection, !!caps.workspace?.configuration);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        completionProvider: { triggerCharacters: ['"', ':'] },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND, CodeActionKind.SourceFixAll, CodeActionKind.RefactorRewrite] },
        ...(pull ? { diagnosticProvider: { interFileDependencies: false, workspaceDiagnostics: false } } : {}),
      },
      serverInfo: { name: 'toolschema-language-server', version: '0.1.0' },
    };
  });

  connection.onInitialized(async () => {
    let settingsLoaded!: () => void;
    const shown = hostReportsSyntax ? withoutHostSyntax : undefined;
    diagnostics = registerDiagnostics(connection, documents, analyses, pull, new Promise<void>((r) => (settingsLoaded = r)), shown);
    if (watchConfiguration) {
      const { DidChangeConfigurationNotification } = await import('vscode-languageserver');
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'toolschema' });
    }
    await reloadSettings();
    settingsLoaded();
  });

  let pushedSettings: unknown;
  const reloadSettings = coalesced(async () => {
    await settings.refresh(pushedSettings);
    analyses.clear();
    diagnostics?.refreshAll();
  });
  connection.onDidChangeConfiguration((change) => {
    pushedSettings = (change.settings as { toolschema?: unknown } | undefined)?.toolschema;
    void reloadSettings();
  });

  documents.onDidClose((e) => analyses.forget(e.document.uri));

  // Before `initialize` the protocol says to refuse every request with ServerNotInitialized: the requests about a
  // document check it in withDoc; any other method (the pull-diagnostics handler is not registered yet) falls here.
  const notInitialized = () => new ResponseError(ErrorCodes.ServerNotInitialized, 'The server has not been initialized.');
  connection.onRequest((method: string) => {
    throw settings ? new ResponseError(ErrorCodes.MethodNotFound, `Unhandled method ${method}`) : notInitialized();
  });
  const withDoc = <T>(uri: string, fallback: T, f: (doc: TextDocument) => Promise<T>): Promise<T> => {
    if (!settings) return Promise.reject(notInitialized());
    const doc = documents.get(uri);
    return doc ? f(doc) : Promise.resolve(fallback);
  };

  connection.onHover((p) =>
    withDoc(p.textDocument.uri, null, async (doc) => hover(await analyses.get(doc), doc.offsetAt(clampedPosition(doc, p.position)))),
  );

  connection.onCompletion((p) =>
    withDoc(p.textDocument.uri, null, async (doc) => complete(await analyses.get(doc), clampedPosition(doc, p.position))),
  );

  connection.onCodeAction((p) =>
    withDoc(p.textDocument.uri, [], async (doc) => {
      const analysis = await analyses.get(doc);
      const only = p.context.only;
      const actions = await codeActions(analysis, p.context.diagnostics, effectiveSettings(), { docsCommand, only });
      if (only?.some((k) => FIX_ALL_KIND.startsWith(k) && k.startsWith(CodeActionKind.Source))) {
        const action = await sourceFixAll(doc, effectiveSettings(), analysis);
        if (action) actions.push(action);
      }
      return actions;
    }),
  );

  connection.onRequest(DOCUMENT_INFO_REQUEST, (p: DocumentInfoParams) =>
    withDoc<DocumentInfo>(p.uri, null, async (doc) => {
      const { association } = await analyses.get(doc);
      if (!association) return null;
      const { schema, reason, detail } = association;
      return { schemaId: schema.id, title: schema.title, version: schema.id.replace(/^arcade-tool-/, ''), reason, detail };
    }),
  );

  connection.onNotification(SET_SCHEMA_OVERRIDE_NOTIFICATION, (p: SetSchemaOverrideParams) => {
    if (p.schemaId !== null && !schemaById(p.schemaId)) {
      connection.console.error(`toolschema: unknown schema id ${JSON.stringify(p.schemaId)} for ${p.uri}; keeping the automatic choice.`);
      return;
    }
    if (p.schemaId === null) overrides.delete(p.uri);
    else overrides.set(p.uri, p.schemaId);
    analyses.forget(p.uri);
    diagnostics?.refreshAll();
  });

  documents.listen(connection);
  connection.listen();
}

/** The syntax problems an editor's own JSON support reports as well (VS Code's JSON language features). */
const HOST_SYNTAX_CODES = new Set(['syntax/invalid-json', 'syntax/comment-not-permitted', 'syntax/trailing-comma', 'syntax/duplicate-key']);
const withoutHostSyntax = (analysis: Analysis) => analysis.diagnostics.filter((d) => !HOST_SYNTAX_CODES.has(String(d.code)));
