/**
 * toolschema/rule-failed (issue 25 row 8): a check that throws costs that check, never the file's other problems,
 * and the file says it was not fully checked; the stack goes to the log, never into the message.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyze } from '../../../../server/src/core/pipeline/analyze';
import { ENGINE, engineWith } from '../../../helpers/engine';
import type { Rule } from '../../../../server/src/core/model/rule';
import { DEFAULT_SETTINGS, type Settings } from '../../../../server/src/core/settings/settings';
import { PEDELEC_FAMILIES } from '../../../../server/src/core/model/catalog';
import { analyzeProject } from '../../../helpers/scripts';

/** A rule that throws as a real one did (enum-type-mismatch's JSON.stringify on a 10,000-deep value). */
const throwing = (error: unknown): Rule => ({
  meta: { id: 'pedelec/throws', defaultSeverity: 'error', description: 'Disallow nothing.', families: PEDELEC_FAMILIES },
  check: () => {
    throw error;
  },
});
const overflow = () => {
  const e = new RangeError('Maximum call stack size exceeded');
  e.stack = `${e.name}: ${e.message}\n    at JSON.stringify (<anonymous>)\n    at Object.check (rule.js:1:1)`;
  return e;
};
// `minLength` on a number (keyword-type-mismatch) and `zz` required but undefined (required-undefined).
const ARGS = '{ "type": "object", "properties": { "n": { "type": "number", "minLength": 1 } }, "required": ["zz"] }';

const cases: { name: string; error: unknown; settings?: Partial<Settings>; failed: RegExp | undefined }[] = [
  {
    name: 'a RangeError (stack overflow)',
    error: overflow(),
    failed: /the rule pedelec\/throws failed \(RangeError: Maximum call stack size exceeded\)/,
  },
  { name: 'a TypeError', error: new TypeError("Cannot read properties of undefined (reading 'x')"), failed: /\(TypeError: Cannot read/ },
  { name: 'a thrown string', error: 'boom', failed: /\(boom\)/ },
  { name: 'a 10,000-character message is cut', error: new Error('x'.repeat(10_000)), failed: /\(Error: x{190,200}…\)/ },
  {
    name: 'rule-failed turned off in toolschema.rules: only the other problems',
    error: overflow(),
    settings: { rules: { 'toolschema/rule-failed': 'off' } },
    failed: undefined,
  },
];

for (const c of cases) {
  test(`rule-failed: ${c.name}`, () => {
    const logged: string[] = [];
    const settings = { ...DEFAULT_SETTINGS, ...c.settings };
    const analysis = analyze({ uri: 'file:///w/a.args.json', languageId: 'json', text: ARGS }, settings, {
      log: (m) => logged.push(m),
      engine: engineWith([
        ...ENGINE.rules.slice(0, 7), // keyword-type-mismatch and required-undefined are among them
        throwing(c.error),
        ...ENGINE.rules.slice(7),
      ]),
    });
    const codes = analysis.problems.map((p) => p.code);
    assert.ok(codes.includes('pedelec/keyword-type-mismatch') && codes.includes('pedelec/required-undefined'), codes.join());
    const failed = analysis.problems.filter((p) => p.code === 'toolschema/rule-failed');
    if (!c.failed) return assert.deepEqual(failed, []);
    assert.equal(failed.length, 1);
    assert.match(failed[0].message, c.failed);
    assert.match(failed[0].message, /not fully checked/);
    assert.doesNotMatch(failed[0].message, /\n|<anonymous>|rule\.js/, 'no stack in the message');
    assert.deepEqual(failed[0].span, { offset: 0, length: 0 });
    assert.equal(failed[0].severity, 'warning');
    assert.equal(logged.length, 1);
    assert.match(logged[0], /toolschema: rule pedelec\/throws failed on file:\/\/\/w\/a\.args\.json/);
  });
}

test('rule-failed: in a script, a rule crashing on an imported .json 10,000 levels deep (the issue): the other problems stay', () => {
  let deep = '1';
  for (let i = 0; i < 10_000; i++) deep = `[${deep}]`;
  const run = analyzeProject(
    {
      'app/values.json': deep,
      'app/tools.ts': `import { defineTool } from '@kaoruisaac/pedelec';
import values from './values.json';
export const t = defineTool({ name: 't', description: 'd', argsSchema: { type: 'object', properties: { a: { type: 'string', enum: [values] } }, required: ['a', 'zz'] }, handler: async () => 'ok' });
`,
    },
    'app/tools.ts',
  );
  const codes = run.analysis.problems.map((p) => p.code);
  assert.ok(codes.includes('pedelec/required-undefined'), codes.join());
  // Before: only required-undefined, and "no problems" for what the crashed rule checks. Now the file says so.
  // (Once imported JSON is depth-guarded the crash may give way to a too-deep notice: either way, not clean.)
  assert.ok(
    codes.some((c) => c === 'toolschema/rule-failed' || c === 'toolschema/too-deeply-nested' || c === 'toolschema/analysis-truncated'),
    codes.join(),
  );
});

test('rule-failed: a toolschema-disable comment at the top leaves it shown, and is not called unused (the failed rule never looked)', () => {
  const text = `/* toolschema-disable */\n${ARGS}`;
  const analysis = analyze({ uri: 'file:///w/a.args.jsonc', languageId: 'jsonc', text }, DEFAULT_SETTINGS, {
    engine: engineWith([...ENGINE.rules, throwing(overflow())]),
  });
  assert.deepEqual(
    analysis.problems.map((p) => p.code),
    ['toolschema/rule-failed'],
  );
});
