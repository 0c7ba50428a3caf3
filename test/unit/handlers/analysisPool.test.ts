/**
 * The server's diagnostics analyses off its thread (node/analysisPool.ts, handlers/analyses.ts): the worker gives
 * what the in-thread analysis gives, a newer text replaces the one queued for the same document, imports read the
 * open documents' texts, and a worker that fails leaves a diagnostic saying so, never silence.
 */
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisPool } from '../../../server/src/node/analysisPool';
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
