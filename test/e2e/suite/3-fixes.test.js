// Fixes as the editor applies them: the preferred quick fix, and source.fixAll.toolschema on save (opt-in).
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { until, ruleId, ours, show, open, fixtureUri, diagnosticAt, quickFixes, insertBefore } = require('./helpers');

const RULE = 'pedelec/unsupported-keyword';
const codeActionsOnSave = () => vscode.workspace.getConfiguration('editor', { languageId: 'json' });

/** Applies a code action the way the editor does: its edit, then its command. */
async function apply(action) {
  if (action.edit) assert.ok(await vscode.workspace.applyEdit(action.edit), `applyEdit failed for "${action.title}"`);
  if (action.command) await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
}

const savedText = async (name) => new TextDecoder().decode(await vscode.workspace.fs.readFile(fixtureUri(name)));

suite('fixes', () => {
  teardown(async () => {
    await codeActionsOnSave().update('codeActionsOnSave', undefined, vscode.ConfigurationTarget.Workspace, true);
  });

  test('the preferred quick fix removes an unsupported keyword, and its diagnostic goes away', async () => {
    const doc = await open('fix.args.json');
    const format = await diagnosticAt(doc, RULE, 'format');
    const fixes = await quickFixes(doc, format.range);
    const preferred = fixes.filter((a) => a.isPreferred);
    assert.equal(
      preferred.length,
      1,
      `one preferred fix expected among: ${fixes.map((a) => `${a.title}${a.isPreferred ? ' (preferred)' : ''}`).join(', ')}`,
    );
    assert.equal(preferred[0].title, 'Remove "format"');
    await apply(preferred[0]);
    assert.doesNotMatch(doc.getText(), /format/);
    assert.doesNotThrow(() => JSON.parse(doc.getText()), 'the fixed document is valid JSON');
    // Old diagnostics keep their old ranges until the server answers: wait for the list to empty.
    await until(`no toolschema diagnostics after the fix (have: ${show(ours(doc))})`, () => ours(doc).length === 0);
  });

  test('in a TypeScript file, the quick fix removes the keyword with its comma and the diagnostic goes away', async () => {
    const doc = await open('fix.ts');
    assert.equal(doc.languageId, 'typescript');
    const minLength = await diagnosticAt(doc, 'pedelec/keyword-type-mismatch', 'minLength');
    const fixes = await quickFixes(doc, minLength.range);
    const remove = fixes.find((a) => a.title === 'Remove "minLength"');
    assert.ok(remove, `a "Remove" fix among: ${fixes.map((a) => a.title).join(', ')}`);
    await apply(remove);
    assert.match(doc.getText(), /limit: \{ type: 'integer', maximum: 50 \},/);
    await until(`no toolschema diagnostics after the fix (have: ${show(ours(doc))})`, () => ours(doc).length === 0);
  });

  test('"Show documentation" opens the bundled rule page in the Markdown preview (offline)', async () => {
    const doc = await open('bad.args.json');
    const ref = await diagnosticAt(doc, RULE, '$ref');
    const docs = (await quickFixes(doc, ref.range)).find((a) => a.title === `Show documentation for ${RULE}`);
    assert.ok(docs, 'a "Show documentation" action');
    await apply(docs);
    const tabs = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs.map((t) => t.label));
    await until(`a Markdown preview of pedelec.md (tabs: ${tabs().join(', ')})`, () => tabs().some((l) => /pedelec\.md/.test(l)));
  });

  test('save without editor.codeActionsOnSave keeps the unsupported keywords', async () => {
    const doc = await open('save.args.json');
    await diagnosticAt(doc, RULE, 'additionalProperties');
    await insertBefore(doc, '"required"', ' '); // a document that is not dirty is not saved
    assert.ok(await doc.save(), 'save failed');
    const text = await savedText('save.args.json');
    for (const k of ['"title"', '"format"', '"additionalProperties"']) assert.ok(text.includes(k), `${k} was removed`);
  });

  test('with {"source.fixAll.toolschema": "explicit"} on save, saving removes them and the diagnostics go', async () => {
    await codeActionsOnSave().update(
      'codeActionsOnSave',
      { 'source.fixAll.toolschema': 'explicit' },
      vscode.ConfigurationTarget.Workspace,
      true,
    ); // "[json]": { "editor.codeActionsOnSave": … } in .vscode/settings.json
    const doc = await open('save.args.json');
    const before = await until('3 unsupported keywords in save.args.json', () => {
      const ds = ours(doc).filter((d) => ruleId(d) === RULE);
      return ds.length === 3 && ds;
    });
    assert.equal(before.length, 3);
    await insertBefore(doc, '"required"', ' ');
    assert.ok(await doc.save(), 'save failed');
    const text = await savedText('save.args.json');
    for (const k of ['"title"', '"format"', '"additionalProperties"']) assert.ok(!text.includes(k), `${k} is still in:\n${text}`);
    assert.doesNotThrow(() => JSON.parse(text), `the saved file is valid JSON:\n${text}`);
    assert.match(text, /"minLength": 1/, 'the supported keywords stay');
    assert.equal(doc.isDirty, false);
    await until('no toolschema diagnostics in save.args.json', () => ours(doc).length === 0);
  });
});
