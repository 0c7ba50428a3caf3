import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { CodeAction, Hover, MarkupContent } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { serversForTests } from '../helpers/lspClient';
import { parseMarkers } from '../helpers/markers';
import { fixture, mutate } from '../helpers/diagnose';
import { applyEdits } from '../../server/src/core/model/edits';
import type { DocumentInfo, MigrationActionData } from '../../server/src/protocol';

// The tests share one server, each with document URIs of its own.
const start = serversForTests();

const preview = fixture('greet.preview.tool.json');
const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');
const codes = (ds: { code?: unknown }[]) => ds.map((d) => String(d.code));

function applyAction(text: string, uri: string, action: CodeAction): string {
  const doc = TextDocument.create(uri, 'json', 1, text);
  return applyEdits(
    text,
    action.edit!.changes![uri].map((e) => ({
      offset: doc.offsetAt(e.range.start),
      length: doc.offsetAt(e.range.end) - doc.offsetAt(e.range.start),
      newText: e.newText,
    })),
  );
}

test('lsp arcade: diagnostics carry the rule ids, one per problem', async () => {
  const c = await start();
  const uri = 'file:///w/weather.tool.json';
  let text = mutate(current, '"name": "days"', '"name": "num-days"');
  text = mutate(text, '"inner_val_type": "string"', '"inner_val_type": null');
  text = mutate(text, '"key"', '"key_id"');
  text = mutate(text, 'WeatherApi.GetForecast@1.2.0', 'WeatherApi.Forecast@1.2.0');
  c.open(uri, text);
  const found = await c.diagnosticsFor(uri, (d) => d.length > 0);
  assert.deepEqual(codes(found), [
    'arcade/fqn-mismatch',
    'arcade/invalid-parameter-name',
    'arcade/array-missing-inner-type',
    'arcade/secret-key-shape',
  ]);
});

test('lsp arcade: documentInfo says which schema applies, its version and why', async () => {
  const c = await start();
  const info = async (uri: string, text: string) => {
    c.open(uri, text);
    return c.request<DocumentInfo>('toolschema/documentInfo', { uri });
  };
  const p = await info('file:///w/info.tool.json', preview);
  assert.deepEqual(p && [p.schemaId, p.version, p.reason, p.detail], ['arcade-tool-preview', 'preview', 'fileName', '*.tool.json']);
  const one = await info('file:///w/info-v1.json', v1);
  assert.deepEqual(one && [one.schemaId, one.version, one.reason], ['arcade-tool-1.0', '1.0', '$schema']);
  const cur = await info('file:///w/anything.json', current);
  assert.deepEqual(cur && [cur.schemaId, cur.version, cur.reason], ['arcade-tool-current', 'current', 'content']);
  assert.equal(await info('file:///w/package.json', '{ "name": "x" }'), null);
});

test('lsp arcade: the refactor.rewrite migration turns a preview document into a clean 1.0 document', async () => {
  const c = await start();
  const uri = 'file:///w/migrate.tool.json';
  c.open(uri, preview);
  assert.deepEqual(await c.diagnosticsFor(uri), []);
  const actions = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    context: { diagnostics: [], only: ['refactor.rewrite'] },
  });
  assert.deepEqual(
    actions.map((a) => [a.title, a.kind]),
    [['Migrate to Arcade tool definition 1.0', 'refactor.rewrite']],
  );
  assert.deepEqual((actions[0].data as MigrationActionData).dropped, []);
  const migrated = applyAction(preview, uri, actions[0]);
  c.change(uri, migrated);
  assert.deepEqual(await c.diagnosticsFor(uri), []);
  const info = await c.request<DocumentInfo>('toolschema/documentInfo', { uri });
  assert.deepEqual(info && [info.schemaId, info.reason], ['arcade-tool-1.0', '$schema']);
  const none = await c.request<CodeAction[]>('textDocument/codeAction', {
    textDocument: { uri },
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    context: { diagnostics: [], only: ['refactor'] },
  });
  assert.deepEqual(none, [], 'a 1.0 document has nothing to migrate');
});

test('lsp arcade: setSchemaOverride changes the association of that one file and refreshes its diagnostics', async () => {
  const c = await start();
  const uri = 'file:///w/override.tool.json';
  const other = 'file:///w/other.tool.json';
  const text = v1.replace(/^ {2}"\$schema": .*\n/m, '').replace('"authorization": "none"', '"authorization": null');
  assert.ok(!text.includes('$schema'));
  c.open(uri, text);
  c.open(other, text);
  assert.deepEqual(
    codes(await c.diagnosticsFor(uri, (d) => d.length > 0)),
    ['arcade/secret-key-shape'],
    'by file name: current, where key_id is wrong',
  );
  c.connection.sendNotification('toolschema/setSchemaOverride', { uri, schemaId: 'arcade-tool-1.0' });
  await c.waitFor(() => c.published.get(uri)?.diagnostics.length === 0, 'diagnostics under the chosen 1.0 schema');
  const info = await c.request<DocumentInfo>('toolschema/documentInfo', { uri });
  assert.deepEqual(info && [info.schemaId, info.reason], ['arcade-tool-1.0', 'override']);
  assert.deepEqual(codes(await c.diagnosticsFor(other)), ['arcade/secret-key-shape'], 'other files keep the automatic choice');
  c.connection.sendNotification('toolschema/setSchemaOverride', { uri, schemaId: 'no-such-schema' });
  c.connection.sendNotification('toolschema/setSchemaOverride', { uri, schemaId: null });
  await c.waitFor(() => c.published.get(uri)?.diagnostics.length === 1, 'the automatic choice again');
  assert.ok(
    c.logs.some((l) => /unknown schema id "no-such-schema"/.test(l)),
    c.logs.join('\n'),
  );
});

test('lsp arcade: hover on a val_type value names the Python types', async () => {
  const c = await start();
  const uri = 'file:///w/hover.tool.json';
  const { text, carets } = parseMarkers(mutate(current, '"val_type": "array"', '"val_type": "arr|ay"'));
  c.open(uri, text);
  const doc = TextDocument.create(uri, 'json', 1, text);
  const hover = await c.request<Hover>('textDocument/hover', { textDocument: { uri }, position: doc.positionAt(carets[0]) });
  const value = (hover.contents as MarkupContent).value;
  assert.match(value, /Python `list\[T\]`/);
  assert.match(value, /Here: `list\[str\]`/);
});
