import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-json-languageservice';
import { analyze } from '../../server/src/core/analyze';
import { sourceOf, withDiagnostics } from '../helpers/core';
import { Budget } from '../../server/src/core/budget';
import { RULES } from '../../server/src/core/rules';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings';
import { docFor } from '../helpers/ruleTester';

const text = '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" } } }\n';
/** The args-schema rules that are on by default, the one that reports `format` last (so that it is among the skipped). */
const pedelecRules = RULES.filter((r) => r.meta.families.includes('pedelec-args') && r.meta.defaultSeverity !== 'off').sort(
  (a, b) => Number(a.meta.id === 'pedelec/unsupported-keyword') - Number(b.meta.id === 'pedelec/unsupported-keyword'),
);

/** A clock that reads 0 until `after` readings, then far past any budget: the budget runs out on cue. */
const clockRunningOutAfter = (after: number) => {
  let readings = 0;
  return () => (readings++ < after ? 0 : 1e9);
};

test('budget: once the time is spent, the remaining rules are skipped and named in one analysis-truncated information diagnostic', async () => {
  // Readings: begin, then one before each rule: the first two rules run, the rest are skipped.
  const analysis = withDiagnostics(
    analyze(sourceOf(docFor(text, 'q.args.json')), DEFAULT_SETTINGS, undefined, pedelecRules, new Budget(3000, clockRunningOutAfter(3))),
  );
  const truncated = analysis.diagnostics.filter((d) => d.code === 'toolschema/analysis-truncated');
  assert.equal(truncated.length, 1);
  const [d] = truncated;
  assert.equal(d.severity, DiagnosticSeverity.Information);
  assert.deepEqual(d.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
  const skipped = pedelecRules.slice(2).map((r) => r.meta.id);
  assert.match(d.message, new RegExp(`took longer than 3 s, so these ${skipped.length} rules were skipped: ${skipped.join(', ')}\\. `));
  assert.ok(skipped.includes('pedelec/unsupported-keyword'), 'the test skips the rule that would report "format"');
  assert.ok(!analysis.diagnostics.some((x) => x.code === 'pedelec/unsupported-keyword'), 'a skipped rule reports nothing');
});

test('budget: within the time, every rule runs and nothing is said', async () => {
  const analysis = withDiagnostics(
    analyze(sourceOf(docFor(text, 'q.args.json')), DEFAULT_SETTINGS, undefined, pedelecRules, new Budget(3000, () => 0)),
  );
  assert.deepEqual(
    analysis.diagnostics.map((d) => d.code),
    ['pedelec/unsupported-keyword'],
  );
});

test('budget: a disable comment for a skipped rule is not called unused (its problems were never looked for)', async () => {
  const jsonc = `// toolschema-disable-next-line pedelec/unsupported-keyword\n${text}`;
  const run = (budget: Budget) => analyze(sourceOf(docFor(jsonc, 'q.args.jsonc')), DEFAULT_SETTINGS, undefined, pedelecRules, budget);
  assert.deepEqual(
    run(new Budget(3000, clockRunningOutAfter(3))).problems.map((p) => p.code),
    ['toolschema/analysis-truncated'],
  );
  assert.deepEqual(
    run(new Budget(3000, () => 0)).problems.map((p) => p.code),
    [],
  );
});

test('budget: by default only CPU time counts, so time spent waiting for a busy machine never truncates an analysis', () => {
  const budget = new Budget(50);
  budget.begin();
  // Blocked without using the CPU, as a process is while other processes have the cores.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  assert.equal(budget.exhausted, false, '200 ms off the CPU spend nothing of a 50 ms budget');
  let spins = 0;
  while (!budget.exhausted) spins++; // computing does spend it: the loop ends once 50 ms of CPU are used
  assert.ok(spins > 0);
});
