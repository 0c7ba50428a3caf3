/**
 * Issue 25's large shapes, measured by work (units of the analysis budget), never by a clock: test/unit/hostileShapes.test.ts
 * and its full-size cases in test/large/hostileShapes.test.ts (`npm run test:large`).
 */
import * as assert from 'node:assert/strict';
import { DOCUMENT_WORK } from '../../server/src/core/model/budget';
import { analyzeWithBudget, type Files } from './scripts';

export { HEAD } from './hostileText';

/** Analyses `main` with a budget of its own (no clock: the work decides), counting what it spent. */
export function measure(files: Files, main: string, units = DOCUMENT_WORK) {
  const { analysis, budget, logged, host } = analyzeWithBudget(files, main, units);
  const counts: Record<string, number> = {};
  // A problem counting the unlisted ones of its code (core/listing.ts) stands for that many: each one was found.
  for (const p of analysis.problems) counts[p.code] = (counts[p.code] ?? 0) + (unlisted(p.message) ?? 1);
  const truncation = analysis.problems.find((p) => p.code === 'toolschema/analysis-truncated')?.message;
  assert.deepEqual(logged, [], 'no stage failed');
  return { counts, spent: budget.spent, truncation, asked: host.asked };
}

const unlisted = (message: string) => {
  const more = /^([\d,]+) more \S+ problems in this value from here on are not listed/.exec(message);
  return more ? Number(more[1].replace(/,/g, '')) : undefined;
};

export const json = (name: string, value: unknown) => measure({ [name]: JSON.stringify(value) }, name);
export const args = (properties: unknown) => ({ type: 'object', properties });

/** Work of the shape at n and at n / 10: linear means a ratio near 10 (quadratic: near 100). */
export function assertLinear(build: (n: number) => ReturnType<typeof measure>, n: number) {
  const small = build(n / 10);
  const large = build(n);
  assert.equal(large.truncation, undefined, 'checked whole');
  const ratio = large.spent / small.spent;
  assert.ok(ratio < 15, `work grew ${ratio.toFixed(1)}× for 10× the input`);
  return large;
}
