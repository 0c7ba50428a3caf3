// The CLI's config file applies in the editor: a rule turned off in toolschema.config.json disappears, over the
// workspace setting, and comes back when the file is removed (the server watches it).
'use strict';
const vscode = require('vscode');
const { until, ours, show, open, diagnosticsAt } = require('./helpers');

const RULE = 'pedelec/unsupported-keyword';
const configUri = () => vscode.Uri.joinPath(vscode.workspace.workspaceFolders[0].uri, 'toolschema.config.json');
const write = (text) => vscode.workspace.fs.writeFile(configUri(), new TextEncoder().encode(text));

suite('settings: the config file', () => {
  teardown(() => vscode.workspace.fs.delete(configUri()).then(undefined, () => undefined));

  test('a rule turned off in toolschema.config.json disappears; deleting the file brings it back', async () => {
    const doc = await open('severity.args.json');
    const present = () => diagnosticsAt(doc, RULE, 'exclusiveMinimum').length > 0;
    await until(`${RULE} shown first (have: ${show(ours(doc))})`, present);
    await write(`{ "rules": { "${RULE}": "off" } }\n`);
    await until(`${RULE} gone with the config file (have: ${show(ours(doc))})`, () => !present(), 20_000);
    await vscode.workspace.fs.delete(configUri());
    await until(`${RULE} back without it (have: ${show(ours(doc))})`, present, 20_000);
  });
});
