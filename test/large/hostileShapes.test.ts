/**
 * Issue 25, row 3 at full size (`npm run test:large`, which CI runs: ~10 CPU seconds together): 100,000 wrong values
 * in each place a list is checked, and 100,000 references to one tool. test/unit/hostileShapes.test.ts keeps the
 * smaller rows.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { DOCUMENT_WORK } from '../../server/src/core/model/budget';
import { args, assertLinear, HEAD, json, measure } from '../helpers/work';

test('row 3: tools of 100,000 nulls: each found (1,000 listed, the rest counted), linear', () => {
  const run = assertLinear((n) => json('a.skills.json', { guidance: 'g', tools: Array(n).fill(null) }), 100_000);
  assert.equal(run.counts['pedelec/invalid-manifest'], 100_000);
});

test('row 3 variants: required and enum of 100,000 wrong values, 100,000 properties that are no schemas: linear', () => {
  const required = assertLinear((n) => json('a.args.json', { ...args({}), required: Array(n).fill(1) }), 100_000);
  assert.equal(required.counts['pedelec/invalid-keyword-value'], 100_000);
  const enums = assertLinear((n) => json('a.args.json', args({ a: { type: 'string', enum: Array(n).fill(1) } })), 100_000);
  assert.equal(enums.counts['pedelec/enum-type-mismatch'], 100_000);
  const properties = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, 'string']));
  const wide = assertLinear((n) => json('a.args.json', args(properties(n))), 100_000);
  assert.equal(wide.counts['pedelec/invalid-keyword-value'], 100_000, 'a lookup per property, through a map');
});

test('row 3 sibling: createSession with 100,000 references to one tool: bounded, one duplicate report, the cut named', () => {
  const text = `${HEAD}const t = defineTool({ name: 't', description: 'd', argsSchema: { type: 'object', properties: {} } });\ncreateSession({ skills: { guidance: 'g', tools: [${Array(100_000).fill('t').join(',')}] } });\n`;
  const run = measure({ 'app/s.ts': text }, 'app/s.ts');
  assert.equal(run.counts['pedelec/duplicate-tool-name'], 1, 'one place written, one problem');
  assert.match(run.truncation ?? '', /`t` used at s\.ts:3 \(the file's values would pass 100,000\)/);
  assert.ok(run.spent <= DOCUMENT_WORK);
});
