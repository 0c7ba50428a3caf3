/**
 * *toolschema: Answer $schema addresses offline*: VS Code's JSON support follows a document's `$schema` before any
 * association (`contributes.jsonValidation` cannot override it) and downloads an http(s) address it does not carry
 * itself; offline, Problems then shows "Unable to load schema … ENOTFOUND". It never asks an extension for an http(s)
 * address (its `vscode/content` request serves other schemes only), and it reads `json.schemas` from the user's,
 * workspace's and folders' settings, not from an extension's configuration defaults. A `json.schemas` entry with both
 * `url` and an inline `schema` is the one thing it answers locally for that address; this command writes such entries
 * (the hand-over schema: toolschema checks these files itself) for the addresses toolschema knows, on the user's word.
 * Where VS Code reports that it could not load such an address, the command is offered as a quick fix on that problem.
 */
import * as vscode from 'vscode';
import { EDITOR_LANGUAGES } from '../../server/src/core/languages/ids';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { ARCADE_PREVIEW_URL, ARCADE_V1_URL, JSON_SCHEMA_DRAFT_URLS } from '../../server/src/core/model/schemaAddresses';

export const OFFLINE_SCHEMAS_COMMAND = 'toolschema.answerSchemasOffline';
export const OFFLINE_SCHEMA_URLS = [ARCADE_PREVIEW_URL, ARCADE_V1_URL, ...JSON_SCHEMA_DRAFT_URLS];

/** vscode-json-languageservice's `ErrorCode.SchemaResolveError` (0x300): the code of "Unable to load schema …". */
const SCHEMA_RESOLVE_ERROR = 0x300;

interface SchemaSetting {
  url?: unknown;
}

export function registerOfflineSchemas(context: vscode.ExtensionContext): vscode.Disposable {
  return vscode.Disposable.from(
    registerCommand(context),
    vscode.languages.registerCodeActionsProvider(
      EDITOR_LANGUAGES.filter((l) => l.readByVsCodeJson).map((l) => ({ language: l.id })),
      { provideCodeActions: offerOnLoadFailure },
      { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] },
    ),
  );
}

/** The quick fix on VS Code's own "Unable to load schema" problem, when the document's `$schema` is one we answer. */
function offerOnLoadFailure(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
  const failures = context.diagnostics.filter((d) => codeOf(d) === SCHEMA_RESOLVE_ERROR);
  if (!failures.length) return [];
  const root = parseTree(document.getText());
  const address: unknown = root && findNodeAtLocation(root, ['$schema'])?.value;
  if (typeof address !== 'string' || !OFFLINE_SCHEMA_URLS.includes(address)) return [];
  const action = new vscode.CodeAction("Answer $schema addresses from toolschema's bundle (no download)", vscode.CodeActionKind.QuickFix);
  action.diagnostics = failures;
  action.command = { command: OFFLINE_SCHEMAS_COMMAND, title: action.title };
  return [action];
}

function codeOf(diagnostic: vscode.Diagnostic): unknown {
  const code = diagnostic.code;
  return typeof code === 'object' && code !== null ? code.value : code;
}

function registerCommand(context: vscode.ExtensionContext): vscode.Disposable {
  return vscode.commands.registerCommand(OFFLINE_SCHEMAS_COMMAND, async () => {
    const handover = vscode.Uri.joinPath(context.extensionUri, 'schemas', 'vscode-json-handover.json');
    const schema = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(handover))) as object;
    // The workspace's settings when a folder is open (they travel with the project); else the user's.
    const target = vscode.workspace.workspaceFolders?.length ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;
    const json = vscode.workspace.getConfiguration('json');
    const inspected = json.inspect<SchemaSetting[]>('schemas');
    const current = (target === vscode.ConfigurationTarget.Workspace ? inspected?.workspaceValue : inspected?.globalValue) ?? [];
    const listed = new Set(current.map((entry) => entry?.url));
    const added = OFFLINE_SCHEMA_URLS.filter((url) => !listed.has(url)).map((url) => ({ url, schema }));
    if (added.length) await json.update('schemas', [...current, ...added], target);
    const where = target === vscode.ConfigurationTarget.Workspace ? "this workspace's settings" : 'your user settings';
    void vscode.window.showInformationMessage(
      added.length
        ? `toolschema: VS Code's JSON support now answers ${added.length} $schema addresses from toolschema's bundle (json.schemas in ${where}); it no longer downloads them.`
        : `toolschema: json.schemas in ${where} already answers every $schema address toolschema knows.`,
    );
    return added.length;
  });
}
