/**
 * Files that passed CI without being checked (issue 25 rows 6–8): each now gets a problem in every output format,
 * and exit status 2 ("not checked") unless --allow-unchecked; an internal error is one line on stderr (--debug: all).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { workspace } from '../helpers/workspace';
import { lintMain } from '../helpers/lintMain';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });

const HEAD = `import { defineTool } from '@kaoruisaac/pedelec';\n`;
const TOOL = `export const t = defineTool({ name: 't', description: 'd', argsSchema: { type: 'object', properties: { q: { type: 'string' } } }, handler: async () => 'ok' });\n`;
const nest = (open: string, close: string, n: number) => `${open.repeat(n)}1${close.repeat(n)}`;
let deepJson = '1';
for (let i = 0; i < 10_000; i++) deepJson = `[${deepJson}]`;

const files: Record<string, string> = {
  'package.json': '{ "name": "app" }',
  'deep.ts': `${HEAD}${TOOL}const deep = ${nest('[', ']', 400)};\n`,
  'paren.ts': `${HEAD}const deep = ${nest('(', ')', 400)};\n${TOOL}`,
  'broken.js': `${HEAD}${TOOL}const z = ;;; function ( {\n`,
  'unclosed.args.json': '['.repeat(300),
  'nested.tool.json': `{ "name": "T", "x": ${nest('{"a":', '}', 300)} }`,
  'values.json': deepJson,
  'crash.ts': `${HEAD}import values from './values.json';\nexport const c = defineTool({ name: 'c', description: 'd', argsSchema: { type: 'object', properties: { a: { type: 'string', enum: [values] } } }, handler: async () => 'ok' });\n`,
};
const CODES: Record<string, string> = {
  'deep.ts': 'toolschema/script-not-parsed',
  'paren.ts': 'toolschema/script-not-parsed',
  'broken.js': 'toolschema/script-not-parsed',
  'unclosed.args.json': 'toolschema/too-deeply-nested',
  'nested.tool.json': 'toolschema/too-deeply-nested',
};

for (const [file, code] of Object.entries(CODES)) {
  test(`cli unchecked: ${file} gets ${code} in every format and exit 2; --allow-unchecked accepts it`, async () => {
    const dir = workspace(files);
    const lint = (...args: string[]) => lintMain(dir, args);
    const text = await lint(file);
    assert.equal(text.status, 2, text.stdout + text.stderr);
    assert.match(text.stdout, new RegExp(`${file.replace('.', '\\.')}:\\d+:\\d+ {2}warning {2}.*${code}`));
    assert.match(text.stdout, /in 1 file checked, 1 of them not fully\./);
    assert.match(text.stderr, /1 file not fully checked .*--allow-unchecked/);
    assert.doesNotMatch(text.stderr, /imports none of the Pedelec modules/);
    for (const format of ['json', 'sarif', 'github', 'junit']) assert.ok((await lint(file, '-f', format)).stdout.includes(code), format);
    // --quiet keeps it (it is no detail), even though it is a warning.
    assert.ok((await lint(file, '--quiet')).stdout.includes(code));
    const allowed = await lint(file, '--allow-unchecked');
    assert.ok(allowed.stdout.includes(code));
    assert.equal(allowed.status, file === 'unclosed.args.json' || file === 'nested.tool.json' ? 1 : 0, allowed.stdout);
  });
}

test('cli unchecked: 300 unclosed brackets: a syntax error at the end, once', async () => {
  const dir = workspace(files);
  const r = await lintMain(dir, ['unclosed.args.json', '--allow-unchecked']);
  assert.equal(r.stdout.match(/syntax\/invalid-json/g)?.length, 1, r.stdout);
  assert.match(r.stdout, /unclosed\.args\.json:1:301 {2}error {2}Close bracket expected/);
});

test('cli unchecked: a rule crashing on a 10,000-deep imported .json: one stderr line, the file not clean, exit 2; --debug has the stack', () => {
  const dir = workspace(files);
  const r = run(dir, 'crash.ts', '-f', 'json');
  assert.equal(r.status, 2, r.stderr);
  // ESLint's JSON formatter shape: one entry per file, its messages carrying the rule id.
  const [result] = JSON.parse(r.stdout) as { messages: { ruleId: string }[] }[];
  assert.ok(result.messages.length > 0, 'not "no problems"');
  assert.ok(
    result.messages.every((p) =>
      ['toolschema/rule-failed', 'toolschema/too-deeply-nested', 'toolschema/analysis-truncated'].includes(p.ruleId),
    ),
    r.stdout,
  );
  assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at /, 'no stack trace without --debug');
  if (result.messages.some((p) => p.ruleId === 'toolschema/rule-failed')) {
    assert.match(
      r.stderr,
      /^toolschema: rule pedelec\/enum-type-mismatch failed on file:.*crash\.ts: RangeError: Maximum call stack size exceeded$/m,
    );
    // The stack, escaped as everything from the core is (one line per message, `\n` written out).
    assert.match(run(dir, 'crash.ts', '--debug').stderr, /Maximum call stack size exceeded\\n {4}at /);
  }
});

test('cli unchecked: a clean file next to them still exits 0, and a directory run names only the unchecked ones', () => {
  const dir = workspace({ 'package.json': '{}', 'ok.ts': `${HEAD}${TOOL}`, 'deep.ts': files['deep.ts'] });
  assert.equal(run(dir, 'ok.ts').status, 0);
  const r = run(dir, '.');
  assert.equal(r.status, 2);
  assert.match(r.stdout, /in 2 files checked, 1 of them not fully\./);
  assert.doesNotMatch(r.stdout, /ok\.ts/);
});
