import { ruleTester } from '../../../helpers/ruleTester';
import { duplicateRequired } from '../../../../server/src/core/rules/pedelec/duplicate-required';

ruleTester(duplicateRequired, {
  valid: [{ name: 'distinct names', code: '{ "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "string" } }, "required": ["a", "b"] }' }],
  invalid: [
    {
      name: 'the repetition is flagged and removed, the first kept',
      code: '{ "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "string" } }, "required": ["a", "b", «"a"», «"a"»] }',
      errors: ['"a" is already listed', '"a" is already listed'],
      output: '{ "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "string" } }, "required": ["a", "b"] }',
    },
  ],
});
