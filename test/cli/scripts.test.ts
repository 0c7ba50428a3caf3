/**
 * The CLI on TypeScript and JavaScript projects: which script files are read and parsed, and problems reported in
 * the file where they are written (a constant imported from shared.ts), once, in every format.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { workspace } from '../helpers/workspace';
import { lintJson } from '../helpers/lintJson';
import { lintMain } from '../helpers/lintMain';
import { THROUGH_IMPORT } from '../helpers/scripts';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
// The report's content: main in this process (test/helpers/lintMain.ts); the worker-thread and stdin tests spawn the binary.
const run = (cwd: string, ...args: string[]) => lintMain(cwd, args);

interface Result {
  path: string;
  problems: { code: string; line: number; column: number; severity: string }[];
}
const parse = (cwd: string, stdout: string) =>
  (lintJson(stdout) as Result[]).map((r) => [path.relative(cwd, r.path), r.problems.map((p) => `${p.code} ${p.line}:${p.column}`)]);

// `minLength` on a number constrains nothing (pedelec/keyword-type-mismatch, a warning); written once in shared.ts.
const SHARED = `export const limit = {
  type: 'number',
  description: 'How many results.',
  minLength: 1,
};
`;
// Two tools use the constant; the first also requires a property it does not define (pedelec/required-undefined).
const TOOLS = `import { defineTool } from '@kaoruisaac/pedelec';
import { limit } from './shared';

export const search = defineTool({
  name: 'search',
  description: 'Search the catalogue.',
  argsSchema: { type: 'object', properties: { limit }, required: ['limit', 'query'] },
  handler: async () => 'ok',
});

export const list = defineTool({
  name: 'list',
  description: 'List the catalogue.',
  argsSchema: { type: 'object', properties: { limit } },
  handler: async () => 'ok',
});
`;
const project = (extra: Record<string, string> = {}) =>
  workspace({ 'package.json': '{ "name": "app" }', 'src/a.ts': TOOLS, 'src/shared.ts': SHARED, ...extra });

test('cli scripts: a problem in a constant imported from shared.ts is reported in shared.ts, once, though two tools use it', async () => {
  const dir = project();
  const r = await run(dir, '.', '--format', 'json');
  assert.equal(r.status, 1, r.stderr);
  assert.deepEqual(parse(dir, r.stdout), [
    [path.join('src', 'a.ts'), ['pedelec/required-undefined 7:76']],
    [path.join('src', 'shared.ts'), ['pedelec/keyword-type-mismatch 4:3']],
  ]);
  const text = await run(dir, '.');
  assert.equal(text.stdout.match(/shared\.ts:4:3 {2}warning {2}"minLength" applies to string nodes/g)?.length, 1, text.stdout);
  assert.match(text.stdout, /✖ 2 problems \(1 error, 1 warning, 0 info\) in 2 files checked\./);
});

test('cli scripts: the problem in shared.ts keeps its place in SARIF, github and junit too', async () => {
  const dir = project();
  const sarif = JSON.parse((await run(dir, '.', '--format', 'sarif')).stdout);
  const located = sarif.runs[0].results.map(
    (x: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }) => {
      const { artifactLocation, region } = x.locations[0].physicalLocation;
      return `${x.ruleId} ${path.basename(artifactLocation.uri)}:${region.startLine}`;
    },
  );
  assert.deepEqual(located, ['pedelec/required-undefined a.ts:7', 'pedelec/keyword-type-mismatch shared.ts:4']);
  const github = (await run(dir, '.', '--format', 'github')).stdout;
  assert.equal(github.match(/^::warning file=src\/shared\.ts,line=4,col=3,.*title=pedelec\/keyword-type-mismatch::/gm)?.length, 1, github);
  const junit = (await run(dir, '.', '--format', 'junit')).stdout;
  assert.match(junit, /<testsuite [^>]*failures="1" name="src\/shared\.ts">\n {4}<testcase time="0" name="pedelec\/keyword-type-mismatch"/);
});

// A schema checked with satisfies: shared.ts uses Pedelec itself, so it is linted on its own too. Two tools use it,
// one through a spread.
const TYPED_SHARED = `import type { ToolArgsSchema } from '@kaoruisaac/pedelec';

export const pageArgs = {
  type: 'object',
  properties: { limit: { type: 'number', minLength: 1 } },
} satisfies ToolArgsSchema;
`;
const TYPED_TOOLS = `import { defineTool } from '@kaoruisaac/pedelec';
import { pageArgs } from './shared';

export const list = defineTool({ name: 'list', description: 'List the catalogue.', argsSchema: pageArgs });
export const more = defineTool({ name: 'more', description: 'More of the catalogue.', argsSchema: { ...pageArgs } });
`;

test('cli scripts: a file that uses Pedelec itself and is reached from another reports each of its problems once', async () => {
  const dir = project({ 'src/a.ts': TYPED_TOOLS, 'src/shared.ts': TYPED_SHARED });
  const r = await run(dir, '.', '--format', 'json');
  assert.deepEqual(parse(dir, r.stdout), [
    [path.join('src', 'a.ts'), []],
    [path.join('src', 'shared.ts'), ['pedelec/keyword-type-mismatch 5:42']],
  ]);
});

test('cli scripts: directories include .ts .tsx .mts .cts .js .jsx .mjs .cjs that use Pedelec; node_modules and .git are skipped at any depth', async () => {
  const tool = (name: string) =>
    `import { defineTool } from 'pedelec';\nexport default defineTool({ name: '${name}', description: 'd', argsSchema: { type: 'object', required: ['x'] } });\n`;
  const dir = workspace({
    'src/a.tsx': tool('a'),
    'src/b.mts': tool('b'),
    'src/c.cts': tool('c'),
    'src/d.js': tool('d'),
    'src/e.jsx': tool('e'),
    'src/f.mjs': tool('f'),
    'src/g.cjs': tool('g'),
    'node_modules/pedelec/tool.ts': tool('dep'),
    'packages/web/node_modules/dep/tool.ts': tool('nested'),
    '.git/hooks/tool.ts': tool('git'),
  });
  const r = await run(dir, '.', '--format', 'json');
  assert.deepEqual(
    parse(dir, r.stdout).map(([file]) => file),
    ['a.tsx', 'b.mts', 'c.cts', 'd.js', 'e.jsx', 'f.mjs', 'g.cjs'].map((f) => path.join('src', f)),
  );
});

test("cli scripts: the config's ignorePatterns keep out a script file, and the problems written in one that another imports", async () => {
  const dir = project({
    'toolschema.config.json': '{ "ignorePatterns": ["src/generated/**"] }',
    'src/a.ts': TOOLS.replace("from './shared'", "from './generated/shared'"),
    'src/generated/shared.ts': SHARED,
    'src/generated/tool.ts': TOOLS.replace("from './shared'", "from '../shared'"),
  });
  const r = await run(dir, '.', '--format', 'json');
  assert.deepEqual(parse(dir, r.stdout), [[path.join('src', 'a.ts'), ['pedelec/required-undefined 7:76']]]);
});

test("cli scripts: a problem written in another file takes that file's severity from the config's overrides, not the importer's", async () => {
  const severities = async (config: object) => {
    const dir = project({ 'toolschema.config.json': JSON.stringify(config) });
    const r = await run(dir, '.', '--format', 'json');
    return (lintJson(r.stdout) as Result[]).map((x) => [path.relative(dir, x.path), x.problems.map((p) => `${p.code} ${p.severity}`)]);
  };
  const off = (files: string) => ({ overrides: [{ files: [files], rules: { 'pedelec/keyword-type-mismatch': 'off' } }] });
  const error = (files: string) => ({ overrides: [{ files: [files], rules: { 'pedelec/keyword-type-mismatch': 'error' } }] });
  // Off for the importer: the problem is shared.ts's, and shows there as a warning.
  assert.deepEqual(await severities(off('src/a.ts')), [
    [path.join('src', 'a.ts'), ['pedelec/required-undefined error']],
    [path.join('src', 'shared.ts'), ['pedelec/keyword-type-mismatch warning']],
  ]);
  // Off, or an error, for shared.ts itself: so it is, though a.ts found it.
  assert.deepEqual(await severities(off('src/shared.ts')), [[path.join('src', 'a.ts'), ['pedelec/required-undefined error']]]);
  assert.deepEqual(await severities(error('src/shared.ts')), [
    [path.join('src', 'a.ts'), ['pedelec/required-undefined error']],
    [path.join('src', 'shared.ts'), ['pedelec/keyword-type-mismatch error']],
  ]);
});

test('cli scripts: a script file that names no Pedelec module is not parsed (a syntax error says nothing); named, it is said why it is skipped (one over the size limit says it was not checked)', async () => {
  const big = `import { defineTool } from 'pedelec';\nexport const t = defineTool({ name: 't', description: 'd', argsSchema: { type: 'object', required: ['x'] } });\n`;
  const dir = workspace({
    'src/broken.ts': 'export const = {{{ type: "object"\n',
    'src/plain.js': 'module.exports = { type: "object", required: ["x"] };\n',
    'src/comment.ts': '// Not @kaoruisaac/pedelec yet.\nexport const schema = { type: "object", required: ["x"] };\n',
    'big/tools.ts': big + `// ${'x'.repeat(2000)}\n`,
    'toolschema.config.json': '{ "maxFileSizeKB": 1 }',
  });
  const walked = await run(dir, 'src');
  assert.equal(walked.status, 0, walked.stderr);
  assert.equal(walked.stdout, 'No file was checked.\n', 'no tick: nothing was found to pass');
  assert.equal(walked.stderr, '');
  const said = async (file: string) => (await run(dir, file)).stderr.replace(`toolschema-lint: ${path.join(...file.split('/'))}: `, '');
  assert.equal(await said('src/broken.ts'), 'it names none of the Pedelec modules (@kaoruisaac/pedelec, pedelec); not parsed; skipped.\n');
  assert.equal(await said('src/comment.ts'), 'it imports none of the Pedelec modules (@kaoruisaac/pedelec, pedelec); skipped.\n');
  // A script that names Pedelec but is over the limit is not skipped in silence: it says it was not checked (exit 2).
  const large = await run(dir, 'big/tools.ts');
  assert.equal(large.status, 2);
  assert.match(
    large.stdout,
    /tools\.ts:1:1 {2}info {2}This file is larger than toolschema\.maxFileSizeKB \(1 KB, whitespace not counted\): it is not parsed.*toolschema\/file-too-large/,
  );
});

test('cli scripts: pedelecModules in the config names the modules that make a file a Pedelec file', async () => {
  const aliased = TOOLS.replace("'@kaoruisaac/pedelec'", "'@acme/agents'");
  const dir = project({ 'src/a.ts': aliased, 'toolschema.config.json': '{ "pedelecModules": ["@acme/agents"] }' });
  assert.deepEqual(parse(dir, (await run(dir, '.', '--format', 'json')).stdout), [
    [path.join('src', 'a.ts'), ['pedelec/required-undefined 7:76']],
    [path.join('src', 'shared.ts'), ['pedelec/keyword-type-mismatch 4:3']],
  ]);
  const defaults = project({ 'src/a.ts': aliased });
  assert.deepEqual(parse(defaults, (await run(defaults, '.', '--format', 'json')).stdout), []);
});

test("cli scripts: --fix edits the analysed file's own problems only; a problem in an imported file is reported, that file left as is", async () => {
  // a.ts: a repeated required name (a safe fix); shared.ts: "1" for minimum (a safe fix there, but shared.ts does not
  // use Pedelec itself, so nothing edits it).
  const shared = SHARED.replace('minLength: 1', "minimum: '1'");
  const tools = TOOLS.replace("required: ['limit', 'query']", "required: ['limit', 'limit']");
  const dir = project({ 'src/a.ts': tools, 'src/shared.ts': shared });
  const r = await run(dir, '--fix', '.', '--format', 'json');
  assert.equal(readFileSync(path.join(dir, 'src/a.ts'), 'utf8'), tools.replace("required: ['limit', 'limit']", "required: ['limit']"));
  assert.equal(readFileSync(path.join(dir, 'src/shared.ts'), 'utf8'), shared);
  assert.deepEqual(parse(dir, r.stdout), [
    [path.join('src', 'a.ts'), []],
    [path.join('src', 'shared.ts'), ['pedelec/invalid-keyword-value 4:12']],
  ]);
});

test('cli scripts: --fix fixes every file before reporting, so an imported file fixed in its own turn reports nothing stale', async () => {
  // "1" for minimum: a safe fix in shared.ts's own lint; a.ts, linted first, reaches the same value.
  const dir = project({ 'src/a.ts': TYPED_TOOLS, 'src/shared.ts': TYPED_SHARED.replace('minLength: 1', "minimum: '1'") });
  const r = await run(dir, '--fix', '.', '--format', 'json');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.equal(readFileSync(path.join(dir, 'src/shared.ts'), 'utf8'), TYPED_SHARED.replace('minLength: 1', 'minimum: 1'));
  assert.deepEqual(parse(dir, r.stdout), [
    [path.join('src', 'a.ts'), []],
    [path.join('src', 'shared.ts'), []],
  ]);
});

test('cli scripts: --fix-dry-run reports what --fix would leave: an imported file is read as its own fixes leave it', async () => {
  const before = TYPED_SHARED.replace('minLength: 1', "minimum: '1'");
  const dir = project({ 'src/a.ts': TYPED_TOOLS, 'src/shared.ts': before });
  const r = await run(dir, '--fix-dry-run', '.', '--format', 'json');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.equal(readFileSync(path.join(dir, 'src/shared.ts'), 'utf8'), before, 'nothing written');
  const results = lintJson(r.stdout) as (Result & { output?: string })[];
  assert.deepEqual(
    results.map((x) => [path.relative(dir, x.path), x.problems.length, x.output]),
    [
      [path.join('src', 'a.ts'), 0, undefined],
      [path.join('src', 'shared.ts'), 0, TYPED_SHARED.replace('minLength: 1', 'minimum: 1')],
    ],
  );
});

test('cli scripts: the sample app (test/fixtures/pedelec-app) lints with exactly its planted problems, each where it is written', async () => {
  const app = path.resolve(__dirname, '../../../test/fixtures/pedelec-app');
  const r = await run(app, '.', '--format', 'json');
  assert.equal(r.status, 1, r.stderr);
  assert.deepEqual(parse(app, r.stdout), [
    [path.join('src', 'schemas', 'search-schema.json'), ['pedelec/unbounded-array 5:23']],
    [path.join('src', 'schemas', 'shapes.ts'), ['pedelec/keyword-type-mismatch 18:42']],
    [path.join('src', 'session.tsx'), ['pedelec/duplicate-tool-name 25:28']],
    [path.join('src', 'tools', 'searchTools.ts'), ['pedelec/invalid-timeout 8:14']],
    [path.join('src', 'tools', 'shapeTools.ts'), ['pedelec/not-serializable 32:47', 'pedelec/required-undefined 34:35']],
  ]);
});

test('cli scripts: --stdin with --stdin-filename reads the text as that script, its imports from beside that name', () => {
  const dir = project();
  const r = spawnSync(process.execPath, [CLI, '--stdin', '--stdin-filename', 'src/a.ts', '--format', 'json'], {
    cwd: dir,
    input: TOOLS,
    encoding: 'utf8',
  });
  assert.equal(r.status, 1, r.stderr);
  assert.deepEqual(parse(dir, r.stdout), [
    [path.join('src', 'a.ts'), ['pedelec/required-undefined 7:76']],
    [path.join('src', 'shared.ts'), ['pedelec/keyword-type-mismatch 4:3']],
  ]);
});

test('cli scripts: --stdin --fix reads the imports as a file fix does: a problem through an imported constant is fixed', async () => {
  const dir = workspace({ 'package.json': '{ "name": "app" }', 'src/shared.ts': THROUGH_IMPORT.shared });
  const r = await lintMain(dir, ['--stdin', '--stdin-filename', 'src/tools.ts', '--fix'], { readStdin: async () => THROUGH_IMPORT.tools });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, THROUGH_IMPORT.fixed);
});

test('cli scripts: with worker threads, the same report as in one thread (problems found in imports moved across threads)', () => {
  const app = path.resolve(__dirname, '../../../test/fixtures/pedelec-app');
  const env = (extra: Record<string, string>) => ({ ...process.env, ...extra });
  const one = spawnSync(process.execPath, [CLI, '.'], {
    cwd: app,
    encoding: 'utf8',
    env: env({ TOOLSCHEMA_CLI_POOL_THRESHOLD: '1000000' }),
  });
  const pool = spawnSync(process.execPath, [CLI, '.'], {
    cwd: app,
    encoding: 'utf8',
    env: env({ TOOLSCHEMA_CLI_POOL_THRESHOLD: '2', TOOLSCHEMA_CLI_WORKERS: '2' }),
  });
  assert.match(one.stdout, /^src\/schemas\/shapes\.ts:18:42 /m);
  assert.equal(pool.stdout, one.stdout);
  assert.equal(pool.status, one.status);
});
