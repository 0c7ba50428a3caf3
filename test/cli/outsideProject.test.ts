/**
 * Issue 25 row 9 on the command line: a script's imports are read only inside the project (the current folder, the
 * config's folder, the folders named, `moduleRoots`), so a pull request cannot make a CI report quote a file from
 * elsewhere on the machine; and toolschema-convert reads its input with the same hardened reader.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { workspace } from '../helpers/workspace';
import { convertMain, lintMain } from '../helpers/lintMain';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
const CONVERT = path.resolve(__dirname, '../../../dist/convert.js');
const TIMEOUT_MS = 20_000;
/** The binary: the FIFO and device refusals are about what its process reads and how it exits. */
const spawned = (bin: string, cwd: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', timeout: TIMEOUT_MS });
  assert.notEqual(r.status, null, `did not finish within ${TIMEOUT_MS} ms (signal ${r.signal})`);
  return { status: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
};
/** What a report says: toolschema-lint's main in this process (test/helpers/lintMain.ts). */
const lint = (cwd: string, ...args: string[]) => lintMain(cwd, args);
/** toolschema-convert's main in this process. */
const convert = (cwd: string, ...args: string[]) => convertMain(cwd, args);

const SECRET = 'SECRET-TOKEN-1234';
const tool = (specifier: string) => `import { defineTool } from '@kaoruisaac/pedelec';
import secret from '${specifier}';

export const t = defineTool({
  name: 'leak',
  description: 'Leak.',
  argsSchema: { type: 'object', properties: { q: { type: 'number', enum: [secret.token] } } },
  handler: async () => 'ok',
});
`;
/** `proj/` is linted; `outside/secret.json` sits beside it, as a credential file would elsewhere on a CI machine. */
const layout = (files: Record<string, string>) => {
  const dir = workspace({ 'outside/secret.json': JSON.stringify({ token: SECRET }), ...files });
  return { dir, proj: path.join(dir, 'proj') };
};

for (const format of ['text', 'github', 'json', 'sarif', 'junit'])
  test(`row 9: an import of ../outside/secret.json is not read; -f ${format} never shows the secret and names the import`, async () => {
    const { proj } = layout({ 'proj/src/a.ts': tool('../../outside/secret.json') });
    const r = await lint(proj, '.', '-f', format);
    assert.doesNotMatch(r.stdout + r.stderr, new RegExp(SECRET));
    assert.match(r.stdout, /toolschema\/import-outside-project/);
    assert.match(r.stdout, /\.\.\/\.\.\/outside\/secret\.json.{0,20}names a file outside the project(&apos;|')s folders/);
    if (format === 'github')
      assert.match(r.stdout, /^::warning file=src\/a\.ts,line=2,col=20,.*title=toolschema\/import-outside-project::/m);
  });

test('row 9: an absolute import, a tsconfig paths target and a link leading out are not read either', async () => {
  const { dir, proj } = layout({
    'proj/src/abs.ts': tool('ABSOLUTE'),
    'proj/src/alias.ts': tool('@ci/secret.json'),
    'proj/src/linked.ts': tool('./link.json'),
    'proj/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@ci/*': ['../outside/*'] } } }),
  });
  const abs = path.join(proj, 'src/abs.ts');
  writeFileSync(abs, tool(path.join(dir, 'outside/secret.json')));
  symlinkSync(path.join(dir, 'outside/secret.json'), path.join(proj, 'src/link.json'));
  const r = await lint(proj, '.');
  assert.doesNotMatch(r.stdout + r.stderr, new RegExp(SECRET));
  assert.match(r.stdout, /^src\/abs\.ts:2:20 {2}warning {2}The import ".*outside\/secret\.json" names a file outside/m);
  assert.match(r.stdout, /^src\/alias\.ts:2:20 {2}warning {2}The import "@ci\/secret\.json" names a file outside/m);
});

test('row 9: moduleRoots in the config lets the imports read that folder, and then its values are checked', async () => {
  const { proj } = layout({
    'proj/src/a.ts': tool('../../outside/secret.json'),
    'proj/toolschema.config.json': JSON.stringify({ moduleRoots: ['../outside'] }),
  });
  const r = await lint(proj, '.');
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stdout, /^\.\.\/outside\/secret\.json:1:\d+ {2}error .*pedelec\/enum-type-mismatch$/m);
  assert.doesNotMatch(r.stdout, /import-outside-project/);
});

test('row 9: a folder named on the command line is a root of its own: its imports inside it are read', async () => {
  const { dir } = layout({ 'proj/src/a.ts': tool('../shared.json'), 'proj/shared.json': JSON.stringify({ token: 'x' }) });
  const inner = await lint(path.join(dir, 'outside'), path.join(dir, 'proj/src'));
  assert.match(inner.stdout, /import-outside-project/, 'proj/shared.json lies outside proj/src and the current folder');
  const named = await lint(path.join(dir, 'outside'), path.join(dir, 'proj'));
  assert.match(named.stdout, /^\S*proj\/shared\.json:1:\d+ {2}error .*pedelec\/enum-type-mismatch$/m, named.stdout + named.stderr);
});

test('row 9: toolschema-convert refuses /dev/zero and a FIFO with a message (no gigabyte, no hang), exit 2', () => {
  const dir = workspace({});
  assert.equal(spawnSync('mkfifo', [path.join(dir, 'pipe.json')]).status, 0, 'mkfifo');
  const fifo = spawned(CONVERT, dir, '--to', 'openai', 'pipe.json');
  assert.equal(fifo.status, 2);
  assert.equal(fifo.stdout, '');
  assert.match(fifo.stderr, /^toolschema-convert: cannot read pipe\.json: a FIFO \(named pipe\), not a regular file/);
  const zero = spawned(CONVERT, dir, '--to', 'pedelec', '/dev/zero');
  assert.equal(zero.status, 2);
  assert.match(zero.stderr, /^toolschema-convert: cannot read \S*dev\/zero: a device, not a regular file/);
});

test('issue 24: toolschema-convert on a .ts file says what it reads instead of "not valid JSON"', () => {
  const dir = workspace({ 'tools.ts': tool('./x.json') });
  const r = convert(dir, '--to', 'openai', 'tools.ts');
  assert.equal(r.status, 2);
  assert.equal(r.stdout, '');
  assert.match(
    r.stderr,
    /^toolschema-convert: tools\.ts: not a JSON file \(toolschema-lint reads it as one of the TypeScript or JavaScript files that import Pedelec\); toolschema-convert reads JSON files only/,
  );
  assert.doesNotMatch(r.stderr, /valid JSON/);
});

test('toolschema-convert --to pedelec on a .py file: the language registry says it is not a JSON file (never read as JSON)', () => {
  const dir = workspace({ 'tools.py': 'from arcade_tdk import tool\n' });
  const r = convert(dir, '--to', 'pedelec', 'tools.py');
  assert.equal(r.status, 2);
  assert.equal(r.stdout, '');
  assert.match(
    r.stderr,
    /^toolschema-convert: tools\.py: not a JSON file \(toolschema-lint reads it as one of the Python files that import/,
  );
});
