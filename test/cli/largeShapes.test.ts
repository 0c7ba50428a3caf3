/**
 * Issue 25 row 3 through the CLI, as a user in CI meets it: one mistake repeated 5,000 times is listed 1,000 times
 * and then counted in one problem (the report stays small). Each run is under a CPU limit (a hang fails on it),
 * never a timer. The full-size shapes (100,000 values, the limits' own sizes) are test/large/cliLargeShapes.test.ts,
 * run by `npm run test:large` (CI).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { assertListedThenCounted, HEAD, lint } from '../helpers/largeShapes';
import { LISTED_PER_CODE } from '../../server/src/core/pipeline/listing';

test('row 3 variant: CLI on a required of 5,000 undefined names lists 1,000 and counts the rest in one problem', () => {
  const required = Array.from({ length: 5_000 }, (_, i) => `p${i}`);
  const run = lint({ 'a.args.json': JSON.stringify({ type: 'object', properties: {}, required }) }, 'a.args.json');
  assertListedThenCounted(run, 'pedelec/required-undefined', 5_000);
  assert.match(run.problems[0].message, /^"p0" is required but not defined/, 'the first ones are listed, in order');
});

test('row 3 variant: CLI on an Arcade tool with 5,000 null parameters: schema problems are bounded the same way', () => {
  const tool = JSON.parse(
    '{"name":"T","fully_qualified_name":"K.T@1.0.0","description":"d","toolkit":{"name":"K","version":"1.0.0"},"input":{"parameters":[]},"output":{}}',
  );
  tool.input.parameters = Array(5_000).fill(null);
  const run = lint({ 'a.tool.json': JSON.stringify(tool) }, 'a.tool.json');
  assert.equal(run.status, 1, run.stderr);
  assert.ok(run.problems.length < 5 * LISTED_PER_CODE, `${run.problems.length} problems`);
  assert.ok(
    run.problems.some((p) => /^4,000 more schema\/wrong-type problems in this value/.test(p.message)),
    run.problems.map((p) => p.message).join('\n'),
  );
});

test('row 3 in TypeScript: a tool whose required lists 5,000 undefined names: 1,000 listed, the rest counted', () => {
  const required = Array.from({ length: 5_000 }, (_, i) => `'p${i}'`).join(',');
  const text = `${HEAD}export const t = defineTool({ name: 't', description: 'd', argsSchema: { type: 'object', properties: {}, required: [${required}] } });\n`;
  assertListedThenCounted(lint({ 't.ts': text }, 't.ts'), 'pedelec/required-undefined', 5_000);
});

test('row 3 in TypeScript: createSession with 5,000 nulls as tools: 1,000 listed, the rest counted', () => {
  const text = `${HEAD}createSession({ skills: { guidance: 'g', tools: [${Array(5_000).fill('null').join(',')}] } });\n`;
  assertListedThenCounted(lint({ 's.ts': text }, 's.ts'), 'pedelec/invalid-manifest', 5_000);
});
