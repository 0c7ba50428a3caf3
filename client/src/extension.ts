/** The VS Code extension: starts the language server over IPC and adds the few things only the editor can do. */
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import type { InitializationOptions } from '../../server/src/protocol';
import { registerMigrateCommand } from './migrate';
import { registerStatusBar } from './statusBar';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const module = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6010'] } },
  };
  const initializationOptions: InitializationOptions = { docsCommand: true };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { language: 'json' },
      { language: 'jsonc' },
    ],
    synchronize: { configurationSection: 'toolschema' },
    initializationOptions,
  };
  client = new LanguageClient('toolschema', 'toolschema', serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.commands.registerCommand('toolschema.showRuleDocs', (href: string) => vscode.env.openExternal(vscode.Uri.parse(href))),
  );
  await client.start();
  context.subscriptions.push(registerMigrateCommand(client), ...registerStatusBar(client));
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
