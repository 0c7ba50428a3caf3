// Settings flow from VS Code to the server: toolschema.rules in the workspace settings sets a rule's severity.
'use strict';
const vscode = require('vscode');
const { until, ours, show, open, diagnosticAt, diagnosticsAt } = require('./helpers');

const RULE = 'pedelec/unsupported-keyword';
const { Error: ERROR, Warning, Information, Hint } = vscode.DiagnosticSeverity;
const setRules = (rules) => vscode.workspace.getConfiguration('toolschema').update('rules', rules, vscode.ConfigurationTarget.Workspace);

suite('settings: toolschema.rules', () => {
  teardown(() => setRules(undefined));

  test('severity follows the workspace setting; "off" removes the diagnostic; removing the setting restores it', async () => {
    const doc = await open('severity.args.json');
    const at = (severity) => diagnosticAt(doc, RULE, 'exclusiveMinimum', (d) => d.severity === severity);
    await at(ERROR); // the rule's default
    for (const [name, severity] of [
      ['warning', Warning],
      ['info', Information],
      ['hint', Hint],
    ]) {
      await setRules({ [RULE]: name });
      await at(severity);
    }
    await setRules({ [RULE]: 'off' });
    await until(`${RULE} gone with "off" (have: ${show(ours(doc))})`, () => diagnosticsAt(doc, RULE, 'exclusiveMinimum').length === 0);
    await setRules(undefined);
    await at(ERROR);
  });
});
