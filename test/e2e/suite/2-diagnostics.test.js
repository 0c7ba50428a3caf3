// Diagnostics by rule id for each file family (a Pedelec tool in TypeScript too), none for an ordinary package.json
// or a .ts without Pedelec, and hover text.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { until, ruleId, ours, show, open, diagnosticAt, hoverText, SOURCE } = require('./helpers');

suite('diagnostics and hover', () => {
  test('args schema: $ref and $defs are unsupported keywords (error, source toolschema)', async () => {
    const doc = await open('bad.args.json');
    const ref = await diagnosticAt(doc, 'pedelec/unsupported-keyword', '$ref');
    assert.equal(ref.severity, vscode.DiagnosticSeverity.Error);
    assert.match(ref.message, /\$ref/);
    await diagnosticAt(doc, 'pedelec/unsupported-keyword', '$defs');
  });

  test('skills manifest: an unsupported keyword inside argsSchema', async () => {
    const doc = await open('counter.skills.json');
    const format = await diagnosticAt(doc, 'pedelec/unsupported-keyword', 'format');
    assert.equal(format.severity, vscode.DiagnosticSeverity.Error);
  });

  test('tool definition: array without inner_val_type', async () => {
    const doc = await open('forecast.tool.json');
    await diagnosticAt(doc, 'arcade/array-missing-inner-type', 'array');
  });

  test('nothing for package.json, no error for a good args schema', async () => {
    const pkg = await open('package.json');
    const good = await open('good.args.json');
    // The server handles documents in order: once a later one has diagnostics, these two had their turn.
    const later = await open('bad.args.json');
    await diagnosticAt(later, 'pedelec/unsupported-keyword', '$ref');
    assert.deepEqual(show(ours(pkg)), []);
    assert.deepEqual(show(ours(good).filter((d) => d.severity === vscode.DiagnosticSeverity.Error)), []);
    assert.ok(
      ours(later).every((d) => ruleId(d)),
      'every diagnostic carries its rule id as code',
    );
  });

  test('TypeScript: a Pedelec args schema gets its diagnostic with source toolschema; a .ts without Pedelec gets none', async () => {
    const plain = await open('plain.ts');
    const tools = await open('tools.ts');
    const mismatch = await diagnosticAt(tools, 'pedelec/keyword-type-mismatch', 'minLength');
    assert.equal(mismatch.source, SOURCE);
    assert.equal(tools.languageId, 'typescript');
    // The server handles documents in order: once the later one has diagnostics, plain.ts had its turn.
    assert.deepEqual(show(ours(plain)), []);
  });

  test("one problem, one diagnostic: a trailing comma is reported once (by VS Code's JSON support), not again by us", async () => {
    const doc = await open('trailing.args.json');
    await diagnosticAt(doc, 'pedelec/unsupported-keyword', 'format');
    const trailing = await until("VS Code's own trailing-comma diagnostic", () => {
      const found = vscode.languages.getDiagnostics(doc.uri).filter((d) => /trailing comma/i.test(d.message));
      return found.length > 0 && found;
    });
    assert.deepEqual(
      trailing.map((d) => d.source === SOURCE),
      [false],
      show(vscode.languages.getDiagnostics(doc.uri)).join('\n'),
    );
  });

  test('hover explains a supported keyword; on a reported unsupported one it adds what the problem does not say', async () => {
    const doc = await open('bad.args.json');
    const supported = await until('hover on "minimum"', () => hoverText(doc, '"minimum"'));
    assert.match(supported, /minimum/);
    const problem = await diagnosticAt(doc, 'pedelec/unsupported-keyword', '$ref');
    const unsupported = await until('hover on "$ref"', () => hoverText(doc, '"$ref"'));
    assert.match(unsupported, /Pedelec's guide makes no promise about it/);
    // VS Code shows the problem's message above the hover: no sentence of it again.
    for (const sentence of problem.message.split(/(?<=\.) /)) {
      assert.ok(!unsupported.includes(sentence) && !unsupported.includes(sentence.replace(/"/g, '`')), `hover repeats "${sentence}"`);
    }
  });
});
