/**
 * "Show rule documentation": the rule pages ship inside the extension (docs/rules/*.md), so they open in
 * VS Code's Markdown preview, offline, at the rule's section. See ruleDocLinks.ts for what the argument can be;
 * anything else is refused: the command can be run with any argument (a command link, another extension), and
 * opening it could start any scheme's handler.
 */
import * as vscode from 'vscode';
import { ruleDocTarget, ruleDocsCommandUri, SHOW_RULE_DOCS } from './ruleDocLinks';

export function registerRuleDocs(context: vscode.ExtensionContext): vscode.Disposable {
  return vscode.commands.registerCommand(SHOW_RULE_DOCS, async (arg: unknown) => {
    const target = ruleDocTarget(arg);
    if (!target) return void vscode.window.showWarningMessage(`toolschema: no rule documentation for ${JSON.stringify(arg)}.`);
    const page = vscode.Uri.file(context.asAbsolutePath(`docs/rules/${target.file}`)).with({ fragment: target.anchor });
    await vscode.commands.executeCommand('markdown.showPreview', page);
  });
}

/** Makes each toolschema diagnostic's rule link open the bundled page in the preview (see ruleDocLinks.ts). */
export function linkRuleDocs(diagnostics: vscode.Diagnostic[]): vscode.Diagnostic[] {
  for (const d of diagnostics) {
    if (d.source !== 'toolschema' || typeof d.code !== 'object' || d.code.target.scheme !== 'file') continue;
    d.code = { value: d.code.value, target: vscode.Uri.parse(ruleDocsCommandUri(String(d.code.value))) };
  }
  return diagnostics;
}
