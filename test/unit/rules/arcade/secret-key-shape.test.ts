import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { diagnose, fixture, mutate } from '../../../helpers/diagnose';
import { secretKeyShape } from '../../../../server/src/core/rules/arcade/secret-key-shape';

const v1 = fixture('greet.v1.tool.json');
const current = fixture('weather.current.tool.json');

ruleTester(secretKeyShape, {
  valid: [
    { name: '1.0 key_id', code: v1 },
    { name: 'current key', code: current },
    {
      name: 'secrets that are no list, or an entry that is no object: left to the schema',
      code: mutate(current, '"secrets": [{ "key": "weather_api_key" }]', '"secrets": ["key_id", null, [{ "key_id": "a" }]]'),
    },
    {
      name: 'secrets an object, not a list',
      code: mutate(current, '"secrets": [{ "key": "weather_api_key" }]', '"secrets": { "key_id": "a" }'),
    },
    {
      name: 'preview has no secrets: left to the schema',
      code: '{ "inputs": { "parameters": [] }, "requirements": { "secrets": [{ "key": "A" }] } }',
    },
  ],
  invalid: [
    {
      name: 'key in a 1.0 document',
      code: mutate(v1, '"key_id"', '«"key"»'),
      errors: ['The Arcade 1.0 format names a secret with "key_id"'],
      output: v1,
    },
    {
      name: 'key_id in a current document, two secrets',
      code: mutate(current, '[{ "key": "weather_api_key" }]', '[{ «"key_id"»: "weather_api_key" }, { «"key_id"»: "other" }]'),
      errors: ['Rename it to "key"', 'Rename it to "key"'],
      output: mutate(current, '[{ "key": "weather_api_key" }]', '[{ "key": "weather_api_key" }, { "key": "other" }]'),
    },
    {
      name: 'both keys: remove the wrong one',
      code: mutate(v1, '{ "key_id": "GREETING_TOKEN" }', '{ "key_id": "GREETING_TOKEN", «"key"»: "x" }'),
      errors: ['"key_id" is already here'],
      output: v1,
    },
  ],
});

test('secret-key-shape: one problem, one diagnostic', async () => {
  assert.deepEqual(await diagnose(mutate(v1, '"key_id"', '"key"'), 'greet.tool.json'), ['arcade/secret-key-shape «"key"»']);
  assert.deepEqual(await diagnose(mutate(current, '"key"', '"key_id"'), 'weather.tool.json'), ['arcade/secret-key-shape «"key_id"»']);
});
