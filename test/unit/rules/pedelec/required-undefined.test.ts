import { ruleTester } from '../../../helpers/ruleTester';
import { requiredUndefined } from '../../../../server/src/core/rules/pedelec/required-undefined';

ruleTester(requiredUndefined, {
  valid: [
    {
      name: "the guide's object",
      code: '{ "type": "object", "properties": { "position": { "type": "object", "properties": { "x": { "type": "number" }, "y": { "type": "number" } }, "required": ["x", "y"] } } }',
    },
    { name: 'no-argument tool', code: '{ "type": "object", "properties": {}, "required": [] }' },
  ],
  invalid: [
    {
      name: 'an undefined name is removed from required (preferred fix)',
      code: '{ "type": "object", "properties": { "emails": { "type": "string" } }, "required": ["emails", «"team"»] }',
      errors: ['"team" is required but not defined'],
      output: '{ "type": "object", "properties": { "emails": { "type": "string" } }, "required": ["emails"] }',
    },
    {
      name: 'no properties at all, nested',
      code: '{ "type": "object", "properties": { "p": { "type": "object", "required": [«"x"», «"y"»] } }, "required": ["p"] }',
      errors: ['"x"', '"y"'],
      output: '{ "type": "object", "properties": { "p": { "type": "object", "required": [] } }, "required": ["p"] }',
    },
  ],
});
