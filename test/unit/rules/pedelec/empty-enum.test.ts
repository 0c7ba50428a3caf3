import { ruleTester } from '../../../helpers/ruleTester';
import { emptyEnum } from '../../../../server/src/core/rules/pedelec/empty-enum';

ruleTester(emptyEnum, {
  valid: [{ name: 'a one-value enum', code: '{ "type": "object", "properties": { "c": { "type": "boolean", "enum": [true] } } }' }],
  invalid: [
    {
      name: 'enum: [] is removed',
      code: '{ "type": "object", "properties": { "c": { "type": "string", "enum": «[]», "description": "d" } } }',
      errors: ['An empty "enum" allows no value'],
      output: '{ "type": "object", "properties": { "c": { "type": "string", "description": "d" } } }',
    },
  ],
});
