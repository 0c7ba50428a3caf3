import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import type { CodeAction, CompletionList, Hover, MarkupContent } from 'vscode-languageserver-types';
import { serversForTests, SERVER } from '../helpers/lspClient';
import { parseMarkers } from '../helpers/markers';
import { applyEdits } from '../../server/src/core/model/edits';
import { TextDocument } from 'vscode-languageserver-textdocument';

// Tests that start without options share one server, each with a document URI of its own.
const start = serversForTests();

const ARGS = 'file:///w/search.args.json';
const badArgs = '{\n  "type": "object",\n  "properties": { "q": { "type": "string", "format": "email" } }\n}\n';

test('lsp: initialize answers with the capabilities and server info', async () => {
  const push = await start();
  const caps = push.initializeResult.capabilities;
  assert.equal(push.initializeResult.serverInfo?.name, 'toolschema-language-server');
  assert.equal(caps.hoverProvider, true);
  assert.ok(caps.completionProvider);
  assert.deepEqual(caps.codeActionProvider.codeActionKinds, ['quickfix', 'source.fixAll.toolschema', 'source.fixAll', 'refactor.rewrite']);
  assert.equal(caps.diagnosticProvider, undefined, 'push-only clients get pushed diagnostics');
  const pull = await start({ pull: true });
  assert.ok(pull.initializeResult.capabilities.diagnosticProvider, 'pull-capable clients get a diagnostic provider');
});

test('lsp: pushes diagnostics for a bad args schema and clears them when fixed', async () => {
  const uri = 'file:///w/push.args.json';
  const c = await start();
  c.open(uri, badArgs);
  const diagnostics = await c.diagnosticsFor(uri, (d) => d.length > 0);
  assert.deepEqual(
    diagnostics.map((d) => [d.code, d.source, d.range.start.line, d.range.start.character]),
    [['pedelec/unsupported-keyword', 'toolschema', 2, 43]],
  );
  c.change(uri, badArgs.replace(', "format": "email"', ''));
  assert.deepEqual(await c.diagnosticsFor(uri), []);
});

test('lsp: pulls diagnostics when the client supports textDocument/diagnostic', async () => {
  const c = await start({ pull: true });
  c.open(ARGS, badArgs);
  const report = await c.request<{ kind: string; items: { code: string }[] }>('textDocument/diagnostic', { textDocument: { uri: ARGS } });
  assert.equal(report.kind, 'full');
  assert.deepEqual(
    report.items.map((d) => d.code),
    ['pedelec/unsupported-keyword'],
  );
});

test('lsp: nothing for package.json', async () => {
  const c = await start();
  const uri = 'file:///w/package.json';
  c.open(uri, '{ "name": "x", "version": 1 }');
  assert.deepEqual(await c.diagnosticsFor(uri), []);
  const hover = await c.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 4 } });
  assert.equal(hover, null);
});

test('lsp: hover on a key shows the schema description; on an unsupported keyword, what its problem does not say', async () => {
  const uri = 'file:///w/hover.args.json';
  const c = await start();
  const { text, carets } = parseMarkers('{ "type": "object", "proper|ties": { "q": { "type": "string", "for|mat": "email" } } }');
  c.open(uri, text);
  const doc = TextDocument.create(uri, 'json', 1, text);
  const at = async (k: number) =>
    (
      (await c.request<Hover>('textDocument/hover', { textDocument: { uri: uri }, position: doc.positionAt(carets[k]) }))
        .contents as MarkupContent
    ).value;
  assert.match(await at(0), /properties/);
  assert.match(await at(1), /`format`\*\*: Pedelec's guide makes no promise about it/);
});

test('lsp: completion offers property names and enum values from the schema', async () => {
  const c = await start();
  const uri = 'file:///w/tool.tool.json';
  const { text, carets } = parseMarkers('{ "output": { "available_modes": [ | ] } }');
  c.open(uri, text);
  const doc = TextDocument.create(uri, 'json', 1, text);
  const list = await c.request<CompletionList>('textDocument/completion', { textDocument: { uri }, position: doc.positionAt(carets[0]) });
  const labels = list.items.map((i) => i.label);
  for (const mode of ['"value"', '"error"', '"requires_authorization"']) assert.ok(labels.includes(mode), labels.join(','));
  const { text: t2, carets: c2 } = parseMarkers('{ | }');
  c.change(uri, t2);
  const doc2 = TextDocument.create(uri, 'json', 2, t2);
  const keys = (
    await c.request<CompletionList>('textDocument/completion', { textDocument: { uri }, position: doc2.positionAt(c2[0]) })
  ).items.map((i) => i.label);
  for (const key of ['name', 'fully_qualified_name', 'toolkit', 'input', 'output']) assert.ok(keys.includes(key), keys.join(','));
});

test('lsp: the preferred quick fix removes the keyword and the diagnostic goes away', async () => {
  const uri = 'file:///w/quickfix.args.json';
  const c = await start();
  c.open(uri, badArgs);
  const [d] = await c.diagnosticsFor(uri, (x) => x.length > 0);
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri: uri },
    range: d.range,
    context: { diagnostics: [d] },
  });
  const preferred = actions.find((a) => a.isPreferred)!;
  assert.equal(preferred.title, 'Remove "format"');
  const doc = TextDocument.create(uri, 'json', 1, badArgs);
  const edits = preferred.edit!.changes![uri].map((e) => ({
    offset: doc.offsetAt(e.range.start),
    length: doc.offsetAt(e.range.end) - doc.offsetAt(e.range.start),
    newText: e.newText,
  }));
  const fixed = applyEdits(badArgs, edits);
  assert.equal(fixed, badArgs.replace(', "format": "email"', ''));
  c.change(uri, fixed);
  assert.deepEqual(await c.diagnosticsFor(uri), []);
});

test('lsp: source.fixAll.toolschema applies every safe fix in one edit', async () => {
  const uri = 'file:///w/fixall.args.json';
  const c = await start();
  const text =
    '{ "type": "object", "$id": "x", "properties": { "q": { "type": "string", "format": "email" } }, "additionalProperties": false }';
  c.open(uri, text);
  await c.diagnosticsFor(uri, (x) => x.length === 3);
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri: uri },
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    context: { diagnostics: [], only: ['source.fixAll'] },
  });
  assert.equal(actions.length, 1);
  const doc = TextDocument.create(uri, 'json', 1, text);
  const [e] = actions[0].edit!.changes![uri];
  const fixed = applyEdits(text, [
    { offset: doc.offsetAt(e.range.start), length: doc.offsetAt(e.range.end) - doc.offsetAt(e.range.start), newText: e.newText },
  ]);
  assert.equal(fixed, '{ "type": "object", "properties": { "q": { "type": "string" } } }');
});

test('lsp: rule severity follows the settings, and changes when they change', async () => {
  const c = await start({ settings: { rules: { 'pedelec/unsupported-keyword': 'warning' } } });
  c.open(ARGS, badArgs);
  const [d] = await c.diagnosticsFor(ARGS, (x) => x.length > 0);
  assert.equal(d.severity, 2);
  c.settings = { rules: { 'pedelec/unsupported-keyword': 'off' } };
  c.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
  await c.waitFor(() => c.published.get(ARGS)?.diagnostics.length === 0, 'diagnostics cleared after the setting changed');
});

test('lsp: an invalid setting is named in one message, and the rest keeps working', async () => {
  const c = await start({ settings: { rules: { 'no/such-rule': 'error' } } });
  c.open(ARGS, badArgs);
  await c.diagnosticsFor(ARGS, (x) => x.length === 1);
  const m = await c.waitFor(() => c.messages.find((x) => /no\/such-rule/.test(x.message)), 'a message about the bad setting');
  assert.match(m.message, /toolschema.rules: unknown rule id "no\/such-rule"/);
});

test('lsp: toolschema/documentInfo says which schema applies and why', async () => {
  const uri = 'file:///w/info.args.json';
  const c = await start();
  c.open(uri, badArgs);
  const info = await c.request<{ schemaId: string; reason: string }>('toolschema/documentInfo', { uri: uri });
  assert.equal(info.schemaId, 'pedelec-args');
  assert.equal(info.reason, 'fileName');
});

test('lsp: the bin runs as a plain executable (`toolschema-language-server --stdio`) and answers LSP', async () => {
  const c = await start({ command: [SERVER, '--stdio'] });
  assert.equal(c.initializeResult.serverInfo?.name, 'toolschema-language-server');
  c.open(ARGS, badArgs);
  const diagnostics = await c.diagnosticsFor(ARGS, (d) => d.length > 0);
  assert.deepEqual(
    diagnostics.map((d) => d.code),
    ['pedelec/unsupported-keyword'],
  );
  const pkg = require('../../../package.json') as { bin: Record<string, string> };
  assert.equal(path.resolve(__dirname, '../../..', pkg.bin['toolschema-language-server']), SERVER);
});

test('lsp: with hostReportsSyntax, syntax problems the editor reports itself are left out, the rest stays', async () => {
  const uri = 'file:///w/syntax.args.json';
  const text = '{\n  "type": "object",\n  "properties": { "q": { "type": "string", "format": "email" } },\n}\n';
  const plain = await start();
  plain.open(uri, text);
  assert.deepEqual(
    (await plain.diagnosticsFor(uri, (d) => d.length > 1)).map((d) => d.code),
    ['pedelec/unsupported-keyword', 'syntax/trailing-comma'],
  );
  const vscodeLike = await start({ initializationOptions: { hostReportsSyntax: true } });
  vscodeLike.open(uri, text);
  assert.deepEqual(
    (await vscodeLike.diagnosticsFor(uri, (d) => d.length > 0)).map((d) => d.code),
    ['pedelec/unsupported-keyword'],
  );
});
