import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { offeredFixes } from '../../../helpers/fixes';
import { requiredKeysUndefined } from '../../../../server/src/core/rules/arcade/required-keys-undefined';

const tool = fixture('helpdesk.current-2026.tool.json');
const id = requiredKeysUndefined.meta.id;
/** A current-format tool with one json parameter. */
const withValue = (valueSchema: string) =>
  `{ "name": "Put", "fully_qualified_name": "Store.Put", "description": "Puts.", "toolkit": { "name": "Store", "version": "1.0.0" },\n  "input": { "parameters": [ { "name": "item", "required": true, "description": "The item.", "value_schema": ${valueSchema} } ] },\n  "output": { "available_modes": ["value"] } }`;

ruleTester(requiredKeysUndefined, {
  valid: [
    { name: 'the 2026 fixture: required_keys and inner_required_keys name defined fields', code: tool },
    { name: 'an empty list', code: mutate(tool, '"required_keys": ["email"]', '"required_keys": []') },
    { name: 'an empty list on a value without properties', code: withValue('{ "val_type": "json", "required_keys": [] }') },
    {
      name: 'null lists',
      code: withValue('{ "val_type": "json", "properties": null, "required_keys": null, "inner_required_keys": null }'),
    },
    {
      name: 'names on a value that is not json are left to other rules',
      code: withValue('{ "val_type": "string", "properties": {}, "required_keys": ["x"] }'),
    },
    { name: "non-string names are the schema's", code: withValue('{ "val_type": "json", "properties": {}, "required_keys": [1, null] }') },
    {
      name: 'the output and an HTTP endpoint parameter count too (clean here)',
      code: mutate(tool, '"required_keys": ["closed_at"]', '"required_keys": ["closed_at"]'),
    },
    {
      name: 'a 1.0 document has no required_keys (the schema reports the key)',
      code: mutate(fixture('greet.v1.tool.json'), '"val_type": "string"', '"val_type": "json", "required_keys": ["x"]'),
      filename: 'greet.tool.json',
    },
  ],
  invalid: [
    {
      name: 'a name every JavaScript object has (toString) is no field either',
      code: withValue('{ "val_type": "json", "properties": { "a": { "val_type": "string" } }, "required_keys": ["a", «"toString"»] }'),
      errors: ['"required_keys" names "toString", which is not a field of "properties"'],
      output: withValue('{ "val_type": "json", "properties": { "a": { "val_type": "string" } }, "required_keys": ["a"] }'),
    },
    {
      name: 'a required name with no field: removed',
      code: mutate(tool, '"required_keys": ["email"]', '"required_keys": ["email", «"phone"»]'),
      errors: ['"required_keys" names "phone", which is not a field of "properties"'],
      output: mutate(tool, '"required_keys": ["email"]', '"required_keys": ["email"]'),
    },
    {
      name: 'inner_required_keys against inner_properties, two unknown names',
      code: mutate(tool, '"inner_required_keys": ["author", "text"]', '"inner_required_keys": [«"Author"», "author", «"body"», "text"]'),
      errors: ['"inner_required_keys" names "Author", which is not a field of "inner_properties"', 'names "body"'],
      output: mutate(tool, '"inner_required_keys": ["author", "text"]', '"inner_required_keys": ["author", "text"]'),
    },
    {
      name: 'the output value schema, and a nested one',
      code: withValue(
        '{ "val_type": "json", "properties": { "box": { "val_type": "json", "properties": {}, "required_keys": [«"lid"»] } }, "required_keys": ["box"] }',
      ),
      errors: ['names "lid"'],
      output: withValue(
        '{ "val_type": "json", "properties": { "box": { "val_type": "json", "properties": {}, "required_keys": [] } }, "required_keys": ["box"] }',
      ),
    },
    {
      name: 'required_keys on a value without properties: set to null',
      code: withValue('{ "val_type": "json", "properties": null, «"required_keys"»: ["force"] }'),
      errors: ['"required_keys" lists required fields, but this value has no "properties" that define them'],
      output: withValue('{ "val_type": "json", "properties": null, "required_keys": null }'),
    },
    {
      name: 'inner_required_keys without inner_properties, properties absent',
      code: withValue('{ "val_type": "array", "inner_val_type": "json", «"inner_required_keys"»: ["id"] }'),
      errors: ['no "inner_properties" that define them'],
      output: withValue('{ "val_type": "array", "inner_val_type": "json", "inner_required_keys": null }'),
    },
    {
      name: 'jsonc: a comment inside the list stays',
      filename: 'put.tool.jsonc',
      code: withValue('{ "val_type": "json", "properties": { "a": { "val_type": "string" } }, "required_keys": ["a", /* gone */ «"b"»] }'),
      errors: ['names "b"'],
      output: withValue('{ "val_type": "json", "properties": { "a": { "val_type": "string" } }, "required_keys": ["a" /* gone */ ] }'),
    },
  ],
});

test('required-keys-undefined: the other fix adds a field stub', async () => {
  const [[remove, add]] = await offeredFixes(
    withValue('{ "val_type": "json", "properties": { "a": { "val_type": "string" } }, "required_keys": ["a", "b"] }'),
    'put.tool.json',
    id,
  );
  assert.deepEqual(
    [remove.title, remove.preferred, add.title, add.preferred],
    ['Remove "b" from "required_keys"', true, 'Add a field "b" to "properties"', false],
  );
  assert.equal(
    add.output,
    withValue(
      '{ "val_type": "json", "properties": { "a": { "val_type": "string" }, "b": {"val_type":"string"} }, "required_keys": ["a", "b"] }',
    ),
  );
  const [[, describe]] = await offeredFixes(
    withValue('{ "val_type": "json", "properties": null, "required_keys": ["x", "y"] }'),
    'put.tool.json',
    id,
  );
  assert.equal(describe.title, 'Add "properties" with a field for each name');
  assert.equal(
    describe.output,
    withValue('{ "val_type": "json", "properties": {"x":{"val_type":"string"},"y":{"val_type":"string"}}, "required_keys": ["x", "y"] }'),
  );
  // A string value cannot hold fields: only the null fix.
  const [only] = await offeredFixes(withValue('{ "val_type": "string", "required_keys": ["x"] }'), 'put.tool.json', id);
  assert.deepEqual(
    only.map((f) => f.title),
    ['Set "required_keys" to null'],
  );
});
