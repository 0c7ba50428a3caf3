/**
 * Issue 25, memory: a `required` of 100,000 copies of one name, or of 100,000 numbers. The problems of a code past
 * the listing limit are counted, not built; the CLI used to stop with "internal error: Maximum call stack size
 * exceeded" on the first (100,000 problems spread into one call), and held 311 MB on the second. Each spawns the
 * CLI on a full-size file (~3 CPU seconds): `npm run test:large`, which CI runs.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { workspace } from '../helpers/workspace';
import { lintJson } from '../helpers/lintJson';
import { cpuLimited, HANG_MS, signalled } from '../helpers/hang';
import { LISTED_PER_CODE } from '../../server/src/core/pipeline/listing';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
const CPU_SECONDS = 60;

function lint(schema: unknown) {
  const dir = workspace({ 'package.json': '{ "name": "app" }', 'a.args.json': JSON.stringify(schema) });
  const [cmd, ...args] = cpuLimited([process.execPath, CLI, '-f', 'json', 'a.args.json'], CPU_SECONDS);
  const r = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', timeout: HANG_MS, maxBuffer: 1 << 30 });
  assert.notEqual(r.status, null, `the CLI did not finish: ${signalled(r.signal, CPU_SECONDS)}`);
  return { ...r, problems: lintJson(r.stdout).flatMap((f) => f.problems) };
}

const countsOf = (problems: { code: string }[]) => {
  const counts: Record<string, number> = {};
  for (const p of problems) counts[p.code] = (counts[p.code] ?? 0) + 1;
  return counts;
};

test('required of one name 100,000 times: reported (listed, then counted), no internal error', () => {
  const run = lint({ type: 'object', properties: {}, required: Array(100_000).fill('a') });
  assert.doesNotMatch(run.stderr, /internal error/);
  assert.equal(run.status, 1, run.stderr);
  const counts = countsOf(run.problems);
  assert.ok(counts['pedelec/duplicate-required'] > 0 && counts['pedelec/required-undefined'] > 0, JSON.stringify(counts));
  for (const [code, n] of Object.entries(counts)) assert.ok(n <= LISTED_PER_CODE + 1, `${n} ${code} problems listed`);
});

test('required of 100,000 numbers: 1,000 listed and the rest counted in one problem', () => {
  const run = lint({ type: 'object', properties: { a: { type: 'object', properties: {}, required: Array(100_000).fill(1) } } });
  assert.equal(run.status, 1, run.stderr);
  const [code] = Object.keys(countsOf(run.problems));
  const ofCode = run.problems.filter((p) => p.code === code);
  assert.equal(ofCode.length, LISTED_PER_CODE + 1);
  assert.match(ofCode[LISTED_PER_CODE].message, /^99,000 more \S+ problems in this value from here on are not listed/);
});
