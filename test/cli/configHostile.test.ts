/**
 * Issue 25's smaller CLI items: the config file (a byte-order mark, 100,000 bad globs, 100,000 levels, 20,000 globs),
 * JUnit output that stays XML, and messages that quote a value only in part.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { workspace } from '../helpers/workspace';
import { lintJson } from '../helpers/lintJson';
import { cpuLimited, HANG_MS, signalled } from '../helpers/hang';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
const CPU_SECONDS = 30;
// A hang is caught by the CPU it burns (cpuLimited), which load does not inflate; the wall-clock net is HANG_MS.
// (A 60 s wall-clock timeout here failed the 20,000-globs case on a machine with a load average of 20.)
const run = (cwd: string, ...args: string[]) => {
  const [cmd, ...rest] = cpuLimited([process.execPath, CLI, ...args], CPU_SECONDS);
  const r = spawnSync(cmd, rest, { cwd, encoding: 'utf8', timeout: HANG_MS, maxBuffer: 64 * 1024 * 1024 });
  assert.notEqual(r.status, null, `the CLI did not finish: ${signalled(r.signal, CPU_SECONDS)}`);
  return { status: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
};
const badArgs = '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" } } }\n';

test('issue 25 smaller: a config file with a UTF-8 byte-order mark is read (as a tsconfig with one is)', () => {
  const dir = workspace({
    'toolschema.config.json': '\uFEFF{ "rules": { "pedelec/unsupported-keyword": "off" } }',
    'q.args.json': badArgs,
  });
  const r = run(dir, '.');
  assert.equal(r.stderr, '');
  assert.equal(r.status, 0, r.stdout);
  assert.match(r.stdout, /✔ 1 file checked, no problems\./, 'the rule the config turns off is off');
});

test('issue 25 smaller: a config nested 100,000 deep is a clear error (exit 2), not a stack overflow', () => {
  const dir = workspace({ 'toolschema.config.json': `{ "rules": ${'['.repeat(100_000)}${']'.repeat(100_000)} }`, 'q.args.json': badArgs });
  const r = run(dir, '.');
  assert.equal(r.status, 2);
  assert.match(
    r.stderr,
    /^toolschema-lint: Config file \S+toolschema\.config\.json nests objects or arrays more than 256 levels deep \(at offset \d+\)/,
  );
  assert.doesNotMatch(r.stderr, /internal error|call stack/);
});

test('issue 25 smaller: 100,000 invalid ignorePatterns are summarised (the first few and a count), and linting goes on', () => {
  const ignorePatterns = Array.from({ length: 100_000 }, (_, i) => `bad\\${i}`);
  const dir = workspace({ 'toolschema.config.json': JSON.stringify({ ignorePatterns }), 'q.args.json': badArgs });
  const r = run(dir, '.');
  assert.equal(r.status, 1, 'the file is linted');
  const lines = r.stderr.trim().split('\n');
  assert.equal(lines.length, 4, r.stderr.slice(0, 2000));
  assert.match(lines[0], /ignorePatterns: "bad\\\\0" is not a valid glob/);
  assert.match(lines[3], /ignorePatterns: invalid globs: 99,997 more not listed here\./);
});

test('issue 25 smaller: 20,000 config globs are compiled once and still match (ignorePatterns and overrides)', () => {
  const globs = Array.from({ length: 20_000 }, (_, i) => `generated${i}/**/*.json`);
  const files: Record<string, string> = {
    'toolschema.config.json': JSON.stringify({
      ignorePatterns: [...globs, 'VENDOR/**'],
      overrides: [{ files: [...globs, 'legacy/*.args.json'], rules: { 'pedelec/unsupported-keyword': 'warning' } }],
    }),
    'generated19999/deep/x.args.json': badArgs,
    'vendor/y.args.json': badArgs,
    'legacy/z.args.json': badArgs,
  };
  for (let i = 0; i < 300; i++) files[`tools/t${i}.args.json`] = '{ "type": "object" }\n';
  const dir = workspace(files);
  const r = run(dir, '.', '-f', 'json');
  const linted = lintJson(r.stdout);
  assert.equal(linted.length, 301, 'the 300 tools and legacy/z; the last glob and the case-insensitive VENDOR/** ignore the others');
  const legacy = linted.find((x) => x.path.endsWith(path.join('legacy', 'z.args.json')))!;
  assert.deepEqual(
    legacy.problems.map((p) => `${p.code} ${p.severity}`),
    ['pedelec/unsupported-keyword warning'],
  );
});

test('issue 25 smaller: JUnit output is valid XML 1.0 even when a message quotes U+FFFE, U+FFFF or a lone surrogate', () => {
  // U+FFFE and U+FFFF raw in the file; a lone surrogate written as a JSON escape (UTF-8 cannot hold one raw).
  const dir = workspace({ 'q.args.json': '{ "type": "object", "required": ["a\uFFFEb\uFFFFc\\ud800d"] }\n' });
  const r = run(dir, '.', '-f', 'junit');
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stdout, /required-undefined/);
  // XML 1.0's Char production: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, and whole surrogate pairs.
  const invalid = r.stdout.match(
    /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\uD800-\uDBFF\uDC00-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
  );
  assert.equal(invalid, null, `characters XML cannot hold: ${JSON.stringify(invalid)}`);
  assert.match(r.stdout, /a\\ufffeb\\uffffc\\ud800d/, 'written as visible escapes');
});

test('issue 25 smaller: a message quotes at most ~80 characters of a value (a 1 MB string is cut with an ellipsis)', () => {
  const huge = 'x'.repeat(1_000_000);
  const dir = workspace({ 'q.args.json': JSON.stringify({ type: 'object', properties: { n: { type: 'number', enum: [huge] } } }) });
  const r = run(dir, '.', '-f', 'json');
  const [message] = lintJson(r.stdout)[0].problems.filter((p) => p.code === 'pedelec/enum-type-mismatch');
  assert.ok(message, r.stdout.slice(0, 500));
  assert.match(message.message, /^"x{70,80}…" is not a number/);
  assert.ok(r.stdout.length < 10_000, `the report stays small (${r.stdout.length} characters)`);
});
