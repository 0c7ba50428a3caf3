import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { enumNotString } from '../../../../server/src/core/rules/arcade/enum-not-string';

const current = fixture('weather.current.tool.json');

ruleTester(enumNotString, {
  valid: [
    { name: 'the fixture: enum null everywhere', code: current },
    { name: 'a string enum', code: mutate(current, '"enum": null', '"enum": ["Lisbon", "Porto"]') },
    { name: 'list[Enum]: an array of strings with enum', code: mutate(current, '"inner_val_type": "string",\n          "enum": null', '"inner_val_type": "string",\n          "enum": ["1", "3", "7"]') },
  ],
  invalid: [
    {
      name: 'an integer enum (two fixes, neither obviously right: nothing is applied blindly)',
      code: '{ "input": { "parameters": [ { "name": "n", "required": true, "value_schema": { "val_type": "integer", «"enum"»: ["1", "2"] } } ] } }',
      errors: ['"enum" on a "integer" value'],
    },
    {
      name: 'a json output, and an array of integers',
      code: mutate(
        mutate(current, '"val_type": "json",\n      "inner_val_type": null,\n      "enum": null', '"val_type": "json",\n      "inner_val_type": null,\n      «"enum"»: ["a"]'),
        '"inner_val_type": "string",\n          "enum": null',
        '"inner_val_type": "integer",\n          «"enum"»: ["1"]',
      ),
      errors: ['"enum" on a "array" value', '"enum" on a "json" value'],
    },
  ],
});
