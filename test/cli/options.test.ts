/** The ESLint-style options of toolschema-lint (issue 15): each one as a user runs it. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { workspace } from '../helpers/workspace';
import { lintJson } from '../helpers/lintJson';
import { main } from '../../server/src/cli/main';
import { lintMain } from '../helpers/lintMain';
import { formatGithub } from '../../server/src/cli/formatCi';
import { OPTIONS } from '../../server/src/cli/options';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
/** The real binary, for what only a process shows (its standard input). */
const spawned = (cwd: string, args: string[], input?: string) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', input });
/** The report's content: main in this process (test/helpers/lintMain.ts). */
const run = (cwd: string, args: string[]) => lintMain(cwd, args);

const warningOnly = '{ "type": "object", "properties": { "q": { "type": "array", "items": { "type": "string" } } } }\n';
const badArgs = '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" } } }\n';
const fixable = '{ "type": "object", "required": ["q", "q"], "properties": { "q": { "type": "string" } } }';

test('cli --max-warnings: more warnings than allowed exit 1 and say so; as many as allowed exit 0; a bad count is a usage error', async () => {
  const dir = workspace({ 'a.args.json': warningOnly, 'b.args.json': warningOnly });
  const over = await run(dir, ['--max-warnings', '1', '.']);
  assert.equal(over.status, 1);
  assert.match(over.stderr, /2 warnings, more than --max-warnings 1/);
  assert.equal((await run(dir, ['--max-warnings', '2', '.'])).status, 0);
  assert.equal((await run(dir, ['.'])).status, 0, 'warnings alone never fail a run without --max-warnings');
  const bad = await run(dir, ['--max-warnings', 'lots', '.']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--max-warnings needs a whole number/);
});

test('cli --quiet reports errors only', async () => {
  const dir = workspace({ 'a.args.json': warningOnly, 'b.args.json': badArgs });
  const r = await run(dir, ['--quiet', '.']);
  assert.equal(r.status, 1);
  assert.match(r.stdout, /pedelec\/unsupported-keyword/);
  assert.doesNotMatch(r.stdout, /unbounded-array| warning /);
});

test('cli --stdin: associated by --stdin-filename; without a name only content can associate it; --fix prints the fixed text', async () => {
  const dir = workspace({});
  // The real standard input once; then main in this process, handed the text.
  const named = spawned(dir, ['--stdin', '--stdin-filename', 'tools/q.args.json'], badArgs);
  assert.equal(named.status, 1, named.stderr);
  assert.match(named.stdout, /^tools\/q\.args\.json:1:\d+ {2}error .*pedelec\/unsupported-keyword$/m);
  const piped = (args: string[], input: string) => lintMain(dir, args, { readStdin: async () => input });
  const unnamed = await piped(['--stdin'], badArgs);
  assert.equal(unnamed.status, 2, 'nothing was checked: not a pass');
  assert.match(unnamed.stderr, /<stdin>: no toolschema schema applies to this text by its content; give --stdin-filename/);
  const fixed = await piped(['--stdin', '--stdin-filename', 'q.args.json', '--fix'], fixable);
  assert.equal(fixed.status, 0, fixed.stderr);
  assert.equal(fixed.stdout, '{ "type": "object", "required": ["q"], "properties": { "q": { "type": "string" } } }');
  assert.match(fixed.stderr, /no problems/, 'the report goes to stderr');
  assert.doesNotMatch(fixed.stderr, /\(fixed\)/, 'the fixed text is printed once, on stdout');
  const dry = await piped(['--stdin', '--stdin-filename', 'q.args.json', '--fix-dry-run', '-f', 'json'], fixable);
  assert.equal(JSON.parse(dry.stdout)[0].output, '{ "type": "object", "required": ["q"], "properties": { "q": { "type": "string" } } }');
  assert.equal((await piped(['--stdin', 'x.json'], '{}')).status, 2, '--stdin with files is a usage error');
});

test('cli --output-file writes the report there (folders made), and nothing to stdout', async () => {
  const dir = workspace({ 'b.args.json': badArgs });
  const r = await run(dir, ['-f', 'json', '--output-file', 'reports/lint.json', '.']);
  assert.equal(r.status, 1);
  assert.equal(r.stdout, '');
  const [result] = lintJson(readFileSync(path.join(dir, 'reports/lint.json'), 'utf8'));
  assert.equal(result.problems[0].code, 'pedelec/unsupported-keyword');
});

test('cli colour: none through a pipe, --color forces it, --no-color and NO_COLOR turn the terminal default off', async () => {
  const dir = workspace({ 'b.args.json': badArgs });
  const ESC = /\u001b\[31merror\u001b\[0m/;
  assert.doesNotMatch((await run(dir, ['.'])).stdout, /\u001b/);
  assert.match((await run(dir, ['--color', '.'])).stdout, ESC);
  const onTerminal = async (args: string[], env: Record<string, string>) => {
    let out = '';
    await main(
      args,
      dir,
      (s) => (out += s),
      () => undefined,
      { terminal: { isTTY: true, env } },
    );
    return out;
  };
  assert.match(await onTerminal(['.'], {}), ESC);
  assert.doesNotMatch(await onTerminal(['.'], { NO_COLOR: '1' }), /\u001b/);
  assert.doesNotMatch(await onTerminal(['--no-color', '.'], {}), /\u001b/);
  assert.match(await onTerminal(['.'], { NO_COLOR: '' }), ESC, 'an empty NO_COLOR does not count (no-color.org)');
});

test('cli --format github: one workflow command per problem, with file, line, col and the rule as title', async () => {
  const dir = workspace({ 'x/b.args.json': badArgs, 'x/a.args.json': warningOnly });
  const r = await run(dir, ['--format', 'github', '.']);
  assert.equal(r.status, 1);
  const lines = r.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 2);
  assert.match(
    lines[0],
    /^::warning file=x\/a\.args\.json,line=1,col=\d+,endLine=1,endColumn=\d+,title=pedelec\/unbounded-array::This array has no "maxItems"/,
  );
  assert.match(
    lines[1],
    /^::error file=x\/b\.args\.json,line=1,col=\d+,endLine=1,endColumn=\d+,title=pedelec\/unsupported-keyword::"format" is outside/,
  );
});

test('cli --format github escapes %, CR and LF in the message, and also : and , in the file and title', () => {
  const out = formatGithub(
    [
      {
        path: 'a:b,c%.json',
        schemaId: 'pedelec-args',
        problems: [
          {
            line: 2,
            column: 3,
            endLine: 2,
            endColumn: 9,
            severity: 'error',
            code: 'x:y,z',
            message: '100% bad:\r\n::error::forged, really',
          },
        ],
      },
    ],
    (p) => p,
  );
  assert.equal(
    out,
    '::error file=a%3Ab%2Cc%25.json,line=2,col=3,endLine=2,endColumn=9,title=x%3Ay%2Cz::100%25 bad:%0D%0A::error::forged, really\n',
  );
});

test('cli --format github on a real file: a file name with : and , stays one property', async () => {
  const dir = workspace({ 'a:b,c.args.json': badArgs });
  const r = await run(dir, ['--format', 'github', '.']);
  assert.match(r.stdout, /^::error file=a%3Ab%2Cc\.args\.json,line=1,/);
});

test('cli --format junit: a test suite per file and a failing test case per problem, XML-escaped', async () => {
  const dir = workspace({ 'b.args.json': badArgs });
  const r = await run(dir, ['--format', 'junit', '.']);
  assert.equal(r.status, 1);
  assert.match(
    r.stdout,
    /^<\?xml version="1\.0" encoding="utf-8"\?>\n<testsuites>\n {2}<testsuite [^>]*failures="1" name="b\.args\.json">/,
  );
  assert.match(
    r.stdout,
    /<testcase time="0" name="pedelec\/unsupported-keyword" classname="b\.args\.json">\n {6}<failure message="&quot;format&quot; is outside/,
  );
  assert.doesNotMatch(r.stdout, /message="[^"]*"format/, 'quotes in attributes are entities');
});

test('cli: a glob or folder matching no file exits 2 with "no files matched", unless --no-error-on-unmatched-pattern', async () => {
  const dir = workspace({ 'b.args.json': badArgs, 'empty/readme.md': '#' });
  const r = await run(dir, ['nothing/**/*.tool.json', 'empty']);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /no files matched "nothing\/\*\*\/\*\.tool\.json"/);
  assert.match(r.stderr, /no files matched "empty"/);
  const allowed = await run(dir, ['--no-error-on-unmatched-pattern', '*.tool.json', 'empty']);
  assert.equal(allowed.status, 0, allowed.stderr);
  assert.equal(allowed.stderr, '');
});

test('cli --no-warn-ignored: a named file no schema applies to, or one the config ignores, is skipped without a word', async () => {
  const dir = workspace({
    'notes.json': '{}',
    'fixtures/b.args.json': badArgs,
    'toolschema.config.json': '{ "ignorePatterns": ["fixtures/**"] }',
  });
  const warned = await run(dir, ['notes.json', 'fixtures/b.args.json']);
  assert.equal(warned.status, 0, 'the ignored file is not linted');
  assert.match(warned.stderr, /notes\.json: no toolschema schema applies to this file; skipped/);
  assert.match(warned.stderr, /fixtures\/b\.args\.json: ignored by ignorePatterns in the config; skipped/);
  const quiet = await run(dir, ['--no-warn-ignored', 'notes.json', 'fixtures/b.args.json']);
  assert.equal(quiet.status, 0);
  assert.equal(quiet.stderr, '');
});

test('cli config: toolschema.config.jsonc with comments; overrides set severities for matching files only, a later one winning', async () => {
  const dir = workspace({
    'legacy/b.args.json': badArgs,
    'new/b.args.json': badArgs,
    'toolschema.config.jsonc': `// comments are fine
{
  "$schema": "./node_modules/toolschema/schemas/toolschema-config.schema.json",
  "overrides": [
    { "files": ["legacy/**"], "rules": { "pedelec/unsupported-keyword": "off" } },
    { "files": ["legacy/**"], "rules": { "pedelec/unsupported-keyword": "warning" } },
  ],
}`,
  });
  const r = await run(dir, ['-f', 'json', '.']);
  assert.equal(r.stderr, '');
  const severity = Object.fromEntries(
    (lintJson(r.stdout) as { path: string; problems: { severity: string }[] }[]).map((x) => [
      path.relative(dir, x.path),
      x.problems.map((p) => p.severity),
    ]),
  );
  assert.deepEqual(severity, { [path.join('legacy', 'b.args.json')]: ['warning'], [path.join('new', 'b.args.json')]: ['error'] });
});

test('cli config: a bad override or ignore pattern is named, and the rest keeps working', async () => {
  const dir = workspace({
    'b.args.json': badArgs,
    'toolschema.config.json':
      '{ "ignorePatterns": "fixtures", "overrides": [{ "files": ["**"], "rules": { "pedelec/no-such": "off" } }, 3] }',
  });
  const r = await run(dir, ['.']);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /ignorePatterns must be an array of globs/);
  assert.match(r.stderr, /overrides\[0\]: toolschema\.rules: unknown rule id "pedelec\/no-such"/);
  assert.match(r.stderr, /overrides\[1\] must be an object with "files"/);
});

test('cli --print-config: the effective settings for a file (overrides applied) and its schema, with the reason', async () => {
  const dir = workspace({
    'legacy/b.args.json': badArgs,
    'notes.json': '{}',
    'toolschema.config.json': '{ "overrides": [{ "files": ["legacy/**"], "rules": { "pedelec/unbounded-array": "off" } }] }',
  });
  const r = await run(dir, ['--print-config', 'legacy/b.args.json']);
  assert.equal(r.status, 0, r.stderr);
  const printed = JSON.parse(r.stdout);
  assert.deepEqual(printed.settings.rules, { 'pedelec/unbounded-array': 'off' });
  assert.deepEqual(printed.schema, { id: 'pedelec-args', reason: 'fileName', why: 'file name pattern: *.args.json' });
  const none = await run(dir, ['--print-config', 'notes.json']);
  assert.equal(JSON.parse(none.stdout).schema, null);
  assert.equal((await run(dir, ['--print-config', 'missing.json'])).status, 2);
});

test('cli --init writes a commented toolschema.config.jsonc that lints cleanly as a config, and never overwrites one', async () => {
  const dir = workspace({ 'b.args.json': badArgs });
  const r = await run(dir, ['--init']);
  assert.equal(r.status, 0, r.stderr);
  const written = readFileSync(path.join(dir, 'toolschema.config.jsonc'), 'utf8');
  assert.match(written, /^\/\/ /);
  const lint = await run(dir, ['.']);
  assert.equal(lint.status, 1);
  assert.equal(lint.stderr, '', 'the starter is a valid config');
  const again = await run(dir, ['--init']);
  assert.equal(again.status, 2);
  assert.match(again.stderr, /toolschema\.config\.jsonc exists already; --init does not overwrite it/);
  assert.equal(readFileSync(path.join(dir, 'toolschema.config.jsonc'), 'utf8'), written);
  assert.ok(!existsSync(path.join(dir, 'toolschema.config.json')));
});

test('cli: a config file named on the command line is checked against its bundled schema; one found in a walk is not linted', async () => {
  const dir = workspace({ 'toolschema.config.json': '{\n  "rules": { "pedelec/no-such-rule": "off" }\n}\n', 'b.args.json': warningOnly });
  const named = await run(dir, ['-f', 'json', 'toolschema.config.json']);
  const [result] = lintJson(named.stdout) as { schemaId: string; problems: { line: number; severity: string }[] }[];
  assert.equal(result.schemaId, 'toolschema-config');
  assert.deepEqual(
    result.problems.map((p) => [p.line, p.severity]),
    [[2, 'error']],
  );
  const walked = await run(dir, ['-f', 'json', '.']);
  assert.deepEqual(
    (lintJson(walked.stdout) as { path: string }[]).map((x) => path.basename(x.path)),
    ['b.args.json'],
  );
});

test("cli: the README's option table has a row, with an example, for every option", () => {
  const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  for (const name of Object.keys(OPTIONS)) {
    const row = readme.split('\n').find((l) => l.startsWith('| ') && l.split(' | ')[0].includes(`\`--${name}\``));
    assert.ok(row, `README row for --${name}`);
    assert.match(row, /\| `[^`]*toolschema-lint[^`]*` \|$|\| `…[^`]*` \|$/, `the row for --${name} ends with an example`);
  }
});
