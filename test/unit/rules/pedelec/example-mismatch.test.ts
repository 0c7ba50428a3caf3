import { ruleTester } from '../../../helpers/ruleTester';
import { exampleMismatch } from '../../../../server/src/core/rules/pedelec/example-mismatch';

import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeText } from '../../../helpers/diagnose';

ruleTester(exampleMismatch, {
  valid: [
    { name: 'the guide\'s examples', code: '{ "type": "object", "properties": { "lang": { "type": "string", "default": "en", "examples": ["en", "zh-TW"] } } }' },
  ],
  invalid: [
    {
      name: 'bad examples, each at its element; examples that is not an array (one diagnostic, not two)',
      code: '{ "type": "object", "properties": { "n": { "type": "integer", "minimum": 0, "examples": [1, «-1», «"2"»] }, "s": { "type": "string", "minLength": 2, "examples": «"ab"» } } }',
      errors: ['-1 is below the minimum 0', '"2" is not of type integer', 'must be an array'],
    },
  ],
});

test('pedelec/example-mismatch: a catastrophic pattern against a long value finishes at once', async () => {
  const value = `${'a'.repeat(50000)}!`;
  const text = JSON.stringify({ type: 'object', properties: { s: { type: 'string', pattern: '^(a+)+$', examples: [value] } } });
  const started = Date.now();
  const analysis = await analyzeText(text, 'slow.args.json');
  assert.ok(Date.now() - started < 2000, `took ${Date.now() - started} ms`);
  assert.deepEqual(analysis.diagnostics.map((d) => d.code), ['pedelec/example-mismatch']);
  assert.match(analysis.diagnostics[0].message, /does not match the pattern/);
});
