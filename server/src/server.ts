/** The language server: a thin adapter from LSP to the core. */
import {
  CodeActionKind,
  TextDocumentSyncKind,
  TextDocuments,
  type Connection,
  type InitializeResult,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisCache } from './handlers/analyses';
import { registerDiagnostics } from './handlers/diagnostics';
import { SettingsStore } from './handlers/settings';
import { codeActions, FIX_ALL_KIND, resolveFixAll, sourceFixAll } from './handlers/codeActions';
import { hover } from './core/hover';
import { complete } from './core/completion';
import { COMPLETION_FILTERS, HOVER_CONTRIBUTORS } from './core/contributions';
import { rangeOf } from './handlers/lsp';
import { MarkupKind, type Diagnostic } from 'vscode-languageserver';
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
import { VERSION } from './version';

export function startServer(connection: Connection): void {
  const documents = new TextDocuments(TextDocument);
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
  let resolveEdits = false;

  connection.onInitialize((params): InitializeResult => {
    const caps = params.capabilities;
    pull = !!caps.textDocument?.diagnostic;
    watchConfiguration = !!caps.workspace?.didChangeConfiguration?.dynamicRegistration;
    resolveEdits = !!caps.textDocument?.codeAction?.resolveSupport?.properties.includes('edit');
    const options = params.initializationOptions as InitializationOptions | undefined;
    docsCommand = !!options?.docsCommand;
    hostReportsSyntax = !!options?.hostReportsSyntax;
    settings = new SettingsStore(connection, !!caps.workspace?.configuration);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        completionProvider: { triggerCharacters: ['"', ':'] },
        codeActionProvider: {
          codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND, CodeActionKind.SourceFixAll, CodeActionKind.RefactorRewrite],
          resolveProvider: true,
        },
        ...(pull ? { diagnosticProvider: { interFileDependencies: false, workspaceDiagnostics: false } } : {}),
      },
      serverInfo: { name: 'toolschema-language-server', version: VERSION },
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
    await settings.refresh();
    analyses.clear();
    settingsLoaded();
    diagnostics.refreshAll();
  });

  connection.onDidChangeConfiguration(async (change) => {
    await settings.refresh((change.settings as { toolschema?: unknown } | undefined)?.toolschema);
    analyses.clear();
    diagnostics?.refreshAll();
  });

  documents.onDidClose((e) => analyses.forget(e.document.uri));

  const withDoc = <T>(uri: string, fallback: T, f: (doc: TextDocument) => Promise<T>): Promise<T> => {
    const doc = documents.get(uri);
    return doc ? f(doc) : Promise.resolve(fallback);
  };

  connection.onHover((p) =>
    withDoc(p.textDocument.uri, null, async (doc) => {
      const analysis = await analyses.get(doc);
      const lines = analysis.doc.lineIndex;
      const found = await hover(analysis, lines.offsetAt(p.position), HOVER_CONTRIBUTORS);
      return found && { contents: { kind: MarkupKind.Markdown, value: found.markdown }, range: rangeOf(found.span, lines) };
    }),
  );

  connection.onCompletion((p) =>
    withDoc(p.textDocument.uri, null, async (doc) => {
      const analysis = await analyses.get(doc);
      return complete(analysis, analysis.doc.lineIndex.offsetAt(p.position), COMPLETION_FILTERS);
    }),
  );

  connection.onCodeAction((p) =>
    withDoc(p.textDocument.uri, [], async (doc) => {
      const analysis = await analyses.get(doc);
      const only = p.context.only;
      const actions = codeActions(analysis, p.context.diagnostics, { docsCommand, only, resolveEdits });
      if (only?.some((k) => FIX_ALL_KIND.startsWith(k) && k.startsWith(CodeActionKind.Source))) {
        const action = sourceFixAll(analysis, effectiveSettings());
        if (action) actions.push(action);
      }
      return actions;
    }),
  );

  connection.onCodeActionResolve(async (action) => {
    const uri = (action.data as { uri?: unknown } | undefined)?.uri;
    const doc = typeof uri === 'string' ? documents.get(uri) : undefined;
    return doc ? resolveFixAll(await analyses.get(doc), action, effectiveSettings()) : action;
  });

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
const withoutHostSyntax = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => !HOST_SYNTAX_CODES.has(String(d.code)));
