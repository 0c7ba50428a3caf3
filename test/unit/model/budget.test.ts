import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-json-languageservice';
import { analyze } from '../../../server/src/core/pipeline/analyze';
import { sourceOf, withDiagnostics } from '../../helpers/core';
import { Budget } from '../../../server/src/core/model/budget';
import { charge } from '../../../server/src/core/model/work';
import { ENGINE, engineWith } from '../../helpers/engine';
import type { Rule } from '../../../server/src/core/model/rule';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { getProperty } from '../../../server/src/core/model/tree';
import { docFor } from '../../helpers/ruleTester';

const text = '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" } } }\n';
/** The args-schema rules that are on by default, the one that reports `format` last (so that it is among the skipped). */
const pedelecRules = ENGINE.rules
  .filter((r) => r.meta.families.includes('pedelec-args') && r.meta.defaultSeverity !== 'off')
  .sort((a, b) => Number(a.meta.id === 'pedelec/unsupported-keyword') - Number(b.meta.id === 'pedelec/unsupported-keyword'));
const run = (budget: Budget, source = text, rules: readonly Rule[] = pedelecRules, name = 'q.args.json') =>
  analyze(sourceOf(docFor(source, name)), DEFAULT_SETTINGS, { engine: engineWith(rules), budget });

/** What a whole analysis of `text` spends. */
const whole = new Budget();
run(whole);

test('budget: work, not time: the same analysis spends the same units every time', () => {
  const again = new Budget();
  run(again);
  assert.equal(again.spent, whole.spent);
  assert.ok(whole.spent > 0);
});

test('budget: once the units are spent, the remaining rules are skipped and named in one analysis-truncated information diagnostic', () => {
  // One unit short: the rules run in order, so the last one (unsupported-keyword) runs out inside its check.
  const analysis = withDiagnostics(run(new Budget(whole.spent - 1)));
  const truncated = analysis.diagnostics.filter((d) => d.code === 'toolschema/analysis-truncated');
  assert.equal(truncated.length, 1);
  const [d] = truncated;
  assert.equal(d.severity, DiagnosticSeverity.Information);
  assert.deepEqual(d.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
  // The last rule that spends anything is cut, and every rule after it is skipped: unsupported-keyword among them.
  assert.match(d.message, /stopped early and did not check (the rule|these \d+ rules:) [^.]*pedelec\/unsupported-keyword\. /);
  assert.ok(!analysis.diagnostics.some((x) => x.code === 'pedelec/unsupported-keyword'), 'a cut rule reports nothing');
});

test('budget: with nothing to spend, validation and every rule are named as skipped, in one problem', () => {
  const problems = run(new Budget(0)).problems;
  assert.deepEqual(
    problems.map((p) => p.code),
    ['toolschema/analysis-truncated'],
  );
  assert.match(problems[0].message, new RegExp(`did not check schema validation; these ${pedelecRules.length} rules: `));
});

test('budget: within the units, every rule runs and nothing is said', () => {
  assert.deepEqual(
    run(new Budget(whole.spent)).problems.map((p) => p.code),
    ['pedelec/unsupported-keyword'],
  );
});

test('budget: a rule is stopped inside its loop, not after it: the tree helpers charge every lookup', () => {
  let lookups = 0;
  const looping: Rule = {
    meta: { id: 'pedelec/looping', defaultSeverity: 'error', description: 'Disallow nothing.', families: ['pedelec-args'] },
    check({ doc, report }) {
      for (let i = 0; i < 10_000_000; i++, lookups++) getProperty(doc.root, 'type');
      report({ node: doc.root, message: 'never reached' });
    },
  };
  const analysis = run(new Budget(10_000), text, [looping]);
  assert.ok(lookups < 10_001, `${lookups} lookups before the stop`);
  assert.deepEqual(
    analysis.problems.map((p) => p.code),
    ['toolschema/analysis-truncated'],
  );
  assert.match(analysis.problems[0].message, /the rule pedelec\/looping\./);
});

test('budget: the clock is a backstop only: past it, the rest is skipped as when the units run out', () => {
  let reading = 0;
  const clock = () => (reading++ < 3 ? 0 : 1e9);
  const problems = run(new Budget(1e12, 3000, clock)).problems;
  assert.ok(problems.some((p) => p.code === 'toolschema/analysis-truncated'));
});

test('budget: a disable comment for a skipped rule is not called unused (its problems were never looked for)', () => {
  const jsonc = `// toolschema-disable-next-line pedelec/unsupported-keyword\n${text}`;
  const withComment = (budget: Budget) => run(budget, jsonc, pedelecRules, 'q.args.jsonc');
  const spent = new Budget();
  withComment(spent);
  assert.deepEqual(
    withComment(new Budget(spent.spent - 1)).problems.map((p) => p.code),
    ['toolschema/analysis-truncated'],
  );
  assert.deepEqual(
    withComment(new Budget()).problems.map((p) => p.code),
    [],
  );
});

test('budget: the backstop clock counts only CPU time, so time spent waiting for a busy machine never truncates an analysis', () => {
  const budget = new Budget(undefined, 50);
  assert.equal(budget.exhausted, false); // starts the backstop's clock
  // Blocked without using the CPU, as a process is while other processes have the cores.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  assert.equal(budget.exhausted, false, '200 ms off the CPU spend nothing of a 50 ms budget');
  let spins = 0;
  while (!budget.exhausted) spins++; // computing does spend it: the loop ends once 50 ms of CPU are used
  assert.ok(spins > 0);
});

test('budget: a budget starts from the last CPU reading when it is younger than a 300th of its backstop (a read costs a system call)', () => {
  const { cpuUsage, hrtime } = process;
  let reads = 0;
  const [seconds] = hrtime();
  let elapsed = (seconds + 1000) * 1000; // ms, later than any reading taken so far
  process.cpuUsage = (previous) => (reads++, cpuUsage(previous));
  process.hrtime = Object.assign((): [number, number] => [Math.floor(elapsed / 1000), (elapsed % 1000) * 1e6], { bigint: hrtime.bigint });
  try {
    for (let i = 0; i < 1000; i++) assert.equal(new Budget().exhausted, false); // a file's budgets, as the CLI starts them
    assert.equal(reads, 1, 'one reading for a thousand budgets started within 100 ms');
    elapsed += 1;
    assert.equal(new Budget(undefined, 50).exhausted, false);
    assert.equal(reads, 2, 'a 50 ms backstop starts from a reading of its own');
  } finally {
    process.cpuUsage = cpuUsage;
    process.hrtime = hrtime;
  }
});

test('budget: the clock is read once per stage or rule (the first reading starts the backstop), and never once the budget is spent', () => {
  let readings = 0;
  const budget = new Budget(1e12, 3000, () => (readings++, 0));
  const stages = 40;
  for (let i = 0; i < stages; i++)
    assert.equal(
      budget.run(`stage ${i}`, () => true),
      true,
    );
  assert.equal(readings, stages);
  let cutReadings = 0;
  const cut = new Budget(1, 3000, () => (cutReadings++, 0));
  assert.equal(
    cut.run('a stage past the budget', () => charge(2)),
    undefined,
  );
  for (let i = 0; i < stages; i++) cut.run(`stage ${i}`, () => true);
  assert.equal(cutReadings, 1, 'a budget already spent reads no clock again');
});
