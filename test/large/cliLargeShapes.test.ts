/**
 * Issue 25 rows 1, 3 and 4 through the CLI at full size (`npm run test:large`, which CI runs; each case costs
 * seconds of CPU): a large shape is either checked, with one mistake repeated 100,000 times listed 1,000 times and
 * then counted in one problem (the report stays small), or cut at the limits with one analysis-truncated problem and
 * exit status 2. Each run is under a CPU limit (a hang fails on it), never a timer.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { assertListedThenCounted, HEAD, lint } from '../helpers/largeShapes';
import { billionLaughs } from '../helpers/hostileText';
import { LISTED_PER_CODE } from '../../server/src/core/pipeline/listing';

test('row 3: CLI on tools of 100,000 nulls lists 1,000 and counts the rest in one problem', () => {
  const run = lint({ 'a.skills.json': JSON.stringify({ guidance: 'g', tools: Array(100_000).fill(null) }) }, 'a.skills.json');
  assertListedThenCounted(run, 'pedelec/invalid-manifest');
});

test('row 4 in TypeScript: a tool written out with more than 100,000 values: what is past the limit is named, exit 2', () => {
  const required = Array.from({ length: 100_000 }, (_, i) => `'p${i}'`).join(',');
  const text = `${HEAD}export const t = defineTool({ name: 't', description: 'd', argsSchema: { type: 'object', properties: {}, required: [${required}] } });\n`;
  const run = lint({ 't.ts': text }, 't.ts');
  assert.equal(run.status, 2, 'not fully checked');
  const truncated = run.problems.filter((p) => p.code === 'toolschema/analysis-truncated');
  assert.equal(truncated.length, 1);
  assert.match(truncated[0].message, /did not check the values past the first 100,000 of the file's tools and sessions/);
  assert.equal(run.problems.filter((p) => p.code === 'pedelec/required-undefined').length, LISTED_PER_CODE + 1);
});

test('row 1: CLI on an imported JSON amplified through constants: one analysis-truncated naming the constant, exit 2', () => {
  const big = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => `v${i}`));
  let main = `${HEAD}import big from './big.json';\nconst a = [${Array(10).fill('...big').join(', ')}];\nconst b = [${Array(10).fill('...a').join(', ')}];\n`;
  for (let k = 0; k < 100; k++)
    main += `export const t${k} = defineTool({ name: 't${k}', description: 'd', argsSchema: { type: 'object', properties: { a: { type: 'string', enum: b } } } });\n`;
  const run = lint({ 't.ts': main, 'big.json': big }, 't.ts');
  assert.equal(run.status, 2, 'not fully checked');
  assert.deepEqual(
    run.problems.map((p) => p.code),
    ['toolschema/analysis-truncated'],
  );
  assert.match(run.problems[0].message, /did not check `b` used at t\.ts:5/);
  assert.match(run.stderr, /1 file not fully checked/);
});

test('row 4: CLI on a billion laughs through constants in 10 tools: one analysis-truncated, exit 2, not "no problems"', () => {
  const text = billionLaughs();
  const run = lint({ 'l.ts': text }, 'l.ts');
  assert.equal(run.status, 2);
  assert.deepEqual(
    run.problems.map((p) => p.code),
    ['toolschema/analysis-truncated'],
  );
  assert.match(run.problems[0].message, /did not check `a11` used at l\.ts:14/);
});

test('row 4: CLI on a 9.9 MB script: one analysis-truncated saying it was not parsed, exit 2', () => {
  let text = HEAD;
  for (let i = 0; text.length < 9.9e6; i++)
    text += `export const t${i} = defineTool({ name: 't${i}', description: 'd', argsSchema: { type: 'object', properties: {} } });\n`;
  const run = lint({ 'big.ts': text }, 'big.ts');
  assert.equal(run.status, 2);
  assert.deepEqual(
    run.problems.map((p) => p.code),
    ['toolschema/analysis-truncated'],
  );
  assert.match(run.problems[0].message, /this 9\.\d MB script \(it was not parsed\)/);
});
