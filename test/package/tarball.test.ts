/**
 * The npm package as a user gets it: `npm pack`, then `npm install --offline <tarball>` into an empty project, then
 * the installed bins. Needs dist/ (`npm run test:package` builds it). Prints the installed file count and size.
 */
import { test, before, after } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lazyRequires } from '../helpers/lazyRequires';
import { LspClient } from '../helpers/lspClient';

const REPO = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8'));
const SERVER_BIN = 'toolschema-language-server';

const badArgs = '{\n  "type": "object",\n  "properties": { "q": { "type": "string", "format": "email" } }\n}\n';
const goodArgs =
  '{\n  "type": "object",\n  "properties": { "q": { "type": "string", "description": "Search text." } },\n  "required": ["q"]\n}\n';

let tmp: string;
let project: string;
let installed: string;

/** The environment without the `npm_*` variables of the `npm run` that started this test (they point at the repo). */
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_')));

function npm(cwd: string, ...args: string[]) {
  const r = spawnSync('npm', args, { cwd, env, encoding: 'utf8' });
  assert.equal(r.status, 0, `npm ${args.join(' ')} failed in ${cwd}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** Every file under `dir`, relative to it. */
function walk(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

before(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'toolschema-package-'));
  const [packed] = JSON.parse(npm(REPO, 'pack', '--json', '--pack-destination', tmp));
  assert.equal(packed.filename, `toolschema-${manifest.version}.tgz`);
  project = path.join(tmp, 'project');
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), '{ "name": "empty-project", "version": "1.0.0", "private": true }\n');
  writeFileSync(path.join(project, 'good.args.json'), goodArgs);
  writeFileSync(path.join(project, 'bad.args.json'), badArgs);
  // Offline: the package must install from the tarball alone, with nothing fetched.
  npm(project, 'install', '--offline', '--no-audit', '--no-fund', path.join(tmp, packed.filename));
  installed = path.join(project, 'node_modules', 'toolschema');
});
after(() => rmSync(tmp, { recursive: true, force: true }));

/** `npx --no BIN …` in the project: the installed bin or a failure, never a download. */
const npx = (...args: string[]) => spawnSync('npx', ['--no', '--', ...args], { cwd: project, env, encoding: 'utf8' });

test('package: installs nothing but itself, and no tests, TypeScript sources or configuration', (t) => {
  const modules = readdirSync(path.join(project, 'node_modules')).filter((n) => !n.startsWith('.'));
  assert.deepEqual(modules, ['toolschema'], 'runtime dependencies were installed');
  const ownManifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  assert.deepEqual(ownManifest.dependencies ?? {}, {});
  const files = walk(installed);
  assert.deepEqual(
    files.filter((f) => f.split(path.sep)[0] === 'test' || /\.ts$/.test(f) || /^tsconfig|\.mjs$/.test(f)),
    [],
  );
  for (const bin of Object.values<string>(manifest.bin)) assert.ok(files.includes(path.normalize(bin)), `${bin} is missing`);
  const bytes = files.reduce((sum, f) => sum + statSync(path.join(installed, f)).size, 0);
  t.diagnostic(`installed package: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB unpacked`);
});

test('package: npx toolschema-lint exits 0 on a good file, 1 with the rule id on a bad one, 2 without files', () => {
  const good = npx('toolschema-lint', 'good.args.json');
  assert.equal(good.status, 0, good.stdout + good.stderr);
  const bad = npx('toolschema-lint', 'bad.args.json');
  assert.equal(bad.status, 1, bad.stdout + bad.stderr);
  assert.match(bad.stdout, /^bad\.args\.json:3:44 {2}error {2}.* {2}pedelec\/unsupported-keyword$/m);
  const none = npx('toolschema-lint');
  assert.equal(none.status, 2);
  assert.match(none.stderr, /no files given/);
});

test('package: holds every bundle the bins require on first use, and they run from it', () => {
  const dist = path.join(installed, 'dist');
  for (const bundle of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    const required = lazyRequires(readFileSync(path.join(dist, bundle), 'utf8'));
    for (const lib of required) assert.ok(statSync(path.join(dist, lib)).isFile(), `dist/${bundle} requires dist/${lib}`);
  }
  assert.ok(lazyRequires(readFileSync(path.join(dist, 'cli.js'), 'utf8')).length >= 2, 'the CLI loads no parser on first use');
  // The Python grammar and the TypeScript parser, loaded from dist/lib/ by the first file that needs them.
  writeFileSync(
    path.join(project, 'tools.py'),
    'from arcade_tdk import tool\n\n\n@tool\ndef echo(message: str) -> str:\n    """Echo it."""\n    return message\n',
  );
  writeFileSync(
    path.join(project, 'tool.ts'),
    "import { defineTool } from '@kaoruisaac/pedelec';\n\nexport const t = defineTool({ name: 'x', description: 'd', argsSchema: { type: 'object', properties: { q: { type: 'string', format: 'email' } } } });\n",
  );
  const r = npx('toolschema-lint', 'tools.py', 'tool.ts');
  assert.equal(r.status, 1, r.stdout + r.stderr);
  assert.match(r.stdout, /^tool\.ts:3:\d+ {2}error {2}.* {2}pedelec\/unsupported-keyword$/m);
  assert.match(r.stdout, /^tools\.py:5:10 {2}error {2}.* {2}arcade-python\/missing-parameter-description$/m);
});

test('package: every command-line bin answers --help, and toolschema-lint --version names this version', () => {
  for (const bin of Object.keys(manifest.bin).filter((b) => b !== SERVER_BIN)) {
    const r = npx(bin, '--help');
    assert.equal(r.status, 0, `${bin} --help: ${r.stderr}`);
    assert.match(r.stdout, new RegExp(`Usage: ${bin}\\b`));
  }
  assert.equal(npx('toolschema-lint', '--version').stdout.trim(), `toolschema-lint ${manifest.version}`);
});

test('package: toolschema-language-server --stdio answers initialize and publishes diagnostics', async () => {
  const bin = path.join(project, 'node_modules', '.bin', SERVER_BIN);
  const client = await LspClient.start({ command: [bin, '--stdio'] });
  try {
    assert.deepEqual(client.initializeResult.serverInfo, { name: SERVER_BIN, version: manifest.version });
    const uri = pathToFileURL(path.join(project, 'bad.args.json')).href;
    client.open(uri, badArgs);
    const diagnostics = await client.diagnosticsFor(uri, (d) => d.length > 0);
    assert.deepEqual(
      diagnostics.map((d) => [d.source, d.code, d.range.start.line, d.range.start.character]),
      [['toolschema', 'pedelec/unsupported-keyword', 2, 43]],
    );
  } finally {
    await client.stop();
  }
});
