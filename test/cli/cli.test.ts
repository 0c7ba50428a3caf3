import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { readFileSync } from 'node:fs';
import { workspace } from '../helpers/workspace';
import { lintJson } from '../helpers/lintJson';
import { fixture, mutate } from '../helpers/diagnose';
import { lintMain } from '../helpers/lintMain';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');

/** The binary itself: its exit codes and that no stack trace reaches the terminal. */
const spawned = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });
/** The report's content: main in this process (test/helpers/lintMain.ts). */
const run = (cwd: string, ...args: string[]) => lintMain(cwd, args);

const clean = fixture('weather.current.tool.json');
const badArgs = '{\n  "type": "object",\n  "properties": { "q": { "type": "string", "format": "email" } }\n}\n';

test('cli: a clean tree exits 0 and says so', () => {
  const dir = workspace({ 'tools/weather.tool.json': clean, 'package.json': '{"name":"x"}' });
  const r = spawned(dir, '.');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /✔ 1 file checked, no problems\./);
});

test('cli: errors exit 1, in ESLint-like text with path:line:col, severity, message and code', async () => {
  const dir = workspace({ 'search.args.json': badArgs });
  const r = await run(dir, 'search.args.json');
  assert.equal(r.status, 1);
  assert.match(
    r.stdout,
    /^search\.args\.json:3:44 {2}error {2}"format" is outside Pedelec's documented args-schema subset.* {2}pedelec\/unsupported-keyword$/m,
  );
  assert.match(r.stdout, /✖ 1 problem \(1 error, 0 warnings, 0 info\) in 1 file checked\./);
});

test('cli: directories are walked for the files we recognise, skipping node_modules and .git', async () => {
  const dir = workspace({
    'a/one.args.json': badArgs,
    'node_modules/dep/two.args.json': badArgs,
    '.git/three.args.json': badArgs,
    'b/notes.json': '{"x": 1}',
  });
  const r = await run(dir, '.', '--format', 'json');
  const results = lintJson(r.stdout) as { path: string; problems: unknown[] }[];
  assert.deepEqual(
    results.map((x) => path.relative(dir, x.path)),
    [path.join('a', 'one.args.json')],
  );
  assert.equal(results[0].problems.length, 1);
});

test("issue 24: -f json is ESLint's JSON formatter shape (filePath, messages with ruleId and severity 1|2, counts)", async () => {
  const warning = '{ "type": "object", "properties": { "ids": { "type": "array", "items": { "type": "string" } } } }\n';
  const dir = workspace({ 'search.args.json': badArgs, 'list.args.json': warning });
  const r = await run(dir, '.', '-f', 'json');
  assert.equal(r.status, 1, r.stderr);
  const [list, search] = JSON.parse(r.stdout);
  assert.deepEqual(Object.keys(search).slice(0, 8), [
    'filePath',
    'messages',
    'suppressedMessages',
    'errorCount',
    'fatalErrorCount',
    'warningCount',
    'fixableErrorCount',
    'fixableWarningCount',
  ]);
  assert.equal(search.filePath, path.join(dir, 'search.args.json'));
  assert.deepEqual(search.messages, [
    {
      ruleId: 'pedelec/unsupported-keyword',
      severity: 2,
      message: search.messages[0].message,
      line: 3,
      column: 44,
      endLine: 3,
      endColumn: 52,
    },
  ]);
  assert.match(search.messages[0].message, /"format"/);
  assert.deepEqual([search.errorCount, search.warningCount, list.errorCount, list.warningCount], [1, 0, 0, 1]);
  assert.deepEqual(
    list.messages.map((m: { ruleId: string; severity: number }) => [m.ruleId, m.severity]),
    [['pedelec/unbounded-array', 1]],
  );
});

test('cli: globs select files', async () => {
  const dir = workspace({ 'x/a.args.json': badArgs, 'y/b.args.json': badArgs });
  const r = await run(dir, 'x/*.json', '-f', 'json');
  assert.equal((JSON.parse(r.stdout) as unknown[]).length, 1);
});

test('cli: --format sarif is a SARIF 2.1.0 log with rule ids and regions', async () => {
  const dir = workspace({ 'search.args.json': badArgs });
  const r = await run(dir, 'search.args.json', '--format', 'sarif');
  const log = JSON.parse(r.stdout);
  assert.equal(log.version, '2.1.0');
  const [result] = log.runs[0].results;
  assert.equal(result.ruleId, 'pedelec/unsupported-keyword');
  assert.equal(result.level, 'error');
  assert.deepEqual(result.locations[0].physicalLocation.region, { startLine: 3, startColumn: 44, endLine: 3, endColumn: 52 });
  assert.ok(log.runs[0].tool.driver.rules.some((rule: { id: string }) => rule.id === 'pedelec/unsupported-keyword'));
  const { version } = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8'));
  assert.equal(log.runs[0].tool.driver.version, version, 'issue 24: the tool version is in the log');
  assert.equal(log.runs[0].tool.driver.semanticVersion, version);
  for (const rule of log.runs[0].tool.driver.rules) assert.doesNotMatch(rule.help.text, /\.\./, `${rule.id}: no double period`);
});

test('cli: the config file sets rule severities', async () => {
  const dir = workspace({
    'search.args.json': badArgs,
    'toolschema.config.json': '{ "rules": { "pedelec/unsupported-keyword": "warning" } }',
  });
  const r = await run(dir, '.');
  assert.equal(r.status, 0);
  assert.match(r.stdout, /warning {2}"format"/);
});

test('cli: a bad config value is named, and the rest keeps working', async () => {
  const dir = workspace({ 'search.args.json': badArgs, 'toolschema.config.json': '{ "rules": { "no/such-rule": "off" } }' });
  const r = await run(dir, '.');
  assert.equal(r.status, 1);
  assert.match(r.stderr, /unknown rule id "no\/such-rule"/);
});

test('cli: usage and I/O errors exit 2 with a message, never a stack trace', async () => {
  const dir = workspace({});
  // main in this process for the usage errors; the binary for the broken config (its exit code, its stderr).
  for (const args of [[], ['missing.json'], ['--format', 'xml', '.'], ['--bogus', '.']]) {
    const r = await run(dir, ...args);
    assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, /^toolschema-lint: /);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  }
  const broken = workspace({ 'toolschema.config.json': '{ nope' });
  const r = spawned(broken, '.');
  assert.equal(r.status, 2);
  assert.match(r.stderr, /not valid JSON/);
});

test('cli: an injected fault in a tool definition is reported at its place', async () => {
  // available_modes: list[str] (arcade_core/schema.py ToolOutput): pydantic rejects null, accepts any string.
  const text = mutate(clean, '"available_modes": ["value", "error", "null"]', '"available_modes": null');
  const dir = workspace({ 'wrapper_tools/GetForecast.json': text });
  const r = await run(dir, '.');
  assert.equal(r.status, 1);
  assert.match(r.stdout, /^wrapper_tools\/GetForecast\.json:46:24 {2}error {2}.* {2}schema\/wrong-type$/m);
});

test('cli: config mistakes (an id typo, an object for a severity, an unknown key) are each named once, and linting goes on', async () => {
  const dir = workspace({
    'search.args.json': badArgs,
    'toolschema.config.json':
      '{ "rules": { "pedelec/unsupported-keyword": { "level": "off" } }, "associations": { "*.x.json": "pedelec-arg" }, "maxFileSize": 1 }',
  });
  const r = await run(dir, '.');
  assert.equal(r.status, 1, 'the default severity (error) still applies');
  assert.match(r.stdout, /pedelec\/unsupported-keyword/);
  for (const m of [
    /toolschema\.rules\["pedelec\/unsupported-keyword"\]: severity must be one of/,
    /unknown schema id "pedelec-arg" \(did you mean "pedelec-args"\?\)/,
    /toolschema\.maxFileSize is not a toolschema setting \(did you mean "maxFileSizeKB"\?\)/,
  ]) {
    assert.equal(r.stderr.split('\n').filter((l) => m.test(l)).length, 1, `${m} once in:\n${r.stderr}`);
  }
});

test("cli: a skills directory's tools.json and the tool files Core writes are found and checked with their rules", async () => {
  const tool = (name: string, extra = '') =>
    `{ "name": "${name}", "description": "d", "argsSchema": { "type": "object", "properties": { "timeoutMs": { "type": "integer" } } }${extra} }`;
  const dir = workspace({
    'app/skills/tools.json': `{ "tools": [ ${tool('search')}, ${tool('search')} ] }\n`,
    'app/skills/tools-search.json': `${tool('search', ', "timeoutMs": -1')}\n`,
    'app/other/tools-search.json': `${tool('search')}\n`,
    // Where Core writes them since SDK 0.4 (pedelec-core lib.rs thread_skills_root): one folder per thread.
    'app/.pedelec-runtime/threads/t-1/skills/tools-search.json': `${tool('search', ', "timeoutMs": 0')}\n`,
  });
  const r = await run(dir, '.', '--format', 'json');
  const results = lintJson(r.stdout) as { path: string; problems: { code: string; message: string }[] }[];
  const byFile = Object.fromEntries(results.map((x) => [path.relative(dir, x.path), x.problems.map((p) => p.code).sort()]));
  assert.deepEqual(byFile, {
    [path.join('app', '.pedelec-runtime', 'threads', 't-1', 'skills', 'tools-search.json')]: [
      'pedelec/invalid-timeout',
      'pedelec/reserved-argument',
    ],
    [path.join('app', 'skills', 'tools-search.json')]: ['pedelec/invalid-timeout', 'pedelec/reserved-argument'],
    [path.join('app', 'skills', 'tools.json')]: ['pedelec/duplicate-tool-name', 'pedelec/reserved-argument', 'pedelec/reserved-argument'],
  });
  const registry = results.find((x) => x.path.endsWith('tools.json'))!;
  assert.match(
    registry.problems.find((p) => p.code === 'pedelec/duplicate-tool-name')!.message,
    // pedelec-core lib.rs load_from_skills_dir: the loader's check; no caller of it was found, so no claim that Core reads the file.
    /Core's legacy tools\.json loader rejects it \(TOOLS_JSON_INVALID\)/,
  );
});

test('cli: toolschema-disable comments (line, block, file) silence rule problems; unused ones are errors only with --report-unused-disable-directives', async () => {
  const array = '{ "type": "array", "items": { "type": "string" } }';
  const args = (...lines: string[]) => `{\n  "type": "object",\n  "properties": {\n${lines.map((l) => `    ${l}`).join('\n')}\n  }\n}\n`;
  const dir = workspace({
    'line.args.jsonc': args('// toolschema-disable-next-line pedelec/unbounded-array -- few ids', `"a": ${array},`, `"b": ${array}`),
    'block.args.jsonc': args(
      '/* toolschema-disable pedelec/unbounded-array */',
      `"a": ${array},`,
      '/* toolschema-enable pedelec/unbounded-array */',
      '// toolschema-disable-next-line pedelec/empty-enum',
      '"b": { "type": "string" }',
    ),
    'file.args.jsonc': `/* toolschema-disable */\n${args(`"a": ${array}`)}`,
  });
  const plain = await run(dir, '.', '--format', 'json');
  assert.equal(plain.status, 0, plain.stderr);
  const problems = (r: typeof plain) =>
    (lintJson(r.stdout) as { path: string; problems: { line: number; severity: string; code: string }[] }[]).map((f) => [
      path.basename(f.path),
      f.problems.map((p) => `${p.line} ${p.severity} ${p.code}`),
    ]);
  assert.deepEqual(problems(plain), [
    ['block.args.jsonc', []],
    ['file.args.jsonc', []],
    ['line.args.jsonc', ['6 warning pedelec/unbounded-array']],
  ]);
  const strict = await run(dir, '.', '--format', 'json', '--report-unused-disable-directives');
  assert.equal(strict.status, 1, strict.stderr);
  assert.deepEqual(problems(strict), [
    ['block.args.jsonc', ['7 error toolschema/unused-disable-directive']],
    ['file.args.jsonc', []],
    ['line.args.jsonc', ['6 warning pedelec/unbounded-array']],
  ]);
  const text = await run(dir, 'block.args.jsonc', '--report-unused-disable-directives');
  assert.match(
    text.stdout,
    /^block\.args\.jsonc:7:5 {2}error {2}Unused toolschema-disable-next-line directive: no pedelec\/empty-enum problem/m,
  );
});
