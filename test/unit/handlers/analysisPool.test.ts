/**
 * The server's diagnostics analyses off its thread (node/analysisPool.ts, handlers/analyses.ts): the worker gives
 * what the in-thread analysis gives, a newer text replaces the one queued for the same document, imports read the
 * open documents' texts, a worker that fails leaves a diagnostic saying so, never silence, and only costly
 * documents go to a worker at all.
 */
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CancellationTokenSource } from 'vscode-languageserver';
import { AnalysisPool, COSTLY_CHARS } from '../../../server/src/node/analysisPool';
import { answer } from '../../../server/src/handlers/answers';
import { AnalysisCache, summarise, type AnalysisRequest, type RemoteAnalyser } from '../../../server/src/handlers/analyses';
import { analyzeForEveryFile } from '../../../server/src/core/pipeline/severities';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { ENGINE } from '../../helpers/engine';

const SERVER = path.resolve(__dirname, '../../../../dist/server.js');
const logs: string[] = [];
const pool = new AnalysisPool(SERVER, (m) => logs.push(m));
after(() => pool.close());

const request = (uri: string, text: string, version = 1, languageId = 'json'): AnalysisRequest => ({
  uri,
  languageId,
  version,
  text,
  settings: DEFAULT_SETTINGS,
});
const args = (keyword: string) => `{ "type": "object", "properties": { "q": { "type": "string", ${keyword} } } }`;
const codes = (r: { diagnostics: { code?: unknown }[] }) => r.diagnostics.map((d) => d.code);

test('analysis pool: a worker gives the diagnostics the in-thread analysis gives', async () => {
  const r = request('file:///w/a.args.json', args('"format": "email", "minLength": -1'));
  const inThread = summarise(analyzeForEveryFile(r, DEFAULT_SETTINGS, { engine: ENGINE }));
  const remote = await pool.analyse(r);
  assert.deepEqual(remote.diagnostics, inThread.diagnostics);
  assert.deepEqual(remote.keys, inThread.keys);
  assert.deepEqual(remote.association, inThread.association);
  assert.ok(remote.diagnostics.length >= 2);
});

test('analysis pool: texts of one document asked while its analysis runs: the newest replaces the queued one', async () => {
  const uri = 'file:///w/b.args.json';
  const first = pool.analyse(request(uri, args('"format": "email"'), 1));
  const second = pool.analyse(request(uri, args('"format": "uri"'), 2));
  const third = pool.analyse(request(uri, args('"contentEncoding": "base64"'), 3));
  assert.equal(second, third, 'one queued analysis per document');
  assert.match((await first).diagnostics[0].message, /"format"/);
  const newest = await second;
  assert.deepEqual(codes(newest), ['pedelec/unsupported-keyword']);
  assert.match(newest.diagnostics[0].message, /"contentEncoding"/, 'the newest text was analysed');
});

test('analysis pool: a script reads the open text of a module it imports, not the file on disk', async () => {
  const head = "import { defineTool } from '@kaoruisaac/pedelec';\nimport { s } from './shared';\n";
  const tool = `${head}defineTool({ name: 't', description: 'd', argsSchema: s });\n`;
  pool.text('file:///w/shared.ts', "export const s = { type: 'object', properties: { q: { type: 'string', format: 'email' } } };\n");
  const r = request('file:///w/tool.ts', tool, 1, 'typescript');
  const found = await pool.analyse({ ...r, roots: ['file:///w/'] });
  assert.deepEqual([...found.elsewhere.keys()], ['file:///w/shared.ts'], 'the problem is in the open module');
  assert.ok(found.reads.includes('file:///w/shared.ts'));
  pool.drop('file:///w/shared.ts');
  const gone = await pool.analyse({ ...r, version: 2, text: `${tool}\n`, roots: ['file:///w/'] });
  assert.equal(gone.elsewhere.size, 0, 'closed, and not on disk: not read');
});

test('analysis cache: a remote analysis that fails gives toolschema/rule-failed, not silence', async () => {
  const failing: RemoteAnalyser = {
    analyse: () => Promise.reject(new Error('worker out of memory')),
    costly: () => true,
    timed: () => {},
    wasTimed: () => true,
    answer: () => Promise.reject(new Error('worker out of memory')),
    text: () => {},
    drop: () => {},
  };
  const seen: string[] = [];
  const cache = new AnalysisCache(
    () => DEFAULT_SETTINGS,
    (m) => seen.push(m),
    { engine: ENGINE, remote: failing },
  );
  const diagnostics = await cache.diagnostics(TextDocument.create('file:///w/c.args.json', 'json', 1, args('"format": "email"')));
  assert.deepEqual(
    diagnostics.map((d) => d.code),
    ['toolschema/rule-failed'],
  );
  assert.match(diagnostics[0].message, /could not finish checking this file: the analysis failed \(Error: worker out of memory\)/);
  assert.ok(
    seen.some((m) => m.includes('worker out of memory')),
    'the log says why',
  );
});

/** The pool, with each request it is asked written to `asked` (`analyse <uri>`, `<answer> <uri>`); `over` replaces parts. */
const recordingPool = (asked: string[], over: Partial<RemoteAnalyser>): RemoteAnalyser => ({
  analyse: (r) => (asked.push(`analyse ${r.uri}`), pool.analyse(r)),
  costly: () => false,
  timed: () => {},
  wasTimed: () => true,
  answer: (r, name, a) => (asked.push(`${name} ${r.uri}`), pool.answer(r, name, a)),
  text: () => {},
  drop: () => {},
  ...over,
});

test('analysis cache: a cheap document is analysed once, in the thread, for diagnostics and hover; a costly one remotely', async () => {
  const asked: string[] = [];
  const remote = recordingPool(asked, {
    costly: (uri) => uri.includes('costly'),
    timed: (uri) => void asked.push(`timed ${uri}`),
  });
  const cache = new AnalysisCache(
    () => DEFAULT_SETTINGS,
    () => {},
    { engine: ENGINE, remote },
  );
  const position = { line: 0, character: 4 };
  for (const uri of ['file:///w/cheap.args.json', 'file:///w/costly.args.json']) {
    const doc = TextDocument.create(uri, 'json', 1, args('"format": "email"'));
    assert.deepEqual(
      (await cache.diagnostics(doc)).map((d) => d.code),
      ['pedelec/unsupported-keyword'],
    );
    assert.ok(await cache.answer(doc, 'hover', { position }));
  }
  assert.deepEqual(asked, ['timed file:///w/cheap.args.json', 'analyse file:///w/costly.args.json', 'hover file:///w/costly.args.json']);
});

test('analysis cache: a text analysed in the thread gets its diagnostics from that analysis, though it made the document costly', async () => {
  // Under load a small document's first analysis can take COSTLY_MS: its next text goes to a worker, this one is done.
  const costly = new Set<string>();
  const asked: string[] = [];
  const remote = recordingPool(asked, { costly: (uri) => costly.has(uri), timed: (uri) => void costly.add(uri) });
  const cache = new AnalysisCache(
    () => DEFAULT_SETTINGS,
    () => {},
    { engine: ENGINE, remote },
  );
  const doc = TextDocument.create('file:///w/slow.args.json', 'json', 1, args('"format": "email"'));
  assert.ok(await cache.answer(doc, 'hover', { position: { line: 0, character: 4 } }));
  assert.deepEqual(
    (await cache.diagnostics(doc)).map((d) => d.code),
    ['pedelec/unsupported-keyword'],
  );
  assert.deepEqual(asked, [], 'nothing asked of the worker for the text the thread has analysed');
  const next = TextDocument.create(doc.uri, 'json', 2, args('"format": "uri"'));
  await cache.diagnostics(next);
  assert.deepEqual(asked, ['analyse file:///w/slow.args.json'], 'the next text goes to the worker');
});

test('analysis pool: an analysis in the server thread that took COSTLY_MS makes its document costly', () => {
  const own = new AnalysisPool(SERVER, (m) => logs.push(m), { costlyMs: 100 });
  const uri = 'file:///w/timed.args.json';
  own.timed(uri, 99);
  assert.equal(own.costly(uri, '{}'), false);
  own.timed(uri, 100);
  assert.equal(own.costly(uri, '{}'), true, 'slow: costly');
  own.timed(uri, 1);
  assert.equal(own.costly(uri, '{}'), false, 'fast again: cheap');
});

test('analysis pool: a worker answers hover and code actions as the server thread does (handlers/answers.ts)', async () => {
  const r = request('file:///w/d.args.json', args('"format": "email", "minLength": -1'));
  const analysis = analyzeForEveryFile(r, DEFAULT_SETTINGS, { engine: ENGINE });
  const env = { settings: DEFAULT_SETTINGS };
  const position = { line: 0, character: 4 };
  assert.deepEqual(await pool.answer(r, 'hover', { position }), await answer('hover', analysis, { position }, env));
  const { diagnostics } = summarise(analysis);
  const actionArgs = { diagnostics, options: { only: ['quickfix', 'source.fixAll.toolschema'] } };
  const remote = await pool.answer(r, 'codeActions', actionArgs);
  assert.deepEqual(remote, await answer('codeActions', analysis, actionArgs, env));
  assert.ok(remote.some((a) => a.kind === 'source.fixAll.toolschema') && remote.some((a) => a.kind === 'quickfix'));
});

test('analysis pool: a document is costly when it is long, or while its last analysis took COSTLY_MS', async () => {
  const own = new AnalysisPool(SERVER, (m) => logs.push(m), { costlyMs: 0 }); // every analysis takes long enough
  after(() => own.close());
  const uri = 'file:///w/e.args.json';
  const small = args('"format": "email"');
  assert.equal(pool.costly(uri, 'x'.repeat(COSTLY_CHARS)), true, 'long');
  assert.equal(own.costly(uri, small), false, 'not yet analysed');
  await own.analyse(request(uri, small));
  assert.equal(own.costly(uri, small), true, 'its last analysis took long');
  own.drop(uri);
  assert.equal(own.costly(uri, small), false, 'closed: forgotten');
});

test('analysis pool: an answer the client cancels while it waits is dropped from the queue', async () => {
  const own = new AnalysisPool(SERVER, (m) => logs.push(m), { size: 1 });
  after(() => own.close());
  let busyDone = false;
  const busy = own.analyse(request('file:///w/f.args.json', args('"format": "email"'))).then(() => (busyDone = true));
  const source = new CancellationTokenSource();
  const hover = own.answer(
    request('file:///w/g.args.json', args('"format": "uri"')),
    'hover',
    { position: { line: 0, character: 4 } },
    source.token,
  );
  source.cancel();
  await assert.rejects(hover, /cancelled/);
  assert.equal(busyDone, false, 'rejected at once, before the job ahead of it ended');
  await busy;
  const next = await own.analyse(request('file:///w/h.args.json', args('"contentEncoding": "base64"')));
  assert.match(next.diagnostics[0].message, /"contentEncoding"/, 'the worker went on to the next job');
});
