// Runs inside VS Code's extension host (see index.js); uses only the `vscode` API. Fixtures: ../fixtures/,
// copied by run.mjs to a temp workspace. Every wait polls a condition with a deadline: no fixed sleeps.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');

const EXTENSION_ID = 'toolschema.toolschema';
const SOURCE = 'toolschema';

/** Resolves with `fn()`'s value once it is truthy; fails naming `what` (and the last value) after `ms`. */
async function until(what, fn, ms = 20_000) {
  const end = Date.now() + ms;
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function open(name) {
  const uri = vscode.Uri.joinPath(vscode.workspace.workspaceFolders[0].uri, name);
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(doc);
  return doc;
}

const ruleId = (d) => (typeof d.code === 'object' ? d.code.value : d.code);
const ours = (doc) => vscode.languages.getDiagnostics(doc.uri).filter((d) => d.source === SOURCE);
/** A position inside the first occurrence of `text` in the document (one character in). */
const positionOf = (doc, text) => {
  const i = doc.getText().indexOf(text);
  assert.ok(i >= 0, `"${text}" not found in ${doc.fileName}`);
  return doc.positionAt(i + 1);
};
/** Waits for a diagnostic of `rule` whose range covers `text`. */
function diagnosticAt(doc, rule, text) {
  return until(`${rule} on ${text} in ${doc.fileName}`, () => ours(doc).find((d) =>
    ruleId(d) === rule && doc.getText(d.range).includes(text)));
}
async function hoverText(doc, text) {
  const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, positionOf(doc, text));
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
}

suite('toolschema in VS Code', () => {
  test('activates on an args schema', async () => {
    await open('bad.args.json');
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, `extension ${EXTENSION_ID} is not installed`);
    await until(`${EXTENSION_ID} active`, () => ext.isActive);
  });

  test('args schema: $ref and $defs are unsupported keywords', async () => {
    const doc = await open('bad.args.json');
    const ref = await diagnosticAt(doc, 'pedelec/unsupported-keyword', '$ref');
    assert.equal(ref.severity, vscode.DiagnosticSeverity.Error);
    assert.match(ref.message, /\$ref/);
    await diagnosticAt(doc, 'pedelec/unsupported-keyword', '$defs');
  });

  test('skills manifest: an unsupported keyword inside argsSchema', async () => {
    const doc = await open('counter.skills.json');
    await diagnosticAt(doc, 'pedelec/unsupported-keyword', 'format');
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
    const show = (ds) => ds.map((d) => `${ruleId(d)}: ${d.message}`);
    assert.deepEqual(show(ours(pkg)), []);
    assert.deepEqual(show(ours(good).filter((d) => d.severity === vscode.DiagnosticSeverity.Error)), []);
  });

  test('quick fix removes an unsupported keyword', async () => {
    const doc = await open('bad.args.json');
    const ref = await diagnosticAt(doc, 'pedelec/unsupported-keyword', '$ref');
    const actions = await until('code actions for $ref', async () => {
      const all = await vscode.commands.executeCommand('vscode.executeCodeActionProvider', doc.uri, ref.range);
      const fixes = all.filter((a) => a.kind && vscode.CodeActionKind.QuickFix.contains(a.kind));
      return fixes.length > 0 && fixes;
    });
    const remove = actions.find((a) => a.isPreferred);
    assert.ok(remove, `no preferred fix among: ${actions.map((a) => a.title).join(', ')}`);
    assert.match(remove.title, /\$ref/);
  });

  test('hover explains a keyword', async () => {
    const doc = await open('bad.args.json');
    const supported = await until('hover on "minimum"', () => hoverText(doc, '"minimum"'));
    assert.match(supported, /minimum/);
    const unsupported = await until('hover on "$ref"', () => hoverText(doc, '"$ref"'));
    assert.match(unsupported, /not supported by Pedelec/);
  });
});
