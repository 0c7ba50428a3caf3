import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { analyzeText, fixture, mutate } from '../../../helpers/diagnose';
import { arrayMissingInnerType } from '../../../../server/src/core/rules/arcade/array-missing-inner-type';

const current = fixture('weather.current.tool.json');
const preview = fixture('greet.preview.tool.json');

ruleTester(arrayMissingInnerType, {
  valid: [
    { name: 'the current fixture (an array of strings)', code: current },
    { name: 'the preview fixture', code: preview },
    {
      name: 'a list of objects',
      code: '{ "input": { "parameters": [ { "name": "a", "required": true, "value_schema": { "val_type": "array", "inner_val_type": "json" } } ] } }',
    },
  ],
  invalid: [
    {
      name: 'inner_val_type null in a current file: set it',
      code: mutate(
        current,
        '"val_type": "array",\n          "inner_val_type": "string"',
        '"val_type": «"array"»,\n          "inner_val_type": null',
      ),
      errors: ['An array needs "inner_val_type"'],
      output: current,
    },
    {
      name: 'absent in the output of a preview file: add it',
      code: mutate(preview, '"value_schema": { "val_type": "string" } }', '"value_schema": { "val_type": «"array"» } }'),
      errors: ['Add it'],
      output: mutate(
        preview,
        '"value_schema": { "val_type": "string" } }',
        '"value_schema": { "val_type": "array", "inner_val_type": "string" } }',
      ),
    },
    {
      name: 'nested in properties and inner_properties; json when inner_properties has fields',
      code: '{ "input": { "parameters": [ { "name": "a", "required": true, "value_schema": { "val_type": "json", "properties": { "rows": { "val_type": «"array"», "inner_val_type": null, "inner_properties": { "id": { "val_type": «"array"» } } } } } } ] } }',
      errors: ['inner_val_type', 'inner_val_type'],
      output:
        '{ "input": { "parameters": [ { "name": "a", "required": true, "value_schema": { "val_type": "json", "properties": { "rows": { "val_type": "array", "inner_val_type": "json", "inner_properties": { "id": { "val_type": "array", "inner_val_type": "string" } } } } } } ] } }',
    },
    {
      name: 'an HTTP endpoint parameter of a wrapper tool',
      code: mutate(current, '"parameters": [],', '"parameters": [ { "name": "ids", "value_schema": { "val_type": «"array"» } } ],'),
      errors: ['inner_val_type'],
      output: mutate(
        current,
        '"parameters": [],',
        '"parameters": [ { "name": "ids", "value_schema": { "val_type": "array", "inner_val_type": "string" } } ],',
      ),
    },
  ],
});

// api_wrapper/schema.py HttpValueSchema: an HTTP endpoint parameter's array names its element type
// array_inner_val_type (string, integer, number, boolean), not inner_val_type.
test('arcade/array-missing-inner-type: an HTTP endpoint parameter with array_inner_val_type is complete', async () => {
  const param =
    '{ "name": "ids", "value_schema": { "val_type": "array", "array_inner_val_type": "integer" }, "accepted_as": "query", "required": false }';
  const text = mutate(fixture('weather.current.tool.json'), '"parameters": [],', `"parameters": [${param}],`);
  const analysis = await analyzeText(text, 'wrapper_tools/GetForecast.json');
  assert.deepEqual(
    analysis.problems.map((p) => p.code),
    [],
  );
  const json = mutate(text, '"array_inner_val_type": "integer"', '"array_inner_val_type": "json"');
  assert.deepEqual(
    (await analyzeText(json, 'wrapper_tools/GetForecast.json')).problems.map((p) => `${p.severity} ${p.code}`),
    ['error schema/invalid-value'],
  );
});
