/**
 * "Show documentation for <rule>": the rule pages ship inside the extension (docs/rules/*.md), so they open in
 * VS Code's Markdown preview, offline, at the rule's section. An address that is not one of ours opens outside.
 */
import * as vscode from 'vscode';
import { DOCS_BASE } from '../../server/src/protocol';

export function registerRuleDocs(context: vscode.ExtensionContext): vscode.Disposable {
  return vscode.commands.registerCommand('toolschema.showRuleDocs', async (href: string) => {
    const local = href.startsWith(`${DOCS_BASE}/`) ? href.slice(DOCS_BASE.length + 1) : undefined;
    const [file, anchor] = (local ?? '').split('#');
    if (!local || !/^[a-z]+\.md$/.test(file)) return vscode.env.openExternal(vscode.Uri.parse(href));
    const page = vscode.Uri.file(context.asAbsolutePath(`docs/rules/${file}`)).with({ fragment: anchor ?? '' });
    await vscode.commands.executeCommand('markdown.showPreview', page);
  });
}
