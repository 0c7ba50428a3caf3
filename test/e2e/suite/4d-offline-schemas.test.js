// VS Code's JSON support downloads a document's http(s) `$schema` (it wins over contributes.jsonValidation); offline
// that is "Unable to load schema … ENOTFOUND" in Problems. *toolschema: Answer $schema addresses offline* writes
// json.schemas entries with the hand-over schema inline for the addresses toolschema knows, which VS Code then
// answers without a request (client/src/offlineSchemas.ts). The command is offered as a quick fix on VS Code's own
// "Unable to load schema" problem when the address is one of those.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { until, open, show, diagnosticAt } = require('./helpers');

const unableToLoad = (doc) => vscode.languages.getDiagnostics(doc.uri).filter((d) => /Unable to load schema/.test(d.message));

/** toolschema's quick fix among those offered at `range`, if any. */
async function offered(doc, range) {
  const actions = await vscode.commands.executeCommand('vscode.executeCodeActionProvider', doc.uri, range);
  return actions.find((a) => a.command?.command === 'toolschema.answerSchemasOffline');
}

suite('offline: $schema addresses', () => {
  teardown(() => vscode.workspace.getConfiguration('json').update('schemas', undefined, vscode.ConfigurationTarget.Workspace));

  test('an args schema naming draft 2020-12: no "Unable to load schema" once the command has run; toolschema still checks it', async () => {
    const doc = await open('draft2020.args.json');
    // This suite runs offline: first VS Code's JSON support fails to download the address (what users saw).
    await until("VS Code's JSON support failing to load the draft 2020-12 address", () => unableToLoad(doc).length > 0, 30_000);
    // Where the user sees the failure, the quick fix offers the command.
    const [failure] = unableToLoad(doc);
    const action = await offered(doc, failure.range);
    assert.ok(action, `a quick fix on "${failure.message}"`);
    assert.equal(action.command.command, 'toolschema.answerSchemasOffline');
    const added = await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
    assert.equal(added, 4, 'the Arcade preview and 1.0 addresses and JSON Schema drafts 2019-09 and 2020-12');
    const urls = vscode.workspace
      .getConfiguration('json')
      .get('schemas')
      .map((s) => s.url);
    assert.ok(urls.includes('https://json-schema.org/draft/2020-12/schema'), `json.schemas: ${urls}`);
    await until(`no "Unable to load schema" (have: ${show(unableToLoad(doc))})`, () => unableToLoad(doc).length === 0, 30_000);
    await diagnosticAt(doc, 'pedelec/unsupported-keyword', 'exclusiveMinimum');
    assert.equal(await vscode.commands.executeCommand('toolschema.answerSchemasOffline'), 0, 'a second run adds nothing');
  });

  test('an address toolschema does not carry: VS Code still fails to load it, and toolschema offers nothing', async () => {
    const doc = await open('unknown-address.schema.json');
    await until("VS Code's JSON support failing to load example.com", () => unableToLoad(doc).length > 0, 30_000);
    assert.equal(await offered(doc, unableToLoad(doc)[0].range), undefined);
  });
});
