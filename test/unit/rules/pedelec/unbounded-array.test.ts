import { ruleTester } from '../../../helpers/ruleTester';
import { unboundedArray } from '../../../../server/src/core/rules/pedelec/unbounded-array';

ruleTester(unboundedArray, {
  valid: [
    { name: 'bounded', code: '{ "type": "object", "properties": { "ids": { "type": "array", "items": { "type": "string" }, "maxItems": 50 } } }' },
  ],
  invalid: [
    {
      name: 'unbounded, in a skills manifest and in a oneOf; the bound respects minItems',
      filename: 'a.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "ids": { "type": «"array"», "items": { "type": "string" } }, "v": { "oneOf": [ { "type": «"array"», "items": { "type": "integer" }, "minItems": 200 }, { "type": "string" } ] } } } } ] }',
      errors: ['no "maxItems"', 'no "maxItems"'],
      output: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "ids": { "type": "array", "items": { "type": "string" }, "maxItems": 100 }, "v": { "oneOf": [ { "type": "array", "items": { "type": "integer" }, "minItems": 200, "maxItems": 200 }, { "type": "string" } ] } } } } ] }',
    },
  ],
});
