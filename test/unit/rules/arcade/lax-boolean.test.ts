import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { laxBooleanRule } from '../../../../server/src/core/rules/arcade/lax-boolean';
import { laxBoolean } from '../../../../server/src/core/rules/arcade/lax-boolean';
import type { ValueNode } from '../../../../server/src/core/model/tree';

const current = fixture('weather.current.tool.json');
const helpdesk = fixture('helpdesk.current-2026.tool.json');

test('lax-boolean: pydantic 2 lax bool parsing (measured with pydantic 2.13.4)', () => {
  const str = (value: string) => ({ type: 'string', value }) as ValueNode;
  const num = (value: number) => ({ type: 'number', value }) as ValueNode;
  for (const v of ['true', 'True', 'TRUE', 'yes', 'Y', 'on', '1', 't']) assert.equal(laxBoolean(str(v)), true, v);
  for (const v of ['false', 'no', 'off', 'f', 'n', '0']) assert.equal(laxBoolean(str(v)), false, v);
  for (const v of [' true', '2', 'maybe', '']) assert.equal(laxBoolean(str(v)), undefined, v);
  assert.equal(laxBoolean(num(1)), true);
  assert.equal(laxBoolean(num(0)), false);
  assert.equal(laxBoolean(num(2)), undefined);
});

// schema.py InputParameter.required / .inferrable: bool; ValueSchema.nullable: bool | None; metadata.py Behavior's flags.
ruleTester(laxBooleanRule, {
  valid: [
    { name: 'the fixture', code: current },
    { name: 'ToolMetadata with real booleans', code: helpdesk, filename: 'helpdesk.tool.json' },
    {
      name: "a behavior that is not an object is the schema's",
      code: mutate(
        helpdesk,
        helpdesk.slice(helpdesk.indexOf('{', helpdesk.indexOf('"behavior"')), helpdesk.indexOf('"extras"')),
        '["t", 1],\n    ',
      ),
      filename: 'helpdesk.tool.json',
    },
    { name: 'a value pydantic rejects stays the schema error', code: mutate(current, '"required": true,', '"required": "maybe",') },
    {
      name: 'null is no lax boolean',
      code: mutate(current, '"description": "City name."', '"description": "City name.", "nullable": null'),
    },
    {
      name: 'a boolean field of another model ("required" in a value schema) is an unknown key, not converted',
      code: mutate(current, '"description": "City name."', '"description": "City name.", "required": "yes", "inferrable": 1'),
    },
  ],
  invalid: [
    {
      name: '"required": "true"',
      code: mutate(current, '"required": true,', '"required": «"true"»,'),
      errors: ['Arcade converts "true" to true in "required" (pydantic\'s lax mode); write the boolean true.'],
      output: current,
    },
    {
      name: '"required": 1 and "inferrable": "false"',
      code: mutate(mutate(current, '"required": true,', '"required": «1»,'), '"inferrable": true,', '"inferrable": «"false"»,'),
      errors: ['Arcade converts 1 to true in "required"', 'Arcade converts "false" to false in "inferrable"'],
      output: mutate(current, '"inferrable": true,', '"inferrable": false,'),
    },
    {
      name: '"nullable": "yes" in a value schema',
      code: mutate(current, '"description": "City name."', '"description": "City name.", "nullable": «"yes"»'),
      errors: ['Arcade converts "yes" to true in "nullable"'],
      output: mutate(current, '"description": "City name."', '"description": "City name.", "nullable": true'),
    },
    {
      name: 'a lax boolean in a nested value schema, beside an unknown key',
      code: mutate(
        current,
        '"description": "City name."',
        '"description": "City name.", "colour": "red", "properties": { "a": { "val_type": "string", "nullable": «0» } }',
      ),
      errors: ['Arcade converts 0 to false in "nullable"'],
      output: mutate(
        current,
        '"description": "City name."',
        '"description": "City name.", "colour": "red", "properties": { "a": { "val_type": "string", "nullable": false } }',
      ),
    },
    {
      name: 'a ToolMetadata flag',
      code: mutate(helpdesk, '"idempotent": true', '"idempotent": «"t"»'),
      errors: ['Arcade converts "t" to true in "idempotent"'],
      output: helpdesk,
      filename: 'helpdesk.tool.json',
    },
    {
      name: 'ToolMetadata.strict, and the last Behavior flag',
      code: mutate(mutate(helpdesk, '"metadata": {', '"metadata": { "strict": «0»,'), '"open_world": true', '"open_world": «"on"»'),
      errors: ['Arcade converts 0 to false in "strict"', 'Arcade converts "on" to true in "open_world"'],
      output: mutate(helpdesk, '"metadata": {', '"metadata": { "strict": false,'),
      filename: 'helpdesk.tool.json',
    },
  ],
});
