import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { offeredFixes } from '../../../helpers/fixes';
import { enumNotString } from '../../../../server/src/core/rules/arcade/enum-not-string';

const current = fixture('weather.current.tool.json');
const tool = (valueSchema: string) =>
  `{ "input": { "parameters": [ { "name": "n", "required": true, "value_schema": ${valueSchema} } ] } }`;

ruleTester(enumNotString, {
  valid: [
    { name: 'the fixture: enum null everywhere', code: current },
    { name: 'a string enum', code: mutate(current, '"enum": null', '"enum": ["Lisbon", "Porto"]') },
    {
      name: 'list[Enum]: an array of strings with enum',
      code: mutate(
        current,
        '"inner_val_type": "string",\n          "enum": null',
        '"inner_val_type": "string",\n          "enum": ["1", "3", "7"]',
      ),
    },
    { name: "an empty enum: Arcade's converters leave it out", code: tool('{ "val_type": "integer", "enum": [] }') },
    { name: 'the 2026 fixture', code: fixture('helpdesk.current-2026.tool.json') },
    {
      name: 'no val_type, or one that is not a string: left to the schema',
      code: tool('{ "val_type": null, "enum": ["1"], "properties": { "p": { "enum": ["2"] } } }'),
    },
  ],
  invalid: [
    {
      name: 'a number enum: the model is shown a schema no value satisfies; made a string',
      code: tool('{ "val_type": "number", «"enum"»: ["1"] }'),
      errors: [
        '"enum" on a "number" value: the model is shown {"type": "number", "enum": ["1"]}, which no value satisfies (the values are strings). Arcade makes enums only from Python str / Enum parameters. Make "val_type" "string" to offer these values, or remove "enum".',
      ],
      output: tool('{ "val_type": "string", "enum": ["1"] }'),
    },
    {
      name: 'an integer and a boolean; a long enum is cut short in the message',
      code: `{ "input": { "parameters": [ { "name": "a", "required": true, "value_schema": { "val_type": "integer", «"enum"»: ["1", "2", "3", "4"] } }, { "name": "b", "required": true, "value_schema": { "val_type": "boolean", «"enum"»: ["true"] } } ] } }`,
      errors: ['{"type": "integer", "enum": ["1", "2", "3", …]}', '{"type": "boolean", "enum": ["true"]}'],
      output: `{ "input": { "parameters": [ { "name": "a", "required": true, "value_schema": { "val_type": "string", "enum": ["1", "2", "3", "4"] } }, { "name": "b", "required": true, "value_schema": { "val_type": "string", "enum": ["true"] } } ] } }`,
    },
    {
      name: 'an array of integers: the items accept nothing; the element type becomes string',
      code: mutate(
        current,
        '"inner_val_type": "string",\n          "enum": null',
        '"inner_val_type": "integer",\n          «"enum"»: ["1"]',
      ),
      errors: [
        '"enum" on an array of "integer": the model is shown items {"type": "integer", "enum": ["1"]}, which no element satisfies (only an empty list fits)',
      ],
      output: mutate(
        current,
        '"inner_val_type": "string",\n          "enum": null',
        '"inner_val_type": "string",\n          "enum": ["1"]',
      ),
    },
    {
      name: 'an array without inner_val_type: list[Enum] is the consistent reading',
      code: tool('{ "val_type": "array", «"enum"»: ["a", "b"] }'),
      errors: ['an array without "inner_val_type": the model is shown {"type": "array", "enum": ["a", "b"]}'],
      output: tool('{ "val_type": "array", "enum": ["a", "b"], "inner_val_type": "string" }'),
    },
    {
      name: 'a free-form json output: the enum goes',
      code: mutate(
        current,
        '"val_type": "json",\n      "inner_val_type": null,\n      "enum": null',
        '"val_type": "json",\n      "inner_val_type": null,\n      «"enum"»: ["a"]',
      ),
      errors: ['"enum" on a "json" value: the model is shown {"type": "object", "enum": ["a"]}, which no value satisfies'],
      output: mutate(
        current,
        '"val_type": "json",\n      "inner_val_type": null,\n      "enum": null',
        '"val_type": "json",\n      "inner_val_type": null',
      ),
    },
    {
      name: 'json with properties, an array of objects with inner_properties: only MCP keeps the enum',
      code: `{ "input": { "parameters": [ { "name": "a", "required": true, "value_schema": { "val_type": "json", "properties": {}, «"enum"»: ["x"] } }, { "name": "b", "required": true, "value_schema": { "val_type": "array", "inner_val_type": "json", "inner_properties": {}, «"enum"»: ["y"] } }, { "name": "c", "required": true, "value_schema": { "val_type": "array", "inner_val_type": "json", «"enum"»: ["z"] } } ] } }`,
      errors: [
        'OpenAI and Anthropic are shown the object without it, MCP clients {"type": "object", "enum": ["x"]}',
        'an array of objects: OpenAI and Anthropic are shown the items without it, MCP clients {"type": "array", "enum": ["y"]}',
        'an array of "json": the model is shown items {"type": "object", "enum": ["z"]}',
      ],
      output: `{ "input": { "parameters": [ { "name": "a", "required": true, "value_schema": { "val_type": "json", "properties": {} } }, { "name": "b", "required": true, "value_schema": { "val_type": "array", "inner_val_type": "json", "inner_properties": {} } }, { "name": "c", "required": true, "value_schema": { "val_type": "array", "inner_val_type": "json" } } ] } }`,
    },
  ],
});

test('enum-not-string: removing the enum is always offered second', async () => {
  const [[string, remove]] = await offeredFixes(tool('{ "val_type": "boolean", "enum": ["yes"] }'), 'x.tool.json', enumNotString.meta.id);
  assert.deepEqual(
    [string.title, string.preferred, remove.title, remove.preferred],
    ['Set "val_type" to "string"', true, 'Remove "enum"', false],
  );
  assert.equal(remove.output, tool('{ "val_type": "boolean" }'));
});
