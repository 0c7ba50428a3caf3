// Shared by the *.test.js files (runs inside VS Code's extension host; `vscode` API only).
// Every wait polls a condition with a deadline: no fixed sleeps.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');

const EXTENSION_ID = 'toolschema.toolschema';
const SOURCE = 'toolschema';

/** Resolves with `fn()`'s value once it is truthy; fails naming `what` (and the last value) after `ms`. */
async function until(what, fn, ms = 10_000) {
  const end = Date.now() + ms;
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const fixtureUri = (name) => vscode.Uri.joinPath(vscode.workspace.workspaceFolders[0].uri, name);

async function open(name) {
  const doc = await vscode.workspace.openTextDocument(fixtureUri(name));
  await vscode.window.showTextDocument(doc);
  return doc;
}

const ruleId = (d) => (typeof d.code === 'object' ? d.code.value : d.code);
const ours = (doc) => vscode.languages.getDiagnostics(doc.uri).filter((d) => d.source === SOURCE);
const show = (ds) => ds.map((d) => `${ruleId(d)} [${vscode.DiagnosticSeverity[d.severity]}]: ${d.message}`);

/** A position inside the first occurrence of `text` in the document (one character in). */
function positionOf(doc, text) {
  const i = doc.getText().indexOf(text);
  assert.ok(i >= 0, `"${text}" not found in ${doc.fileName}`);
  return doc.positionAt(i + 1);
}

/** Diagnostics of `rule` whose range covers `text`, now. */
const diagnosticsAt = (doc, rule, text) => ours(doc).filter((d) => ruleId(d) === rule && doc.getText(d.range).includes(text));

/** Waits for a diagnostic of `rule` whose range covers `text` (and, if given, that satisfies `extra`). */
function diagnosticAt(doc, rule, text, extra = () => true, ms = undefined) {
  return until(`${rule} on ${text} in ${doc.fileName}`, () => diagnosticsAt(doc, rule, text).find(extra), ms);
}

async function hoverText(doc, text) {
  const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, positionOf(doc, text));
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
}

/** The quick fixes the providers offer for `range`, once there are any. */
function quickFixes(doc, range) {
  return until(`quick fixes in ${doc.fileName}`, async () => {
    const all = await vscode.commands.executeCommand('vscode.executeCodeActionProvider', doc.uri, range);
    const fixes = all.filter((a) => a.kind && vscode.CodeActionKind.QuickFix.contains(a.kind));
    return fixes.length > 0 && fixes;
  });
}

/** Inserts `text` at the first occurrence of `before` (so the document is dirty and gets re-validated). */
async function insertBefore(doc, before, text) {
  const i = doc.getText().indexOf(before);
  assert.ok(i >= 0, `"${before}" not found in ${doc.fileName}`);
  const edit = new vscode.WorkspaceEdit();
  edit.insert(doc.uri, doc.positionAt(i), text);
  assert.ok(await vscode.workspace.applyEdit(edit), `could not edit ${doc.fileName}`);
}

module.exports = {
  EXTENSION_ID,
  SOURCE,
  until,
  fixtureUri,
  open,
  ruleId,
  ours,
  show,
  positionOf,
  diagnosticsAt,
  diagnosticAt,
  hoverText,
  quickFixes,
  insertBefore,
};
