/**
 * "Show documentation for <rule>": the rule pages ship inside the extension (docs/rules/*.md), so they open in
 * VS Code's Markdown preview, offline, at the rule's section. Any other address is refused: the command can be run
 * with any argument (a command link, another extension), and opening it could start any scheme's handler.
 */
import * as vscode from 'vscode';
import { DOCS_BASE } from '../../server/src/core/rule';

export function registerRuleDocs(context: vscode.ExtensionContext): vscode.Disposable {
  return vscode.commands.registerCommand('toolschema.showRuleDocs', async (href: string) => {
    const local = typeof href === 'string' && href.startsWith(`${DOCS_BASE}/`) ? href.slice(DOCS_BASE.length + 1) : undefined;
    const [file, anchor] = (local ?? '').split('#');
    if (!local || !/^[a-z]+\.md$/.test(file)) {
      void vscode.window.showWarningMessage('toolschema: that is not a toolschema documentation link; it was not opened.');
      return;
    }
    const page = vscode.Uri.file(context.asAbsolutePath(`docs/rules/${file}`)).with({ fragment: anchor ?? '' });
    await vscode.commands.executeCommand('markdown.showPreview', page);
  });
}
