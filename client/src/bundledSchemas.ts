/**
 * `toolschema:<schema id>` (the `$schema` value a migration writes, and the one the bundled schemas suggest) read
 * by VS Code's own JSON support: it follows a document's `$schema` before any association, and asks the editor for
 * a non-http address (`openTextDocument`), where an http(s) one would be downloaded. This provider answers with the
 * hand-over schema, offline: toolschema checks these files itself, VS Code adds nothing and fetches nothing.
 */
import * as vscode from 'vscode';

export const BUNDLED_SCHEME = 'toolschema';

export function registerBundledSchemas(context: vscode.ExtensionContext): vscode.Disposable {
  const handover = vscode.Uri.joinPath(context.extensionUri, 'schemas', 'vscode-json-handover.json');
  return vscode.workspace.registerTextDocumentContentProvider(BUNDLED_SCHEME, {
    provideTextDocumentContent: async () => new TextDecoder().decode(await vscode.workspace.fs.readFile(handover)),
  });
}
