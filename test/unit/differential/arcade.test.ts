/**
 * Differential test: every mutation kind of arcade-core's contract (arcadeContract.ts) applied to each of our
 * current-format fixtures; toolschema reports an error exactly when arcade-core rejects the result.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeText, fixture } from '../../helpers/diagnose';
import { ARCADE_MUTATIONS, type Json } from './arcadeContract';

const FIXTURES = ['weather.current.tool.json', 'helpdesk.current-2026.tool.json'];

for (const name of FIXTURES) {
  const original = JSON.parse(fixture(name)) as { [key: string]: Json };
  test(`${name}: the unmutated fixture has no error`, async () => {
    const analysis = await analyzeText(fixture(name), name);
    assert.deepEqual(
      analysis.problems.filter((p) => p.severity === 'error').map((p) => p.code),
      [],
    );
  });
  for (const mutation of ARCADE_MUTATIONS) {
    const tool = structuredClone(original);
    if (!mutation.apply(tool)) continue; // this fixture has nothing of that kind (no metadata in the weather tool)
    test(`${name}: ${mutation.kind} → arcade-core ${mutation.upstream}s (${mutation.source})`, async () => {
      const analysis = await analyzeText(JSON.stringify(tool, null, 2), name);
      const errors = analysis.problems.filter((p) => p.severity === 'error').map((p) => `${p.code}: ${p.message}`);
      if (mutation.upstream === 'reject') assert.notDeepEqual(errors, [], 'arcade-core rejects this; toolschema must report an error');
      else assert.deepEqual(errors, [], 'arcade-core accepts this; toolschema must not report an error');
    });
  }
}

test('the contract covers every kind the issue lists, each with its upstream source', () => {
  assert.ok(ARCADE_MUTATIONS.length >= 35);
  for (const m of ARCADE_MUTATIONS) assert.match(m.source, /^libs\/arcade-core\/arcade_core\/\w+\.py \S.* \((load|build)[,)]/, m.kind);
});
