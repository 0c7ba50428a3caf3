import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { diagnose, fixture, mutate } from '../../../helpers/diagnose';
import { versionKey } from '../../../../server/src/core/rules/arcade/version-key';
import { DEFAULT_SETTINGS } from '../../../../server/src/core/settings/settings';

const v1 = fixture('greet.v1.tool.json');
const current = fixture('weather.current.tool.json');
const preview = fixture('greet.preview.tool.json');
const previewDeclared = mutate(preview, '{\n', '{\n  "$schema": "toolschema:arcade-tool-preview",\n');

ruleTester(versionKey, {
  valid: [
    { name: '1.0', code: v1 },
    { name: 'current', code: current },
    { name: 'preview (by shape)', code: preview },
  ],
  invalid: [
    {
      name: '"inputs" in a 1.0 document',
      code: mutate(v1, '"input"', '«"inputs"»'),
      errors: ['"inputs" is the key of the preview format; an Arcade 1.0 document uses "input"'],
      output: v1,
    },
    {
      name: '"input" in a declared preview document',
      code: mutate(previewDeclared, '"inputs"', '«"input"»'),
      errors: ['a preview document uses "inputs". Rename it (or migrate'],
      output: previewDeclared,
    },
    {
      name: 'both keys in a current document: remove the stray one',
      code: mutate(current, '"input": {', '«"inputs"»: { "parameters": [] },\n  "input": {'),
      errors: ['which is already here. Remove "inputs"'],
      output: current,
    },
  ],
});

test("version-key: one problem, one diagnostic (the schema's unknown and missing property give way)", async () => {
  assert.deepEqual(await diagnose(mutate(v1, '"input"', '"inputs"'), 'greet.tool.json'), ['arcade/version-key «"inputs"»']);
  assert.deepEqual(await diagnose(mutate(previewDeclared, '"inputs"', '"input"'), 'greet.tool.json'), ['arcade/version-key «"input"»']);
  const off = { ...DEFAULT_SETTINGS, rules: { 'arcade/version-key': 'off' as const } };
  assert.deepEqual(await diagnose(mutate(v1, '"input"', '"inputs"'), 'greet.tool.json', off), [
    'schema/missing-property «{»',
    'schema/unknown-property «"inputs"»',
  ]);
});
