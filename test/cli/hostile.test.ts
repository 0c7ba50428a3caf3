/**
 * The CLI against input made to trick it (issue 14): each test is named after the row of the table it
 * reproduces. A run that hangs fails on its missing exit status: one that burns CPU (the glob hang took 58 s of CPU
 * before the fix) is stopped by its CPU limit, whatever the machine's load; one that blocks, by the safety net.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chmodSync, closeSync, ftruncateSync, openSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { workspace } from '../helpers/workspace';
import { lintJson } from '../helpers/lintJson';
import { fixture } from '../helpers/diagnose';
import { cpuLimited, HANG_MS, signalled } from '../helpers/hang';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
/** CPU seconds a run may use: an honest one uses under one. */
const CPU_SECONDS = 20;

/** Runs `command` (argv) under the CPU limit and the safety net; the CLI must end by itself. */
const spawnLimited = (command: string[], cwd: string, options: SpawnSyncOptions = {}) => {
  const [cmd, ...args] = cpuLimited(command, CPU_SECONDS);
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: HANG_MS, ...options });
  assert.notEqual(r.status, null, `the CLI did not finish: ${signalled(r.signal, CPU_SECONDS)}`);
  return { status: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
};
const run = (cwd: string, args: string[], options: SpawnSyncOptions = {}) => spawnLimited([process.execPath, CLI, ...args], cwd, options);

const badArgs = '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" } } }\n';
const noStack = (stderr: string) => assert.doesNotMatch(stderr, /\n\s+at |Unhandled|EPIPE/, stderr);

test('row 1: CLI with a many-wildcard association glob beside a 40-a file name finishes, and the glob still matches', () => {
  const dir = workspace({
    'toolschema.config.json': JSON.stringify({ associations: { '*a*a*a*a*a*a*a*a*a*a*b*.json': 'pedelec-args' } }),
    [`${'a'.repeat(40)}.args.json`]: badArgs,
    'xaxaxaxaxaxaxaxaxaxab.json': badArgs,
  });
  const r = run(dir, ['.', '-f', 'json']);
  const linted = (lintJson(r.stdout) as { path: string; schemaId: string }[]).map((x) => `${path.basename(x.path)} ${x.schemaId}`);
  assert.deepEqual(linted, [`${'a'.repeat(40)}.args.json pedelec-args`, 'xaxaxaxaxaxaxaxaxaxab.json pedelec-args']);
});

test('row 3: CLI refuses a FIFO (in a folder and named), a FIFO as --config, /dev/zero and a file over the size cap, and lints the rest', () => {
  const dir = workspace({ 'ok.args.json': badArgs });
  assert.equal(spawnSync('mkfifo', [path.join(dir, 'x.args.json'), path.join(dir, 'config.json')]).status, 0, 'mkfifo');
  const big = openSync(path.join(dir, 'big.args.json'), 'w');
  ftruncateSync(big, 65 * 1024 * 1024); // sparse: nothing is written
  closeSync(big);
  const walked = run(dir, ['.', 'x.args.json', '/dev/zero']);
  assert.equal(walked.status, 2);
  assert.match(walked.stdout, /^ok\.args\.json:1:\d+ {2}error .*pedelec\/unsupported-keyword$/m, 'the regular file is still linted');
  assert.match(walked.stderr, /^toolschema-lint: x\.args\.json: a FIFO \(named pipe\), not a regular file/m);
  assert.match(walked.stderr, /^toolschema-lint: \S*dev\/zero: a device, not a regular file/m);
  assert.match(walked.stderr, /^toolschema-lint: big\.args\.json: 68,157,440 bytes, over the limit of 64 MiB; not read$/m);
  assert.equal(walked.stderr.split('\n').filter((l) => l.includes('x.args.json')).length, 1, 'the FIFO is named once, though found twice');
  noStack(walked.stderr);
  const config = run(dir, ['--config', 'config.json', 'ok.args.json']);
  assert.equal(config.status, 2);
  assert.match(config.stderr, /Cannot read config file .*config\.json: a FIFO \(named pipe\), not a regular file/);
});

test('row 4: CLI config with 20,000 unknown rule ids and one of 100 KB: one bounded summary, and linting goes on', () => {
  const rules: Record<string, string> = { ['x'.repeat(100_000)]: 'off' };
  for (let i = 0; i < 20_000; i++) rules[`pedelec/no-such-rule-${i}`] = 'off';
  const dir = workspace({ 'toolschema.config.json': JSON.stringify({ rules }), 'q.args.json': badArgs });
  const r = run(dir, ['.']);
  assert.equal(r.status, 1, 'the file is linted with the default severities');
  const lines = r.stderr.trim().split('\n');
  assert.equal(lines.length, 4, `three ids named, the rest counted:\n${r.stderr.slice(0, 2000)}`);
  assert.match(lines[3], /toolschema\.rules: unknown rule ids: 19,998 more not listed here\./);
  assert.ok(r.stderr.length < 2000, `stderr stays short (${r.stderr.length} characters)`);
  assert.match(r.stderr, /unknown rule id "x{50,60}…"/, 'a long id is cut');
});

test('row 7: CLI escapes control characters from file names, keys and required entries in text, JSON and SARIF', () => {
  const forged = '\n::error file=src/app.js,line=1::FORGED annotation\u001b[2K\r\u009b';
  const link = '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007';
  const args = JSON.stringify({
    type: 'object',
    properties: { [`q${forged}`]: { type: 'string', format: 'email' } },
    required: [`r${link}${forged}`],
  });
  const tool = JSON.parse(fixture('weather.current.tool.json'));
  tool[`bogus${forged}`] = 1;
  const name = `evil${forged}.args.json`;
  const dir = workspace({ [name]: args, 'wrapper_tools/Forecast.json': JSON.stringify(tool, null, 2) });
  const text = run(dir, ['.']);
  const lines = text.stdout.split('\n');
  assert.ok(lines.length > 3, text.stdout);
  assert.doesNotMatch(text.stdout, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/, 'no control character reaches the terminal');
  for (const line of lines) assert.doesNotMatch(line, /^::/, `no line starts with a workflow command: ${line}`);
  assert.ok(
    lines.filter((l) => l).every((l) => /^(evil\\n::error|wrapper_tools\/|[✔✖] )/.test(l)),
    `each line starts with a path or the summary:\n${text.stdout}`,
  );
  assert.match(text.stdout, /arcade\/unknown-key$/m, 'a key with a line break is still an unknown key');
  for (const format of ['json', 'sarif']) {
    const r = run(dir, ['.', '-f', format]);
    assert.doesNotMatch(r.stdout, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/, `${format}: no raw control character`);
    const parsed = JSON.parse(r.stdout);
    const paths: string[] =
      format === 'json'
        ? parsed.map((x: { filePath: string }) => x.filePath)
        : parsed.runs[0].results.map((x: any) =>
            decodeURIComponent(new URL(x.locations[0].physicalLocation.artifactLocation.uri).pathname),
          );
    assert.ok(paths.includes(path.join(dir, name)), `${format}: the name round-trips`);
  }
});

test('row 8: CLI piped into `head -1` ends quietly (no EPIPE stack trace)', () => {
  const properties = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`p${i}`, { type: 'string', format: 'email' }]));
  const dir = workspace({ 'many.args.json': JSON.stringify({ type: 'object', properties }, null, 1) });
  const r = spawnLimited(['sh', '-c', `"${process.execPath}" "${CLI}" . | head -1`], dir);
  assert.equal(r.status, 0);
  assert.match(r.stdout, /^many\.args\.json:\d+:\d+ {2}error/);
  assert.equal(r.stderr, '', 'nothing on stderr');
});

test('row 9: CLI walk never follows links out of the tree (to a folder, to /), survives a loop, and lints each real file once', () => {
  const outside = workspace({ 'secret.args.json': badArgs });
  const dir = workspace({ 'in/a.args.json': badArgs, 'in/deep/b.args.json': badArgs });
  symlinkSync(outside, path.join(dir, 'in/outside'));
  symlinkSync('/', path.join(dir, 'in/root'));
  symlinkSync('..', path.join(dir, 'in/deep/loop'));
  symlinkSync('a.args.json', path.join(dir, 'in/again.args.json'));
  const r = run(dir, ['in', '-f', 'json']);
  const linted = (lintJson(r.stdout) as { path: string }[]).map((x) => path.relative(dir, x.path));
  assert.deepEqual(linted, [path.join('in', 'a.args.json'), path.join('in', 'deep', 'b.args.json')]);
  assert.match(r.stderr, /^toolschema-lint: in\/outside: a symbolic link to a place outside the linted folders; not followed$/m);
  assert.match(r.stderr, /^toolschema-lint: in\/root: a symbolic link to a place outside the linted folders; not followed$/m);
  assert.equal(r.status, 1, 'links are notes, not I/O errors');
});

test('row 10: CLI reports an unreadable folder and an unreadable file by name (exit 2) and still lints and prints the rest', () => {
  const dir = workspace({ 'ok.args.json': badArgs, 'locked/inner.args.json': badArgs, 'secret.args.json': badArgs });
  chmodSync(dir, 0o755); // mkdtemp makes it private; the unprivileged user below must get in
  chmodSync(path.join(dir, 'ok.args.json'), 0o644);
  chmodSync(path.join(dir, 'locked'), 0o000);
  chmodSync(path.join(dir, 'secret.args.json'), 0o000);
  // root reads everything: run the CLI as `nobody` then.
  const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const r = run(dir, ['.'], asUser);
  chmodSync(path.join(dir, 'locked'), 0o755);
  assert.equal(r.status, 2, r.stderr);
  assert.match(r.stderr, /^toolschema-lint: locked: this folder cannot be read: permission denied$/m);
  assert.match(r.stderr, /^toolschema-lint: secret\.args\.json: permission denied$/m);
  assert.match(r.stdout, /^ok\.args\.json:1:\d+ {2}error .*pedelec\/unsupported-keyword$/m, 'the readable file is linted and printed');
});

test('smaller: CLI config glob named __proto__ is an ordinary glob; a backslash glob is refused by name', () => {
  const dir = workspace({
    // Computed keys: `{ __proto__: x }` in a literal would set the prototype instead of making a key.
    'toolschema.config.json': JSON.stringify({ associations: { ['__proto__']: 'pedelec-args', 'tools\\*.json': 'pedelec-args' } }),
    ['__proto__']: badArgs,
  });
  const r = run(dir, ['__proto__']);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stdout, /^__proto__:1:\d+ {2}error .*pedelec\/unsupported-keyword$/m);
  assert.match(
    r.stderr,
    /toolschema\.associations: "tools\\\\\*\.json" is not a valid glob: it contains "\\"; globs use "\/" between folders/,
  );
});
