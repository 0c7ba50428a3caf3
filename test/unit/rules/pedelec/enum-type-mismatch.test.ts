import { ruleTester } from '../../../helpers/ruleTester';
import { enumTypeMismatch } from '../../../../server/src/core/rules/pedelec/enum-type-mismatch';

ruleTester(enumTypeMismatch, {
  valid: [
    { name: 'enums of their type; integers in a number enum', code: '{ "type": "object", "properties": { "r": { "type": "string", "enum": ["viewer", "editor"] }, "n": { "type": "number", "enum": [1, 2.5] }, "b": { "type": "boolean", "enum": [true] } } }' },
  ],
  invalid: [
    {
      name: 'a string in a number enum, 1.5 in an integer enum, a number in a string enum',
      code: '{ "type": "object", "properties": { "n": { "type": "number", "enum": [1, «"2"»] }, "i": { "type": "integer", "enum": [1, «1.5»] }, "s": { "type": "string", "enum": [«3», "x", «null»] } } }',
      errors: ['"2" is not a number', '1.5 is not an integer', '3 is not a string', 'null is not a string'],
      output: '{ "type": "object", "properties": { "n": { "type": "number", "enum": [1, 2] }, "i": { "type": "integer", "enum": [1] }, "s": { "type": "string", "enum": ["3", "x"] } } }',
    },
  ],
});
