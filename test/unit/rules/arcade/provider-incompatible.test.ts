import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { diagnose, fixture, mutate } from '../../../helpers/diagnose';
import { DEFAULT_SETTINGS } from '../../../../server/src/core/settings';
import { providerIncompatible } from '../../../../server/src/core/rules/arcade/provider-incompatible';

const tool = fixture('helpdesk.current-2026.tool.json');
const weather = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');
const withParameter = (valueSchema: string) =>
  `{ "name": "Put", "fully_qualified_name": "Store.Put", "description": "Puts.", "toolkit": { "name": "Store", "version": "1.0.0" },\n  "input": { "parameters": [ { "name": "item", "required": true, "description": "The item.", "value_schema": ${valueSchema} } ] },\n  "output": { "available_modes": ["value"], "value_schema": { "val_type": "json" } },
  "requirements": {} }`;

ruleTester(providerIncompatible, {
  valid: [
    { name: 'the 2026 fixture: every object described', code: tool },
    { name: 'a free-form json output is not shown to the model', code: weather },
    {
      name: 'a name of 64 characters with "-" (the @version is not part of it)',
      code: mutate(tool, '"Helpdesk.CloseTicket@2.1.0"', `"Help-desk.${'T'.repeat(54)}@2.1.0"`),
    },
    {
      name: 'no fully_qualified_name: toolkit.name and name',
      code: mutate(tool, '"fully_qualified_name": "Helpdesk.CloseTicket@2.1.0",\n', ''),
    },
    {
      name: 'a 1.0 document has no properties: only the name is checked',
      code: mutate(v1, '"val_type": "string"', '"val_type": "json"'),
      filename: 'greet.tool.json',
    },
    {
      name: 'an array of objects with inner_properties (even empty)',
      code: withParameter('{ "val_type": "array", "inner_val_type": "json", "inner_properties": {} }'),
    },
    { name: 'json with empty properties is a closed object', code: withParameter('{ "val_type": "json", "properties": {} }') },
  ],
  invalid: [
    {
      name: 'a name longer than 64 characters once "." becomes "_"',
      code: mutate(tool, '"Helpdesk.CloseTicket@2.1.0"', `«"Helpdesk.${'T'.repeat(56)}@2.1.0"»`),
      errors: [
        `OpenAI rejects the tool name Arcade sends it: "Helpdesk_${'T'.repeat(56)}" (the fully-qualified name without "@version", "." replaced by "_") is 65 characters long`,
      ],
    },
    {
      name: 'a space and a colon, each named once; toolkit.name + name without fully_qualified_name',
      code: mutate(
        mutate(tool, '"fully_qualified_name": "Helpdesk.CloseTicket@2.1.0",\n', ''),
        '"name": "CloseTicket"',
        '"name": «"Close: the ticket"»',
      ),
      errors: ['"Helpdesk_Close: the ticket" (the fully-qualified name without "@version", "." replaced by "_") contains ":" " "'],
    },
    {
      name: 'in 1.0 too',
      code: mutate(v1, '"fully_qualified_name": "Hello.Greet', '"fully_qualified_name": «"Hello.Gr eet').replace(
        /(«"Hello\.Gr eet[^"]*")/,
        '$1»',
      ),
      filename: 'greet.tool.json',
      errors: ['contains " "'],
    },
    {
      name: 'a free-form json parameter',
      code: withParameter('{ "val_type": «"json"», "properties": null }'),
      errors: [
        'OpenAI: the parameter "item" is a free-form "json" value (no "properties"), so the model is shown a bare {"type": "object"}, which falls outside the strict mode',
      ],
    },
    {
      name: 'an array without inner_val_type, and a nested free-form field',
      code: withParameter(
        '{ "val_type": "json", "properties": { "tags": { "val_type": «"array"» }, "box": { "val_type": "json", "properties": { "extra": { "val_type": «"json"» } } } } }',
      ),
      errors: [
        'the field "tags" of parameter "item" is an array without "inner_val_type"',
        'the field "box.extra" of parameter "item" is a free-form "json" value',
      ],
      // With arcade/array-missing-inner-type on, that rule reports the array alone (one fault, one diagnostic).
      settings: { rules: { 'arcade/array-missing-inner-type': 'off' } },
    },
    {
      name: 'an array of free-form objects',
      code: withParameter('{ "val_type": "array", "inner_val_type": "json", "inner_properties": null }').replace(
        '"val_type": "array"',
        '"val_type": «"array"»',
      ),
      errors: ['is an array of free-form "json" values (no "inner_properties")'],
    },
  ],
});

test("provider-incompatible: an array without inner_val_type is one diagnostic, arcade/array-missing-inner-type's while that rule is on", async () => {
  const text = withParameter('{ "val_type": "array" }');
  assert.deepEqual(await diagnose(text, 'put.tool.json'), ['arcade/array-missing-inner-type «"array"»']);
  const off = { ...DEFAULT_SETTINGS, rules: { 'arcade/array-missing-inner-type': 'off' as const } };
  assert.deepEqual(await diagnose(text, 'put.tool.json', off), ['arcade/provider-incompatible «"array"»']);
});
