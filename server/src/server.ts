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
import { codeActions, FIX_ALL_KIND, toTextEdits } from './core/codeActions';
import { fixAll, minimalEdit, safeFixes } from './core/fixAll';
import { hover } from './core/hover';
import { complete } from './core/completion';
import { DOCUMENT_INFO_REQUEST, type DocumentInfo, type DocumentInfoParams, type InitializationOptions } from './protocol';

export function startServer(connection: Connection): void {
  const documents = new TextDocuments(TextDocument);
  let settings!: SettingsStore;
  const analyses = new AnalysisCache(() => settings.value, (m) => connection.console.error(m));
  let diagnostics: { refreshAll(): void } | undefined;
  let docsCommand = false;
  let pull = false;
  let watchConfiguration = false;

  connection.onInitialize((params): InitializeResult => {
    const caps = params.capabilities;
    pull = !!caps.textDocument?.diagnostic;
    watchConfiguration = !!caps.workspace?.didChangeConfiguration?.dynamicRegistration;
    docsCommand = !!(params.initializationOptions as InitializationOptions | undefined)?.docsCommand;
    settings = new SettingsStore(connection, !!caps.workspace?.configuration);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        completionProvider: { triggerCharacters: ['"', ':'] },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND, CodeActionKind.SourceFixAll] },
        ...(pull ? { diagnosticProvider: { interFileDependencies: false, workspaceDiagnostics: false } } : {}),
      },
      serverInfo: { name: 'toolschema-language-server', version: '0.1.0' },
    };
  });

  connection.onInitialized(async () => {
    let settingsLoaded!: () => void;
    diagnostics = registerDiagnostics(connection, documents, analyses, pull, new Promise<void>((r) => (settingsLoaded = r)));
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
    withDoc(p.textDocument.uri, null, async (doc) => hover(await analyses.get(doc), doc.offsetAt(p.position))),
  );

  connection.onCompletion((p) =>
    withDoc(p.textDocument.uri, null, async (doc) => complete(await analyses.get(doc), p.position)),
  );

  connection.onCodeAction((p) =>
    withDoc(p.textDocument.uri, [], async (doc) => {
      const analysis = await analyses.get(doc);
      const only = p.context.only;
      const actions = await codeActions(analysis, p.context.diagnostics, settings.value, { docsCommand, only });
      if (only?.some((k) => FIX_ALL_KIND.startsWith(k) && k.startsWith(CodeActionKind.Source))) {
        const edit = minimalEdit(doc.getText(), await fixAll(doc, settings.value, safeFixes));
        if (edit) {
          actions.push({
            title: 'Fix all safely fixable toolschema problems',
            kind: FIX_ALL_KIND,
            edit: { changes: { [doc.uri]: toTextEdits(doc, [edit]) } },
          });
        }
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

  documents.listen(connection);
  connection.listen();
}
