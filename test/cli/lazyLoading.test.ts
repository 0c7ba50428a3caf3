/**
 * The CLI bundle loads a parser only when a file needs it: the TypeScript parser, the Python grammar and the pattern
 * engines are bundles of their own in dist/lib/ (esbuild.mjs), required on first use, so a run over JSON files reads
 * and compiles none of them. A schema's body is read from schemas/ only when something reads it (hover, completion),
 * and a schema's validator module runs on its first require: a run parses no schema body and compiles only the
 * validators of the schemas its files are checked against. Nor does it load Node's own modules it does not need
 * (perf_hooks).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { lazyRequires } from '../helpers/lazyRequires';
import { SCHEMAS } from '../../server/src/core/model/catalog';
import { workspace } from '../helpers/workspace';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
/**
 * The CLI as `npm test` builds it, one file per module (scripts/transpile.mjs): which validator modules a run requires
 * shows there, while the bundle holds them all (esbuild runs each on its first require, as Node does here).
 */
const UNBUNDLED_CLI = path.resolve(__dirname, '../../server/src/cli/main.js');

/** Prints, at exit, the dist/lib/ bundles, schemas/ bodies and generated validator modules this process loaded. */
const REPORT_LOADED = `process.on('exit', () => process.stderr.write('loaded: ' + JSON.stringify(Object.keys(require.cache)
  .filter((f) => /[\\\\/]dist[\\\\/]lib[\\\\/]|[\\\\/]schemas[\\\\/][^\\\\/]+\\.schema\\.json$|[\\\\/]generated[\\\\/]validators[\\\\/]/.test(f))
  .map((f) => f.split(/[\\\\/]/).slice(-2).join('/')).sort()) + '\\n'));\n`;

/** Prints, at exit, the Node built-in modules this process loaded. */
const REPORT_BUILTINS = `process.on('exit', () => process.stderr.write('loaded: ' + JSON.stringify(process.moduleLoadList
  .filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length))) + '\\n'));\n`;

/**
 * What `toolschema-lint <args>` loads in one process (no worker pool: a handful of files), as REPORT_LOADED (or
 * `report`) lists it; `args`: every file written, unless given.
 */
function loaded(files: Record<string, string>, { cli = CLI, report = REPORT_LOADED, args = Object.keys(files) } = {}): string[] {
  const dir = workspace({ ...files, 'report-loaded.js': report });
  const r = spawnSync(process.execPath, ['--require', path.join(dir, 'report-loaded.js'), cli, ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
  assert.ok(r.status === 0 || r.status === 1, r.stdout + r.stderr);
  const line = /^loaded: (.*)$/m.exec(r.stderr);
  assert.ok(line, r.stderr);
  return JSON.parse(line[1]) as string[];
}

const ARGS = '{ "type": "object", "properties": { "q": { "type": "string" } } }\n';
const PATTERN_ARGS = '{ "type": "object", "properties": { "q": { "type": "string", "pattern": "^[a-z]+$" } } }\n';
const PLAIN_PY = 'import os\n\n\ndef f() -> str:\n    return os.sep\n';
const PLAIN_TS = "import { z } from 'zod';\nexport const s = z.object({});\n";
const ARCADE_PY = 'from arcade_tdk import tool\n\n\n@tool\ndef echo(message: str) -> str:\n    """Echo it."""\n    return message\n';
const PEDELEC_TS =
  "import { defineTool } from '@kaoruisaac/pedelec';\n\nexport const t = defineTool({ name: 'x', description: 'd', argsSchema: { type: 'object', properties: { q: { type: 'string' } } } });\n";

const ARCADE = (version: string) =>
  JSON.stringify({ name: 'Echo', fully_qualified_name: `Echo.Echo@${version}`, description: 'Echo it.', toolkit: { name: 'Echo' } }) + '\n';

test('cli lazy loading: the bundle requires the parsers and each schema body on first use', () => {
  assert.deepEqual(
    [...new Set(lazyRequires(readFileSync(CLI, 'utf8')))].sort(),
    [
      ...SCHEMAS.map((s) => `../schemas/${s.id}.schema.json`),
      'lib/babel-parser.js',
      'lib/lezer-python.js',
      'lib/re2js.js',
      'lib/regexpp.js',
    ].sort(),
  );
});

test('cli lazy loading: JSON files, and scripts and Python modules naming no module of ours, load no parser bundle nor schema body', () => {
  assert.deepEqual(loaded({ 'a.args.json': ARGS, 'util.py': PLAIN_PY, 'app.ts': PLAIN_TS }), []);
});

test('cli lazy loading: an Arcade Python module loads the Python grammar, and only it', () => {
  assert.deepEqual(loaded({ 'a.args.json': ARGS, 'tools.py': ARCADE_PY }), ['lib/lezer-python.js']);
});

test('cli lazy loading: a pattern in an args schema loads the pattern engines, not the parsers', () => {
  assert.deepEqual(loaded({ 'a.args.json': PATTERN_ARGS }), ['lib/re2js.js', 'lib/regexpp.js']);
});

test('cli lazy loading: a Pedelec script loads the TypeScript parser', () => {
  assert.ok(loaded({ 'tool.ts': PEDELEC_TS }).includes('lib/babel-parser.js'));
});

test('cli lazy loading: Arcade definitions load the validators of the schemas they are checked against, and no schema body', () => {
  const cli = UNBUNDLED_CLI;
  assert.deepEqual(loaded({ 'a.json': ARCADE('1.0.0'), 'b.json': ARCADE('2.0.0') }, { cli }), ['validators/arcade-tool-current.js']);
  const preview = JSON.stringify({ $schema: 'arcade-tool-preview', ...JSON.parse(ARCADE('1.0.0')) });
  assert.deepEqual(loaded({ 'a.json': ARCADE('1.0.0'), 'b.json': preview }, { cli }), [
    'validators/arcade-tool-current.js',
    'validators/arcade-tool-preview.js',
  ]);
  assert.deepEqual(loaded({ 'a.args.json': ARGS, 'tools.py': ARCADE_PY }, { cli }), [
    'validators/arcade-tool-current.js',
    'validators/pedelec-args.js',
  ]);
});

test("cli lazy loading: the config's validator is loaded only to check the config file itself, not to read it", () => {
  const cli = UNBUNDLED_CLI;
  const files = { 'a.json': ARCADE('1.0.0'), 'toolschema.config.json': '{ "rules": { "arcade/missing-description": "warning" } }\n' };
  assert.deepEqual(loaded(files, { cli, args: ['a.json'] }), ['validators/arcade-tool-current.js']);
  assert.deepEqual(loaded(files, { cli }), ['validators/arcade-tool-current.js', 'validators/toolschema-config.js']);
});

test('cli lazy loading: a run over JSON files does not load perf_hooks (a few ms of every process to load)', () => {
  const builtins = loaded({ 'a.args.json': ARGS, 'b.args.json': PATTERN_ARGS }, { report: REPORT_BUILTINS });
  assert.ok(builtins.includes('fs'), builtins.join(', '));
  assert.ok(!builtins.includes('perf_hooks'), builtins.join(', '));
});
