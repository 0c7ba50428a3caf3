/**
 * Issue 24's confusing points on the command line: a run that checked nothing never says "✔ … no problems", a bad
 * option is one clean sentence, the help names the script files, and the --init starter points to a README
 * section that exists.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { workspace } from '../helpers/workspace';
import { lintMain } from '../helpers/lintMain';
import { STARTER } from '../../server/src/cli/configCommands';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
/** The binary, its real stdin and exit code. */
const spawned = (cwd: string, args: string[], input?: string) => {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', input, timeout: 20_000 });
  assert.notEqual(r.status, null, 'the CLI finished');
  return { status: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
};
/** What a run says: main in this process (test/helpers/lintMain.ts). */
const run = (cwd: string, args: string[]) => lintMain(cwd, args);

test('issue 24: --stdin without --stdin-filename, on text no schema applies to, is not a pass: it says what to add, exit 2', () => {
  const dir = workspace({});
  const r = spawned(dir, ['--stdin'], '{ "type": "object" }');
  assert.equal(r.status, 2);
  assert.doesNotMatch(r.stdout, /✔|no problems/);
  assert.match(r.stdout, /^No file was checked\.$/m);
  assert.match(r.stderr, /no toolschema schema applies to this text by its content; give --stdin-filename a name/);
  const named = spawned(dir, ['--stdin', '--stdin-filename', 'q.args.json'], '{ "type": "object" }');
  assert.equal(named.status, 0, named.stderr);
  assert.match(named.stdout, /✔ 1 file checked, no problems\./);
});

test('issue 24: a path that does not exist is named, and the summary does not claim a pass (exit 2)', async () => {
  const dir = workspace({});
  const r = await run(dir, ['missing.args.json']);
  assert.equal(r.status, 2);
  assert.equal(r.stderr, 'toolschema-lint: missing.args.json: no such file or directory\n');
  assert.equal(r.stdout, 'No file was checked.\n');
});

test('issue 24: an unknown option, or one missing its value, is one clean line (no Node text, balanced quotes), exit 2', async () => {
  const dir = workspace({});
  for (const [args, line] of [
    [['--frobnicate', '.'], 'toolschema-lint: unknown option "--frobnicate". Run toolschema-lint --help for the options.\n'],
    [['-x'], 'toolschema-lint: unknown option "-x". Run toolschema-lint --help for the options.\n'],
    [['.', '-f'], 'toolschema-lint: option "-f" needs a value. Run toolschema-lint --help for the options.\n'],
    [['--quiet=yes', '.'], 'toolschema-lint: option "--quiet=yes" takes no value. Run toolschema-lint --help for the options.\n'],
  ] as const) {
    const r = await run(dir, [...args]);
    assert.equal(r.status, 2, args.join(' '));
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, line);
  }
});

test('issue 24: --help says TypeScript and JavaScript files are linted', async () => {
  const r = await run(workspace({}), ['--help']);
  assert.equal(r.status, 0);
  assert.match(r.stdout, /TypeScript or JavaScript files that import Pedelec: \.ts \.tsx \.mts \.cts \.js \.jsx \.mjs \.cjs/);
});

test("issue 24: the --init starter's README section exists under that name", () => {
  const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  const section = /the README's "([^"]+)" section/.exec(STARTER)?.[1];
  assert.ok(section, 'the starter names a section');
  assert.match(readme, new RegExp(`^##+ ${section}$`, 'm'));
});

test('issue 24: the README installs from the release file first (the package is not on the registry)', () => {
  const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  const install = /## Install[\s\S]*?```sh\n([\s\S]*?)```[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[2] ?? '';
  assert.match(install.split('\n')[0], /^npm install -D \.\/toolschema-\d+\.\d+\.\d+\.tgz/);
  assert.doesNotMatch(readme, /^npm install -D toolschema\b/m);
});
