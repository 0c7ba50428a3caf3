import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import { serversForTests } from '../helpers/lspClient';
import { applyTextEdits } from '../helpers/invariants';

// The tests share one server, each with document URIs of its own.
const start = serversForTests();

/** A JSONC args schema under a name of the test's own. */
const jsoncUri = (name: string) => `file:///w/${name}.args.jsonc`;
const text = '{\n  "type": "object",\n  "properties": {\n    "ids": { "type": "array", "items": { "type": "string" } }\n  }\n}\n';

type Client = Awaited<ReturnType<typeof start>>;
const actionsFor = (c: Client, uri: string, d: Diagnostic) =>
  c.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } });

const applied = (uri: string, before: string, action: CodeAction) => applyTextEdits(before, action.edit!.changes![uri], action.title);

test('lsp: "Disable <rule> for this line" comes after the real fix; applied, the diagnostic goes and nothing new comes', async () => {
  const uri = jsoncUri('disable-line');
  const c = await start();
  c.open(uri, text);
  const [d] = await c.diagnosticsFor(uri, (x) => x.length > 0);
  assert.equal(d.code, 'pedelec/unbounded-array');
  const actions = await actionsFor(c, uri, d);
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Add "maxItems": 100', 'Disable pedelec/unbounded-array for this line'],
  );
  const fixed = applied(uri, text, actions[1]);
  assert.equal(fixed, text.replace('    "ids"', '    // toolschema-disable-next-line pedelec/unbounded-array\n    "ids"'));
  c.change(uri, fixed);
  assert.deepEqual(await c.diagnosticsFor(uri, (x) => x.length === 0), []);
});

test('lsp: an unused directive is a faded hint whose quick fix removes its line; .json files get no "Disable" action', async () => {
  const uri = jsoncUri('unused');
  const c = await start();
  const withDirective = text.replace('    "ids"', '    // toolschema-disable-next-line pedelec/missing-type\n    "ids"');
  c.open(uri, withDirective);
  const diagnostics = await c.diagnosticsFor(uri, (x) => x.length === 2);
  const unused = diagnostics.find((x) => x.code === 'toolschema/unused-disable-directive')!;
  assert.deepEqual([unused.severity, unused.tags, unused.range.start.line], [4, [1], 3]);
  const [remove] = await actionsFor(c, uri, unused);
  assert.equal(remove.title, 'Remove the unused toolschema-disable-next-line directive');
  assert.equal(applied(uri, withDirective, remove), text);

  const JSON_URI = 'file:///w/search.args.json';
  c.open(JSON_URI, text);
  const [d] = await c.diagnosticsFor(JSON_URI, (x) => x.length > 0);
  assert.deepEqual(
    (await actionsFor(c, JSON_URI, d)).map((a) => a.title),
    ['Add "maxItems": 100'],
  );
});

test('lsp: two problems of one rule on one line get one "Disable" action, which silences both', async () => {
  const uri = jsoncUri('twice');
  const c = await start();
  const array = '{ "type": "array", "items": { "type": "string" } }';
  const twice = `{\n  "type": "object",\n  "properties": { "a": ${array}, "b": ${array} }\n}\n`;
  c.open(uri, twice);
  const diagnostics = await c.diagnosticsFor(uri, (x) => x.length === 2);
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: { start: diagnostics[0].range.start, end: diagnostics[1].range.end },
    context: { diagnostics },
  });
  const disables = actions.filter((a) => a.title.startsWith('Disable '));
  assert.equal(disables.length, 1, actions.map((a) => a.title).join('\n'));
  c.change(uri, applied(uri, twice, disables[0]));
  assert.deepEqual(await c.diagnosticsFor(uri, (x) => x.length === 0), []);
});
