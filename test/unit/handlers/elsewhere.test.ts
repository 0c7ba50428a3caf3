/**
 * What open documents find in a file they import (handlers/elsewhere.ts): each finding shown once, for as long as
 * one document that found it is open — and a file's diagnostics cost the findings it holds, not the number of
 * documents that found them (issue 25 row 2: a thousand tools importing one module).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ElsewhereProblems } from '../../../server/src/handlers/elsewhere';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import type { Problem } from '../../../server/src/core/model/problem';
import { ENGINE } from '../../helpers/engine';

const SHARED = 'file:///app/shared.ts';
const TEXT = 'x'.repeat(1_000);

/** The `n` mistakes a tool finds in shared.ts; `reads` counts how often a problem's place is looked at. */
function found(n: number, reads = { count: 0 }): Map<string, Problem[]> {
  const problems = Array.from({ length: n }, (_, i): Problem => {
    const span = { offset: i * 10, length: 5 };
    return Object.defineProperty({ code: 'pedelec/keyword-type-mismatch', severity: 'error', message: `mistake ${i}` } as Problem, 'span', {
      get: () => (reads.count++, span),
      enumerable: true,
    });
  });
  return new Map([[SHARED, problems]]);
}

test('elsewhere: a finding of many documents is shown once, while one of them is open', () => {
  const elsewhere = new ElsewhereProblems(ENGINE, () => DEFAULT_SETTINGS);
  assert.deepEqual(elsewhere.update('file:///app/t0.ts', { reads: [SHARED], elsewhere: found(3) }), [SHARED]);
  assert.deepEqual(elsewhere.update('file:///app/t1.ts', { reads: [SHARED], elsewhere: found(3) }), [SHARED]);
  assert.deepEqual(
    elsewhere.update('file:///app/t1.ts', { reads: [SHARED], elsewhere: found(3) }),
    [],
    'the same findings again change nothing',
  );
  assert.deepEqual(
    elsewhere.diagnostics(SHARED, TEXT).map((d) => d.message),
    ['mistake 0', 'mistake 1', 'mistake 2'],
  );
  assert.deepEqual(elsewhere.update('file:///app/t1.ts', { reads: [SHARED], elsewhere: found(1) }), [SHARED]);
  assert.equal(elsewhere.diagnostics(SHARED, TEXT).length, 3, 't0 still finds all three');
  assert.deepEqual(elsewhere.forget('file:///app/t0.ts'), [SHARED]);
  assert.deepEqual(
    elsewhere.diagnostics(SHARED, TEXT).map((d) => d.message),
    ['mistake 0'],
    'what only t0 found went with it',
  );
  assert.equal(elsewhere.diagnostics(SHARED, 'x'.repeat(4)).length, 0, 'a finding past the end of the text is stale');
  elsewhere.forget('file:///app/t1.ts');
  assert.deepEqual(elsewhere.diagnostics(SHARED, TEXT), []);
});

test("elsewhere: a file's diagnostics read each finding once, however many documents found it", () => {
  const elsewhere = new ElsewhereProblems(ENGINE, () => DEFAULT_SETTINGS);
  const reads = { count: 0 };
  for (let i = 0; i < 1_000; i++) elsewhere.update(`file:///app/t${i}.ts`, { reads: [SHARED], elsewhere: found(70, reads) });
  reads.count = 0;
  assert.equal(elsewhere.diagnostics(SHARED, TEXT).length, 70);
  // The place of each of the 70 findings, read a few times (stale check, position): not 1,000 × 70.
  assert.ok(reads.count <= 70 * 4, `${reads.count} reads of a problem's place`);
});
