/**
 * The "toolschema" output channel, created when the extension starts (before any setting changes): the language
 * client's log (server start, version, schema associations, errors) filtered by `toolschema.logLevel`.
 */
import * as vscode from 'vscode';
import { asLogLevel, LogFilter } from './logFilter';

export function createOutput(): { channel: vscode.OutputChannel; disposables: vscode.Disposable[] } {
  const real = vscode.window.createOutputChannel('toolschema');
  const filter = new LogFilter();
  const read = () => (filter.level = asLogLevel(vscode.workspace.getConfiguration('toolschema').get('logLevel')));
  read();
  const channel: vscode.OutputChannel = {
    name: real.name,
    append: (text) => {
      if (filter.passes(text)) real.append(text);
    },
    appendLine: (line) => {
      if (filter.passes(line)) real.appendLine(line);
    },
    replace: (text) => real.replace(text),
    clear: () => real.clear(),
    show: (preserveFocus?: unknown) => real.show(preserveFocus === true),
    hide: () => real.hide(),
    dispose: () => real.dispose(),
  };
  const watch = vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('toolschema.logLevel') && read());
  return { channel, disposables: [real, watch] };
}
