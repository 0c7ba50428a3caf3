/**
 * Issue 25: no document's analysis delays another document's answers. A document whose analysis takes seconds of
 * CPU (a oneOf of 10,000 distinct objects) is opened first; then a small document is opened and hovered. The
 * small document's hover and diagnostics must arrive before the large one's diagnostics: the order of events
 * decides, never a clock. In the server's one thread the large analysis ran first and everything waited for it;
 * with analyses in worker threads (node/analysisPool.ts) the small one is answered while the large one runs.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Diagnostic, Hover, MarkupContent } from 'vscode-languageserver-types';
import { clientsStoppedAfterTests, type LspClient } from '../helpers/lspClient';

const start = clientsStoppedAfterTests();

const LARGE = 'file:///w/large.args.json';
const SMALL = 'file:///w/small.args.json';
/** One alternative per name: nothing to report in them, but validation and the oneOf rules visit every one. */
const largeText = JSON.stringify({
  type: 'object',
  properties: {
    a: {
      oneOf: Array.from({ length: 10_000 }, (_, i) => ({
        type: 'object',
        properties: { [`k${i}`]: { type: 'string' } },
        required: [`k${i}`],
      })),
    },
    mail: { type: 'string', format: 'email' },
  },
});
const smallText = '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" } } }\n';
const HOVER_ON_TYPE = { line: 0, character: 4 };
const codes = (ds: Diagnostic[]) => ds.map((d) => d.code);

/** Opens the large document and makes sure the server has read that (a request answered after it). */
async function openLarge(c: LspClient) {
  c.open(LARGE, largeText);
  await c.request('textDocument/hover', { textDocument: { uri: 'file:///w/not-open.json' }, position: HOVER_ON_TYPE });
}

test('isolation (push): a small document is hovered and diagnosed while a large one is still being analysed', async () => {
  const c = await start();
  await openLarge(c);
  c.open(SMALL, smallText);
  const hover = await c.request<Hover | null>('textDocument/hover', { textDocument: { uri: SMALL }, position: HOVER_ON_TYPE });
  assert.match((hover?.contents as MarkupContent | undefined)?.value ?? '', /type/, 'the hover answers');
  assert.ok(!c.published.has(LARGE), 'the hover was answered before the large document was diagnosed');
  assert.deepEqual(codes(await c.diagnosticsFor(SMALL)), ['pedelec/unsupported-keyword']);
  assert.ok(!c.published.has(LARGE), 'the small document was diagnosed before the large one');
  assert.deepEqual(codes(await c.diagnosticsFor(LARGE)), ['pedelec/unsupported-keyword'], 'the large one is checked whole');
});

test('isolation (pull): the small document’s pull and hover are answered before the large document’s pull', async () => {
  const c = await start({ pull: true });
  await openLarge(c);
  const order: string[] = [];
  const pull = (uri: string) =>
    c.request<{ items: Diagnostic[] }>('textDocument/diagnostic', { textDocument: { uri } }).then((r) => {
      order.push(uri);
      return r;
    });
  const large = pull(LARGE);
  c.open(SMALL, smallText);
  const small = pull(SMALL);
  const hover = c.request<Hover | null>('textDocument/hover', { textDocument: { uri: SMALL }, position: HOVER_ON_TYPE }).then((h) => {
    order.push('hover');
    return h;
  });
  assert.deepEqual(codes((await small).items), ['pedelec/unsupported-keyword']);
  assert.ok(await hover, 'the hover answers');
  assert.deepEqual(codes((await large).items), ['pedelec/unsupported-keyword'], 'the large one is checked whole');
  assert.equal(order.at(-1), LARGE, `the large document is answered last: ${order.join(', ')}`);
});

test('isolation: a newer text of the large document replaces the one queued, and only the newest is published', async () => {
  const c = await start();
  await openLarge(c);
  // Three more versions while the first is analysed (each replaces the one queued before it); the last is published.
  for (const n of [1, 2, 3]) c.change(LARGE, largeText.replace('"format":"email"', `"format":"email","minLength":${n}`));
  const last = c.change(LARGE, largeText.replace('"format":"email"', '"format":"uri"'));
  const diagnostics = await c.diagnosticsFor(LARGE);
  assert.equal(c.published.get(LARGE)?.version, last);
  assert.deepEqual(codes(diagnostics), ['pedelec/unsupported-keyword']);
  assert.match(diagnostics[0].message, /"format"/);
  const versions = c.history.filter((p) => p.uri === LARGE).map((p) => p.version!);
  assert.deepEqual(
    versions,
    [...versions].sort((a, b) => a - b),
    `published versions never go back: ${versions}`,
  );
});
