import { ruleTester } from '../../../helpers/ruleTester';
import { invalidPattern } from '../../../../server/src/core/rules/pedelec/invalid-pattern';

ruleTester(invalidPattern, {
  valid: [
    { name: 'the guide\'s kind of pattern', code: '{ "type": "object", "properties": { "slug": { "type": "string", "pattern": "^[a-z0-9-]+$" } } }' },
    { name: 'compiles without flags (an identity escape)', code: '{ "type": "object", "properties": { "s": { "type": "string", "pattern": "\\\\_" } } }' },
  ],
  invalid: [
    {
      name: 'unbalanced and dangling',
      code: '{ "type": "object", "properties": { "a": { "type": "string", "pattern": «"^(a"» }, "b": { "type": "string", "pattern": «"*x"» }, "c": { "type": "string", "pattern": «"[z-a]"» } } }',
      errors: ['not a valid regular expression', 'Nothing to repeat', 'not a valid regular expression'],
    },
  ],
});
