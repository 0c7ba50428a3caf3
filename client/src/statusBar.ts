/**
 * The status bar item that shows which bundled schema applies to the active document (hidden for documents
 * toolschema leaves alone), the context keys the command menus use, and the menu the item opens: "Select schema
 * for this file" (the current choice marked) and "Show output".
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
import { schemaTooltip, statusTitle } from './messages';
import { isServed } from './documents';
import { writesToolsInCode } from '../../server/src/core/languages/ids';

/**
 * Context keys of the active editor's document: its family (`arcade`, `pedelec-args`, `pedelec-skills`) and schema
 * id (a script file using Pedelec: `pedelec-args`); unset when toolschema leaves it alone.
 */
export const CONTEXT_FAMILY = 'toolschema.family';
export const CONTEXT_SCHEMA = 'toolschema.schemaId';

type Pick = vscode.QuickPickItem & { run: () => unknown };

export function registerStatusBar(client: LanguageClient): vscode.Disposable[] {
  const item = vscode.window.createStatusBarItem('toolschema.schema', vscode.StatusBarAlignment.Right, 100);
  item.name = 'toolschema schema';
  item.command = COMMANDS.selectSchema;
  let timer: NodeJS.Timeout | undefined;
  let shown: NonNullable<DocumentInfo> | null = null;
  let shownUri: string | undefined;

  const show = (info: DocumentInfo, languageId = '') => {
    shown = info;
    void vscode.commands.executeCommand('setContext', CONTEXT_FAMILY, info?.family);
    void vscode.commands.executeCommand('setContext', CONTEXT_SCHEMA, info?.schemaId);
    if (!info) return item.hide();
    item.text = `$(symbol-structure) ${statusTitle(info, languageId)}`;
    item.tooltip = schemaTooltip(info, languageId);
    item.show();
  };
  const update = async () => {
    const document = vscode.window.activeTextEditor?.document;
    if (document?.uri.scheme === 'output') return; // the Output panel took focus: the file's state stays
    if (!document || !isServed(document.languageId, document.uri.scheme)) return show(null);
    // Until the server answers, the commands of the previous file's family must not show for this one.
    if (shown && document.uri.toString() !== shownUri) show(null);
    shownUri = document.uri.toString();
    const info = await client.sendRequest<DocumentInfo>(DOCUMENT_INFO_REQUEST, { uri: document.uri.toString() }).catch(() => null);
    if (vscode.window.activeTextEditor?.document !== document) return; // the user moved on
    show(info, document.languageId);
  };
  // `$schema` and the root keys can change the association while typing.
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void update(), 300);
  };

  const setOverride = async (document: vscode.TextDocument, schemaId: string | null) => {
    const params: SetSchemaOverrideParams = { uri: document.uri.toString(), schemaId };
    await client.sendNotification(SET_SCHEMA_OVERRIDE_NOTIFICATION, params);
    await update();
  };

  const select = vscode.commands.registerCommand(COMMANDS.selectSchema, async () => {
    const document = vscode.window.activeTextEditor?.document;
    if (!document) return;
    // Tools written in code carry their schema in the code (a script's args schemas, a Python tool's definition);
    // there is no schema to pick for the file.
    if (writesToolsInCode(document.languageId)) return client.outputChannel.show();
    const current = shown?.reason === 'override' ? shown.schemaId : null;
    const mark = (id: string | null, label: string) => (id === current ? `$(check) ${label}` : label);
    const picks: Pick[] = [
      { label: mark(null, 'Automatic'), description: 'setting, $schema, file name or content', run: () => setOverride(document, null) },
      ...SCHEMA_CHOICES.map((s) => ({ label: mark(s.id, s.label), description: s.id, run: () => setOverride(document, s.id) })),
      { label: '', kind: vscode.QuickPickItemKind.Separator, run: () => {} },
      { label: '$(output) Show output', description: 'the toolschema log', run: () => client.outputChannel.show() },
    ];
    const quickPick = vscode.window.createQuickPick<Pick>();
    quickPick.placeholder = 'Schema for this file (✓ marks the current choice)';
    quickPick.items = picks;
    quickPick.activeItems = picks.filter((p) => p.label.startsWith('$(check)'));
    const pick = await new Promise<Pick | undefined>((resolve) => {
      quickPick.onDidAccept(() => resolve(quickPick.selectedItems[0]));
      quickPick.onDidHide(() => resolve(undefined));
      quickPick.show();
    });
    quickPick.dispose();
    await pick?.run();
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
