/**
 * The status bar item that shows which bundled schema applies to the active document (hidden for documents
 * toolschema leaves alone), and the "Select schema for this file" command it runs when clicked.
 */
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import {
  COMMANDS,
  DOCUMENT_INFO_REQUEST,
  SCHEMA_CHOICES,
  SET_SCHEMA_OVERRIDE_NOTIFICATION,
  type DocumentInfo,
  type SetSchemaOverrideParams,
} from '../../server/src/protocol';

const REASONS: Record<NonNullable<DocumentInfo>['reason'], string> = {
  override: 'chosen for this file',
  setting: 'the toolschema.associations setting',
  $schema: 'the file\'s $schema',
  fileName: 'the file name',
  content: 'the file\'s content',
};

export function registerStatusBar(client: LanguageClient): vscode.Disposable[] {
  const item = vscode.window.createStatusBarItem('toolschema.schema', vscode.StatusBarAlignment.Right, 100);
  item.name = 'toolschema schema';
  item.command = COMMANDS.selectSchema;
  let timer: NodeJS.Timeout | undefined;

  const update = async () => {
    const document = vscode.window.activeTextEditor?.document;
    if (!document || (document.languageId !== 'json' && document.languageId !== 'jsonc')) return item.hide();
    const info = await client.sendRequest<DocumentInfo>(DOCUMENT_INFO_REQUEST, { uri: document.uri.toString() }).catch(() => null);
    if (vscode.window.activeTextEditor?.document !== document) return; // the user moved on
    if (!info) return item.hide();
    item.text = `$(symbol-structure) ${info.title}`;
    item.tooltip = `toolschema: ${info.title} (${info.schemaId}), from ${REASONS[info.reason]}: ${info.detail}. Click to pick another schema for this file.`;
    item.show();
  };
  // `$schema` and the root keys can change the association while typing.
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void update(), 300);
  };

  const select = vscode.commands.registerCommand(COMMANDS.selectSchema, async () => {
    const document = vscode.window.activeTextEditor?.document;
    if (!document) return;
    const picks = [
      { label: 'Automatic', description: 'setting, $schema, file name or content', id: null as string | null },
      ...SCHEMA_CHOICES.map((s) => ({ label: s.label, description: s.id, id: s.id as string | null })),
    ];
    const pick = await vscode.window.showQuickPick(picks, { placeHolder: 'Schema for this file' });
    if (!pick) return;
    const params: SetSchemaOverrideParams = { uri: document.uri.toString(), schemaId: pick.id };
    await client.sendNotification(SET_SCHEMA_OVERRIDE_NOTIFICATION, params);
    await update();
  });

  void update();
  return [
    item,
    select,
    vscode.window.onDidChangeActiveTextEditor(() => void update()),
    vscode.workspace.onDidChangeTextDocument((e) => e.document === vscode.window.activeTextEditor?.document && later()),
    vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('toolschema') && later()),
    { dispose: () => clearTimeout(timer) },
  ];
}
