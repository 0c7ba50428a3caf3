/**
 * Fuzzing with large shapes (issue 25): wide unions and lists, wide properties, long arrays of nulls, deep and wide
 * constant graphs, import fan-out. Nothing may throw or log a failure, and the work, read from the budget, stays
 * within the budget; for JSON, linear in the text (40 units per character, plus a constant). A script's constants
 * may legitimately expand past its text, up to the per-value cap and the budget. Each case costs seconds, so this
 * runs only in `npm run test:fuzz` (test/fuzz/, outside `npm test`), 15 cases by default, 40 in the long run.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { DOCUMENT_WORK } from '../../server/src/core/model/budget';
import { fuzzParams, largeShape } from '../helpers/fuzz';
import { analyzeWithBudget } from '../helpers/scripts';

test('fuzz: large shapes are checked in bounded work, or cut with exactly one analysis-truncated problem', () => {
  fc.assert(
    fc.property(largeShape, ({ files, main, shape }) => {
      const { analysis, budget, logged } = analyzeWithBudget(files, main);
      assert.deepEqual(logged, [], shape);
      const size = Object.values(files).reduce((n, text) => n + text.length, 0);
      const bound = main.endsWith('.json') ? 40 * size + 100_000 : DOCUMENT_WORK + 1;
      assert.ok(budget.spent <= bound, `${shape}: ${budget.spent} units for ${size} characters`);
      const truncations = analysis.problems.filter((p) => p.code === 'toolschema/analysis-truncated');
      assert.ok(truncations.length <= 1, shape);
      assert.equal(truncations.length === 1, budget.truncated, shape);
    }),
    // Each large shape costs seconds: the long run (FUZZ_RUNS=1000) takes 40 of them, not a thousand.
    { ...fuzzParams(15), numRuns: Math.min(fuzzParams(15).numRuns, 40) },
  );
});
