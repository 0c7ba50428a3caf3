import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import { clientsStoppedAfterTests } from '../helpers/lspClient';
import { applyTextEdits } from '../helpers/invariants';

const start = clientsStoppedAfterTests();

const JSONC = 'file:///w/search.args.jsonc';
const text = '{\n  "type": "object",\n  "properties": {\n    "ids": { "type": "array", "items": { "type": "string" } }\n  }\n}\n';

type Client = Awaited<ReturnType<typeof start>>;
const actionsFor = (c: Client, uri: string, d: Diagnostic) =>
  c.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } });

const applied = (uri: string, before: string, action: CodeAction) => applyTextEdits(before, action.edit!.changes![uri], action.title);

test('lsp: "Disable <rule> for this line" comes after the real fix; applied, the diagnostic goes and nothing new comes', async () => {
  const c = await start();
  c.open(JSONC, text);
  const [d] = await c.diagnosticsFor(JSONC, (x) => x.length > 0);
  assert.equal(d.code, 'pedelec/unbounded-array');
  const actions = await actionsFor(c, JSONC, d);
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Add "maxItems": 100', 'Disable pedelec/unbounded-array for this line'],
  );
  const fixed = applied(JSONC, text, actions[1]);
  assert.equal(fixed, text.replace('    "ids"', '    // toolschema-disable-next-line pedelec/unbounded-array\n    "ids"'));
  c.change(JSONC, fixed);
  assert.deepEqual(await c.diagnosticsFor(JSONC, (x) => x.length === 0), []);
});

test('lsp: an unused directive is a faded hint whose quick fix removes its line; .json files get no "Disable" action', async () => {
  const c = await start();
  const withDirective = text.replace('    "ids"', '    // toolschema-disable-next-line pedelec/missing-type\n    "ids"');
  c.open(JSONC, withDirective);
  const diagnostics = await c.diagnosticsFor(JSONC, (x) => x.length === 2);
  const unused = diagnostics.find((x) => x.code === 'toolschema/unused-disable-directive')!;
  assert.deepEqual([unused.severity, unused.tags, unused.range.start.line], [4, [1], 3]);
  const [remove] = await actionsFor(c, JSONC, unused);
  assert.equal(remove.title, 'Remove the unused toolschema-disable-next-line directive');
  assert.equal(applied(JSONC, withDirective, remove), text);

  const JSON_URI = 'file:///w/search.args.json';
  c.open(JSON_URI, text);
  const [d] = await c.diagnosticsFor(JSON_URI, (x) => x.length > 0);
  assert.deepEqual(
    (await actionsFor(c, JSON_URI, d)).map((a) => a.title),
    ['Add "maxItems": 100'],
  );
});

test('lsp: two problems of one rule on one line get one "Disable" action, which silences both', async () => {
  const c = await start();
  const array = '{ "type": "array", "items": { "type": "string" } }';
  const twice = `{\n  "type": "object",\n  "properties": { "a": ${array}, "b": ${array} }\n}\n`;
  c.open(JSONC, twice);
  const diagnostics = await c.diagnosticsFor(JSONC, (x) => x.length === 2);
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri: JSONC },
    range: { start: diagnostics[0].range.start, end: diagnostics[1].range.end },
    context: { diagnostics },
  });
  const disables = actions.filter((a) => a.title.startsWith('Disable '));
  assert.equal(disables.length, 1, actions.map((a) => a.title).join('\n'));
  c.change(JSONC, applied(JSONC, twice, disables[0]));
  assert.deepEqual(await c.diagnosticsFor(JSONC, (x) => x.length === 0), []);
});
