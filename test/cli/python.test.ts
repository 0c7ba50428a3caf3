// Python files through the CLIs (the bundled binary once, then each bin's main in this process): toolschema-lint
// walks .py files (parsing only those naming an Arcade module) in every output format; toolschema-convert --to arcade
// prints the definitions in model_dump's shape.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { convertMain, lintMain } from '../helpers/lintMain';

const ROOT = path.resolve(__dirname, '../../..');
const APP = 'test/fixtures/python-app';
/** The bundled binary: the first test proves dist/ carries the Python parser and exits 1 on the faults. */
const spawned = (bin: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, 'dist', bin), ...args], { cwd: ROOT, encoding: 'utf8' });
/** What the rest check is content: each bin's main in this process (no Node start per run). */
const lint = (...args: string[]) => lintMain(ROOT, args);
const convert = (...args: string[]) => convertMain(ROOT, args);

test('python cli: the fixture package — each planted fault found exactly, clean modules and modules naming no Arcade module quiet', () => {
  const r = spawned('cli.js', '--format', 'json', APP);
  assert.equal(r.status, 1, r.stderr);
  const results = JSON.parse(r.stdout) as { filePath?: string; path?: string; messages?: { ruleId: string; line: number }[] }[];
  const found = results.flatMap((f) => (f.messages ?? []).map((m) => `${path.basename(f.filePath ?? f.path ?? '')}:${m.line} ${m.ruleId}`));
  assert.deepEqual(found, [
    'faults.py:7 arcade-python/invalid-app',
    'faults.py:7 arcade-python/invalid-app',
    'faults.py:11 arcade-python/missing-tool-description',
    'faults.py:16 arcade-python/missing-parameter-description',
    'faults.py:16 arcade-python/field-description-ignored',
    'faults.py:22 arcade-python/union-type',
    'faults.py:22 arcade-python/missing-parameter-description',
    'faults.py:22 arcade-python/unsupported-type',
    'faults.py:28 arcade-python/missing-return-type',
    'faults.py:33 arcade/metadata-contradiction',
    'faults.py:40 arcade-python/duplicate-tool-name',
  ]);
});

test('python cli: sarif and github formats carry the Python rule ids', async () => {
  const sarif = JSON.parse((await lint('--format', 'sarif', `${APP}/src/trail_server/faults.py`)).stdout);
  assert.ok(sarif.runs[0].results.some((r: { ruleId: string }) => r.ruleId === 'arcade-python/union-type'));
  const github = (await lint('--format', 'github', `${APP}/src/trail_server/faults.py`)).stdout;
  assert.match(github, /^::error file=.*faults\.py,line=22,.*arcade-python\/union-type/m);
});

test('python convert: --to arcade prints every tool of the file in ToolDefinition.model_dump(mode="json") shape', () => {
  const r = convert('--to', 'arcade', `${APP}/src/trail_server/server.py`);
  assert.equal(r.status, 0, r.stderr);
  const [first, ...rest] = JSON.parse(r.stdout);
  assert.equal(rest.length, 2);
  assert.deepEqual(Object.keys(first), [
    'name',
    'fully_qualified_name',
    'description',
    'toolkit',
    'input',
    'output',
    'requirements',
    'deprecation_message',
    'metadata',
    'meta',
  ]);
  assert.deepEqual(first.input.parameters[0], {
    name: 'trail',
    required: true,
    description: "The trail's name",
    value_schema: {
      val_type: 'string',
      inner_val_type: null,
      enum: null,
      properties: null,
      inner_properties: null,
      description: null,
      required_keys: null,
      inner_required_keys: null,
      nullable: null,
    },
    inferrable: true,
  });
  assert.deepEqual(first.requirements, { authorization: null, secrets: null, metadata: null });
  assert.deepEqual(first.metadata, {
    classification: null,
    behavior: { operations: ['read'], read_only: true, destructive: null, idempotent: null, open_world: null },
    extras: null,
  });
  // The app's instructions (not known for a package tool, which says so on stderr) are the toolkit's description.
  assert.deepEqual(first.toolkit, { name: 'TrailServer', description: 'Trail conditions for hikers.', version: '0.3.0' });
  assert.equal(r.stderr, '');
});

test('python convert: what a package tool cannot say statically is null and named on stderr; --to openai takes .py too', () => {
  const r = convert('--to', 'arcade', `${APP}/src/trail_server/package_tools.py`);
  assert.equal(r.status, 0, r.stderr);
  const [segments, search] = JSON.parse(r.stdout);
  assert.equal(segments.toolkit.name, null);
  // Types from the package's own modules: a relative import (an Enum, a TypedDict) and the package-absolute name.
  const [difficulty, segment] = segments.input.parameters.map((p: { value_schema: Record<string, unknown> }) => p.value_schema);
  assert.deepEqual([difficulty.val_type, difficulty.enum], ['string', ['easy', 'hard']]);
  assert.deepEqual(segment.required_keys, ['length_km', 'name']);
  assert.equal(segment.properties.name.description, "The segment's signposted name.");
  assert.deepEqual(search.input.parameters[0].value_schema.required_keys, [], 'Options is total=False');
  assert.match(r.stderr, /tool FindSegments: not known statically: \/toolkit\/name/);
  const openai = convert('--to', 'openai', `${APP}/src/trail_server/server.py`);
  assert.equal(openai.status, 0, openai.stderr);
  assert.deepEqual(
    JSON.parse(openai.stdout).map((t: { function: { name: string } }) => t.function.name),
    ['TrailServer_GetConditions', 'TrailServer_ListTrails', 'TrailServer_Closetrail'],
  );
  const none = convert('--to', 'arcade', `${APP}/src/trail_server/shapes.py`);
  assert.equal(none.status, 2);
  assert.match(none.stderr, /no Arcade tool found/);
});
