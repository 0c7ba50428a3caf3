/**
 * Fix safety in Python, as a property: on generated tool modules (helpers/pythonFuzz.ts), every fix any rule offers,
 * and the safe-fixes pass of `source.fixAll` / `--fix`, leave a module that parses with no new error node, add no
 * problem of any code, remove the problem they fix, and change no text outside their edits. The modules put their
 * imports below the tools, in `if TYPE_CHECKING:` or `try:` blocks too: a fix adding an import must bind the name
 * before its use (45 modules: the default seed's first to catch an import added below the tool is the 42nd).
 * Under `npm run test:fuzz` the fixed modules are also read by Python's own `ast.parse` and `compile` when `python3`
 * is on the PATH (it parses and compiles, never runs).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import fc from 'fast-check';
import { analyze } from '../../../server/src/core/pipeline/analyze';
import { fixAll, fixesOfRule, resolveFixes, safeFixes } from '../../../server/src/core/features/fixes';
import { applyEdits, type Edit } from '../../../server/src/core/model/edits';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { errorNodes, parsePython } from '../../../server/src/core/languages/python/syntax';
import { fuzzParams, type Seed } from '../../helpers/fuzz';
import { pythonToolModule } from '../../helpers/pythonFuzz';
import { ENGINE } from '../../helpers/engine';

const SOURCE = { uri: 'file:///fuzz/tools.py', languageId: 'python' };
const analyzed = (text: string) => analyze({ ...SOURCE, text }, DEFAULT_SETTINGS, { engine: ENGINE });
const syntaxErrors = (text: string) => errorNodes(parsePython(text)).length;
const countByCode = (problems: readonly { code: string }[]) =>
  problems.reduce((m, p) => m.set(p.code, (m.get(p.code) ?? 0) + 1), new Map<string, number>());

/**
 * Python's own parser, only in the long run (not in `npm test`): one process reads every module written in the run,
 * after the property, and never executes them (helpers/pythonCheck.py: ast.parse and compile, and names an
 * annotation uses that nothing binds above its `def`, compared to the generated module).
 */
const PYTHON_CHECK = path.resolve(__dirname, '../../../../test/helpers/pythonCheck.py');
const python3 = process.env.FUZZ_RUNS && spawnSync('python3', ['-c', 'pass'], { stdio: 'ignore' }).status === 0 ? 'python3' : undefined;
function assertPythonAccepts(pairs: [string, string][]) {
  if (!python3) return;
  const run = spawnSync(python3, ['-I', PYTHON_CHECK], { input: JSON.stringify(pairs), encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const failed = run.stdout.trim();
  const [before, after] = pairs[Number(failed.split(' ')[0])] ?? [];
  assert.equal(failed, '', `Python rejects a fixed module:\n${failed}\n${before}\n→\n${after}`);
}

/** Edits are in bounds and apart, and the text between them is the text before (nothing else moves). */
function assertOnlyEditsChange(before: string, edits: readonly Edit[], after: string, what: string) {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  let from = 0;
  let at = 0;
  for (const e of sorted) {
    assert.ok(e.offset >= from && e.offset + e.length <= before.length, `${what}: edits overlap or leave the text`);
    assert.equal(after.slice(at, at + e.offset - from), before.slice(from, e.offset), `${what} changed text outside its edits`);
    at += e.offset - from;
    assert.equal(after.slice(at, at + e.newText.length), e.newText, what);
    at += e.newText.length;
    from = e.offset + e.length;
  }
  assert.equal(after.slice(at), before.slice(from), `${what} changed text outside its edits`);
}

interface Tally {
  fixes: number;
  fixAll: number;
  /** Every module the run wrote, with the generated one it came from, for Python's own reading. */
  written: [string, string][];
}

function checkFixes(seed: Seed, tally: Tally) {
  const analysis = analyzed(seed.text);
  const errorsBefore = syntaxErrors(seed.text);
  assert.equal(errorsBefore, 0, `the generator writes valid Python:\n${seed.text}`);
  const before = countByCode(analysis.problems);
  const written = python3 ? tally.written : [];
  written.push([seed.text, seed.text]);
  const assertNoNewProblem = (text: string, what: string) => {
    assert.ok(syntaxErrors(text) <= errorsBefore, `${what} made a syntax error:\n${seed.text}\n→\n${text}`);
    const now = countByCode(analyzed(text).problems);
    for (const [code, n] of now) assert.ok(n <= (before.get(code) ?? 0), `${what} added ${code}:\n${seed.text}\n→\n${text}`);
    written.push([seed.text, text]);
    return now;
  };
  for (const problem of analysis.problems)
    for (const fix of resolveFixes(analysis.doc, problem)) {
      tally.fixes++;
      const what = `"${fix.title}" (${problem.code})`;
      const text = applyEdits(seed.text, fix.edits);
      assertOnlyEditsChange(seed.text, fix.edits, text, what);
      const now = assertNoNewProblem(text, what);
      assert.ok((now.get(problem.code) ?? 0) < before.get(problem.code)!, `${what} left its problem:\n${seed.text}\n→\n${text}`);
    }
  // "Fix all of this rule" for each code found, and the safe fixes of `source.fixAll` / `--fix`.
  const choosers = [
    ...[...before.keys()].map((code) => [`fix all ${code}`, fixesOfRule(code)] as const),
    ['the safe fixes', safeFixes] as const,
  ];
  for (const [what, choose] of choosers) {
    const fixed = fixAll({ ...SOURCE, text: seed.text }, DEFAULT_SETTINGS, { engine: ENGINE, choose });
    if (fixed === seed.text) continue;
    tally.fixAll++;
    assertNoNewProblem(fixed, what);
  }
}

test('python fix safety: every fix on generated tool modules leaves parseable Python, no new problem, and its own problem gone', (t) => {
  const tally: Tally = { fixes: 0, fixAll: 0, written: [] };
  const params = fuzzParams(45);
  fc.assert(
    fc.property(pythonToolModule, (seed) => checkFixes(seed, tally)),
    params,
  );
  assertPythonAccepts(tally.written);
  assert.ok(tally.fixes > params.numRuns, `the generator reaches fixes (${tally.fixes} in ${params.numRuns} modules)`);
  t.diagnostic(`${tally.fixes} fixes and ${tally.fixAll} fix-alls applied${python3 ? ", each read by Python's ast" : ''}`);
});
