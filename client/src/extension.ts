/** The VS Code extension: starts the language server over IPC and adds the few things only the editor can do. */
import * as vscode from 'vscode';
import {
  CloseAction,
  ErrorAction,
  LanguageClient,
  TransportKind,
  type ErrorHandler,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';
import type { InitializationOptions } from '../../server/src/protocol';
import { registerMigrateCommand } from './migrate';
import { registerModelView } from './modelView';
import { registerStatusBar } from './statusBar';
import { RestartPolicy } from './restartPolicy';
import { linkRuleDocs, registerRuleDocs } from './ruleDocs';
import { createOutput } from './output';
import { DOCUMENT_SELECTOR } from './documents';
import { registerBundledSchemas } from './bundledSchemas';
import { registerOfflineSchemas } from './offlineSchemas';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = createOutput();
  context.subscriptions.push(...output.disposables);
  const module = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6010'] } },
  };
  const initializationOptions: InitializationOptions = {
    docsCommand: true,
    // VS Code's JSON support reports syntax errors itself unless the user turned its validation off.
    hostReportsSyntax: vscode.workspace.getConfiguration('json').get<boolean>('validate.enable', true),
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    synchronize: { configurationSection: 'toolschema' },
    initializationOptions,
    errorHandler: restartingErrorHandler(new RestartPolicy()),
    outputChannel: output.channel,
    middleware: {
      handleDiagnostics: (uri, diagnostics, next) => next(uri, linkRuleDocs(diagnostics)),
      provideDiagnostics: async (document, previousResultId, token, next) => {
        const report = await next(document, previousResultId, token);
        if (report && 'items' in report) linkRuleDocs(report.items);
        return report;
      },
    },
  };
  client = new LanguageClient('toolschema', 'toolschema', serverOptions, clientOptions);
  context.subscriptions.push(registerRuleDocs(context), registerBundledSchemas(context), registerOfflineSchemas(context));
  // One line per start, the server's own (name, version, Node.js, pid); the client adds one only when it fails.
  try {
    await client.start();
  } catch (e) {
    const version = (context.extension.packageJSON as { version?: string }).version;
    client.error(`toolschema ${version}: the language server ${module} did not start`, e, 'force');
    throw e;
  }
  context.subscriptions.push(registerMigrateCommand(client), ...registerStatusBar(client));
  context.subscriptions.push(...registerModelView(client));
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}

/** Restarts a server that dies (see restartPolicy.ts); after repeated crashes, one message instead of a loop. */
function restartingErrorHandler(policy: RestartPolicy): ErrorHandler {
  return {
    error: (_error, _message, count) => ({ action: policy.error(count) ? ErrorAction.Continue : ErrorAction.Shutdown, handled: true }),
    closed: () => {
      const decision = policy.closed();
      if (decision.message) {
        void vscode.window.showErrorMessage(decision.message, 'Show output').then((choice) => {
          if (choice) client?.outputChannel.show();
        });
      }
      return { action: decision.restart ? CloseAction.Restart : CloseAction.DoNotRestart, handled: true };
    },
  };
}
