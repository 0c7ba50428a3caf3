/**
 * "toolschema: Migrate Arcade tool definition": asks the server for its `refactor.rewrite` migration action on
 * the active document, confirms when the migration drops values 1.0 cannot hold, and applies the action's edit.
 * The transformation itself lives in the server's core.
 */
import * as vscode from 'vscode';
import { CodeActionKind, CodeActionRequest, type CodeAction, type LanguageClient } from 'vscode-languageclient/node';
import { COMMANDS, type MigrationActionData } from '../../server/src/protocol';
import { migrationDropsWarning } from './messages';

const isMigration = (a: unknown): a is CodeAction & { data: MigrationActionData } =>
  typeof a === 'object' &&
  a !== null &&
  (a as CodeAction).kind === CodeActionKind.RefactorRewrite &&
  (a as { data?: MigrationActionData }).data?.migration === 'arcade-tool-1.0';

export function registerMigrateCommand(client: LanguageClient): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.migrateArcade, async () => {
    const document = vscode.window.activeTextEditor?.document;
    if (!document) return;
    const end = document.lineAt(document.lineCount - 1).range.end;
    const actions = await client.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: document.uri.toString() },
      range: { start: { line: 0, character: 0 }, end: { line: end.line, character: end.character } },
      context: { diagnostics: [], only: [CodeActionKind.RefactorRewrite] },
    });
    const action = actions?.find(isMigration);
    if (!action?.edit) {
      void vscode.window.showInformationMessage(
        'toolschema: nothing to migrate. Only Arcade tool definitions in the preview or current format (without syntax errors) can be migrated to 1.0.',
      );
      return;
    }
    const { dropped } = action.data;
    if (dropped.length) {
      const go = dropped.length === 1 ? 'Migrate and drop it' : 'Migrate and drop them';
      const choice = await vscode.window.showWarningMessage(
        migrationDropsWarning(dropped),
        { modal: true, detail: dropped.join('\n') },
        go,
      );
      if (choice !== go) return;
    }
    await vscode.workspace.applyEdit(await client.protocol2CodeConverter.asWorkspaceEdit(action.edit));
  });
}
