/**
 * Issue 25, rows 1, 3 and 4: large shapes are checked in work near-linear in their size, or cut with one
 * analysis-truncated problem that names what was skipped. Work is read from the budget (units spent), never from
 * a clock: each test compares the work of a shape with that of one ten times smaller (test/helpers/work.ts). The
 * 100,000-value rows of row 3 run in `npm run test:large` (test/large/hostileShapes.test.ts).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { DOCUMENT_WORK } from '../../server/src/core/model/budget';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { MAX_PATH_TARGETS } from '../../server/src/core/languages/typescript/resolve';
import { args, assertLinear, HEAD, json, measure } from '../helpers/work';
import { billionLaughs } from '../helpers/hostileText';
import { analyzeWithBudget } from '../helpers/scripts';
import { generatedValidatorModules } from '../helpers/generatedValidators';

test('row 3: the validators append errors in place (no error list copied per failing element)', () => {
  const generated = Object.values(generatedValidatorModules()).join('\n');
  assert.ok(generated.includes('appendErrors(vErrors,'));
  assert.ok(!generated.includes('vErrors.concat('));
});

test('row 3: oneOf of 50,000 non-schemas: each found (1,000 listed, the rest counted), in work linear in the list', () => {
  const run = assertLinear((n) => json('a.args.json', args({ a: { oneOf: Array(n).fill(1) } })), 50_000);
  assert.equal(run.counts['pedelec/invalid-keyword-value'], 50_000);
});

test('row 3: ambiguous-oneof over 20,000 alternatives: same-shape ones reported, distinct enums compared within a cap', () => {
  const same = assertLinear(
    (n) => json('a.args.json', args({ a: { oneOf: Array.from({ length: n }, (_, i) => args({ [`k${i}`]: { type: 'string' } })) } })),
    20_000,
  );
  assert.equal(same.counts['pedelec/ambiguous-oneof'], 19_999);
  // Pairwise distinguishable: before, every pair was compared (200 million); now at most 100 per alternative.
  const distinct = assertLinear(
    (n) => json('a.args.json', args({ a: { oneOf: Array.from({ length: n }, (_, i) => ({ type: 'string', enum: [`v${i}`] })) } })),
    20_000,
  );
  assert.equal(distinct.counts['pedelec/ambiguous-oneof'], undefined);
});

test('row 1: an imported JSON amplified through constants is measured before it is built: opaque, one note, little work', () => {
  const big = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => `v${i}`));
  let main = `${HEAD}import big from './big.json';\nconst a = [${Array(10).fill('...big').join(', ')}];\nconst b = [${Array(10).fill('...a').join(', ')}];\n`;
  for (let k = 0; k < 100; k++)
    main += `defineTool({ name: 't${k}', description: 'd', argsSchema: { type: 'object', properties: { a: { type: 'string', enum: b } } } });\n`;
  const run = measure({ 'app/t.ts': main, 'app/big.json': big }, 'app/t.ts');
  assert.deepEqual(run.counts, { 'toolschema/analysis-truncated': 1 });
  assert.match(run.truncation!, /did not check `b` used at t\.ts:5 \(more than 100,000 values once its constants are expanded\)\. /);
  assert.equal(run.asked.filter((u) => u.endsWith('big.json')).length, 1, 'read once');
  assert.ok(run.spent < 200_000, `${run.spent} units: the JSON was parsed and counted once, never copied 100 × 2 million times`);
});

test('row 1: an imported JSON is parsed once however many uses, each use counted node by node; a small one is checked', () => {
  let main = `${HEAD}import names from './names.json';\n`;
  for (let k = 0; k < 50; k++)
    main += `defineTool({ name: 't${k}', description: 'd', argsSchema: { type: 'object', properties: { a: { type: 'number', enum: names } } } });\n`;
  const run = measure({ 'app/t.ts': main, 'app/names.json': '["x", "y"]' }, 'app/t.ts');
  assert.equal(run.truncation, undefined);
  // Both values are not numbers, in the file they are written in (so reported elsewhere, not here): nothing here.
  assert.equal(run.asked.filter((u) => u.endsWith('names.json')).length, 1);
});

test('row 1: an imported JSON nested 300 deep is under the depth guard of a JSON document: opaque, no crash', () => {
  const deep = '['.repeat(300) + ']'.repeat(300);
  const main = `${HEAD}import deep from './deep.json';\ndefineTool({ name: 't', description: 'd', argsSchema: { type: 'object', properties: { a: { type: 'string', enum: deep } } } });\n`;
  const settings = { ...DEFAULT_SETTINGS, rules: { 'pedelec/unresolved-schema': 'warning' as const } };
  const { analysis } = analyzeWithBudget({ 'app/t.ts': main, 'app/deep.json': deep }, 'app/t.ts', DOCUMENT_WORK, settings);
  const unresolved = analysis.problems.filter((p) => p.code === 'pedelec/unresolved-schema');
  assert.equal(unresolved.length, 1);
  assert.match(unresolved[0].message, /nested more than 256 levels deep/);
});

test('row 4: billion laughs through constants in 10 tools: refused before anything is built, the cut named once', () => {
  const text = billionLaughs();
  const run = measure({ 'app/l.ts': text }, 'app/l.ts');
  assert.deepEqual(run.counts, { 'toolschema/analysis-truncated': 1 });
  assert.match(run.truncation!, /`a11` used at l\.ts:14 \(more than 100,000 values once its constants are expanded\)\. /);
  assert.ok(run.spent < 100_000, `${run.spent} units`);
});

test('row 4 variant: deep and wide constant graphs in arrays, spreads and members are measured the same way', () => {
  let text = `${HEAD}const c0 = ['a', 'b', 'c'];\n`;
  for (let i = 1; i < 9; i++)
    text += `const c${i} = [...c${i - 1}, ...c${i - 1}, ...c${i - 1}, ...c${i - 1}, ...c${i - 1}, ...c${i - 1}, ...c${i - 1}, ...c${i - 1}];\n`;
  text += `const holder = { list: c8 };\ndefineTool({ name: 't', description: 'd', argsSchema: { type: 'object', properties: { a: { type: 'string', enum: holder.list } } } });\n`;
  const run = measure({ 'app/w.ts': text }, 'app/w.ts');
  assert.deepEqual(run.counts, { 'toolschema/analysis-truncated': 1 });
  assert.ok(run.spent < 100_000, `${run.spent} units`);
});

test('row 4: a script too large for the budget is not parsed, and says so', () => {
  const tool = (i: number) => `defineTool({ name: 't${i}', description: 'd', argsSchema: { type: 'object', properties: {} } });\n`;
  let text = HEAD;
  for (let i = 0; text.length < 9.9e6; i++) text += tool(i);
  const run = measure({ 'app/big.ts': text }, 'app/big.ts');
  assert.deepEqual(run.counts, { 'toolschema/analysis-truncated': 1 });
  assert.match(run.truncation!, /did not check this 9\.\d MB script \(it was not parsed\)/);
  assert.equal(run.spent, 0);
});

test('row 4: a tsconfig paths alias with 10,000 missing targets: the first 32 are tried, and the note says so', () => {
  const targets = Array.from({ length: 10_000 }, (_, i) => `missing${i}/*`);
  const files = {
    'app/tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@x/*': targets } } }),
    'app/t.ts': `${HEAD}import { s } from '@x/schema';\ndefineTool({ name: 't', description: 'd', argsSchema: s });\n`,
  };
  const run = measure(files, 'app/t.ts');
  const tried = run.asked.filter((u) => u.includes('/missing'));
  assert.ok(tried.some((u) => u.includes(`/missing${MAX_PATH_TARGETS - 1}/`)));
  assert.ok(!tried.some((u) => u.includes(`/missing${MAX_PATH_TARGETS}/`)), `${tried.length} look-ups`);
  assert.match(run.truncation!, /the targets of the tsconfig paths alias "@x\/\*" past the first 32 \(of 10000\)/);
});
