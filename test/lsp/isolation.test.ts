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
import { CancellationTokenSource, LSPErrorCodes } from 'vscode-languageserver-protocol';
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

const LARGE2 = 'file:///w/large2.args.json';
/** Is the error the one a request the client cancelled is answered with (LSP's RequestCancelled)? */
const isCancelled = (e: unknown) => (e as { code?: number }).code === LSPErrorCodes.RequestCancelled;

test('isolation: a hover on the large document itself never holds up a hover on a small one', async () => {
  const c = await start();
  await openLarge(c);
  c.open(SMALL, smallText);
  const order: string[] = [];
  const hoverOn = (uri: string) =>
    c.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position: HOVER_ON_TYPE }).then((h) => {
      order.push(uri);
      return h;
    });
  // In the server's thread, the large document's hover analysed it there and the small one's waited for it.
  const large = hoverOn(LARGE);
  const small = hoverOn(SMALL);
  assert.match(((await small)?.contents as MarkupContent | undefined)?.value ?? '', /type/);
  assert.deepEqual(order, [SMALL], 'the small document is answered while the large one is analysed');
  assert.match(((await large)?.contents as MarkupContent | undefined)?.value ?? '', /type/, 'the large one is answered too');
});

test('isolation: two large documents never make a small one wait: its diagnostics come first', async () => {
  const c = await start();
  await openLarge(c);
  c.open(LARGE2, largeText.replace('"format":"email"', '"format":"uri"'));
  c.open(SMALL, smallText);
  assert.deepEqual(codes(await c.diagnosticsFor(SMALL)), ['pedelec/unsupported-keyword']);
  assert.deepEqual(
    [LARGE, LARGE2].filter((uri) => c.published.has(uri)),
    [],
    'the small document was diagnosed before either large one (one worker runs large documents, the other small ones)',
  );
  for (const uri of [LARGE, LARGE2]) assert.deepEqual(codes(await c.diagnosticsFor(uri)), ['pedelec/unsupported-keyword']);
});

test('isolation: a hover on a large document that the client cancels is answered RequestCancelled without waiting for it', async () => {
  const c = await start();
  await openLarge(c);
  c.open(LARGE2, largeText.replace('"format":"email"', '"format":"uri"'));
  // The second large document waits for the first; its hover waits for its analysis, until the client cancels it.
  const source = new CancellationTokenSource();
  const hover = c.connection.sendRequest('textDocument/hover', { textDocument: { uri: LARGE2 }, position: HOVER_ON_TYPE }, source.token);
  source.cancel();
  await assert.rejects(hover, isCancelled);
  assert.ok(!c.published.has(LARGE2), 'answered before the document was even analysed');
  assert.deepEqual(codes(await c.diagnosticsFor(LARGE2)), ['pedelec/unsupported-keyword'], 'its diagnostics still come');
  const again = await c.request<Hover | null>('textDocument/hover', { textDocument: { uri: LARGE2 }, position: HOVER_ON_TYPE });
  assert.match((again?.contents as MarkupContent | undefined)?.value ?? '', /type/, 'a later hover is answered');
});

/** 20,000 properties: a 16 MB heap is too small for their analysis, the default 1,024 MB is not. */
const huge = JSON.stringify({
  type: 'object',
  properties: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`p${i}`, { type: 'string', format: 'email' }])),
});

test('isolation: a worker that runs out of memory leaves a problem saying so and what to do; the server carries on', async () => {
  // A 16 MB heap (the default is 1,024 MB): 20,000 properties need more, a small document far less.
  const c = await start({ env: { TOOLSCHEMA_WORKER_MEMORY_MB: '16' } });
  c.open(LARGE, huge);
  const [problem, ...more] = await c.diagnosticsFor(LARGE);
  assert.deepEqual(more, []);
  assert.equal(problem.code, 'toolschema/rule-failed');
  assert.match(problem.message, /ran out of memory checking this file \(an analysis may use 16 MB\)/);
  assert.match(problem.message, /Split it into smaller files.*TOOLSCHEMA_WORKER_MEMORY_MB to more than 16/);
  assert.ok(
    c.logs.some((l) => /an analysis worker stopped \(out of memory analysing file:\/\/\/w\/large\.args\.json\)/.test(l)),
    'the log says which document',
  );
  c.open(SMALL, smallText);
  assert.deepEqual(codes(await c.diagnosticsFor(SMALL)), ['pedelec/unsupported-keyword'], 'another worker took its place');
  assert.equal(c.process.exitCode, null, 'the server is alive');
});

test("isolation: the workers' memory is the setting toolschema.workerMemoryMB; a change replaces them", async () => {
  const c = await start({ settings: { workerMemoryMB: 16 } });
  c.open(LARGE, huge);
  const [problem] = await c.diagnosticsFor(LARGE);
  assert.equal(problem.code, 'toolschema/rule-failed');
  assert.match(problem.message, /an analysis may use 16 MB\).*set toolschema\.workerMemoryMB to more than 16\./);
  // The user raises it: the document is analysed again, by a worker with the new limit, and checked.
  c.settings = {};
  c.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
  const checked = await c.diagnosticsFor(LARGE, (ds) => ds[0]?.code !== 'toolschema/rule-failed');
  assert.ok(checked.length > 0 && checked.every((d) => d.code !== 'toolschema/rule-failed'), String(codes(checked)));
});

/**
 * 773 bytes whose first analysis takes seconds of CPU: 12 fields of 12 fields of … four levels deep (20,736 strings),
 * in budget. Only that analysis tells what the script costs.
 */
function smallButSlow(): string {
  let text = `import { defineTool } from '@kaoruisaac/pedelec';\nconst a0 = { type: 'string', format: 'email' };\n`;
  for (let i = 1; i <= 4; i++)
    text += `const a${i} = { type: 'object', properties: { ${Array.from({ length: 12 }, (_, j) => `p${j}: a${i - 1}`).join(', ')} } };\n`;
  return `${text}export const t = defineTool({ name: 't', description: 'd', argsSchema: a4 });\n`;
}

test("isolation: a hover on a small script not yet timed waits in a worker, and another document's hover goes first", async () => {
  const c = await start();
  const SLOW = 'file:///w/slow.ts';
  c.open(SMALL, smallText);
  c.open(SLOW, smallButSlow(), 'typescript');
  const order: string[] = [];
  const hover = (uri: string, position: { line: number; character: number }) =>
    c.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position }).then((h) => {
      order.push(uri);
      return h;
    });
  const slow = hover(SLOW, { line: 1, character: 14 }); // `type` in a0
  const small = hover(SMALL, HOVER_ON_TYPE);
  assert.match((await slow)?.contents ? ((await slow)!.contents as MarkupContent).value : '', /type/, "the script's hover answers");
  assert.ok(await small);
  assert.deepEqual(order, [SMALL, SLOW], 'the small document was answered first');
});
