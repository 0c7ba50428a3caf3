import { ruleTester } from '../../../helpers/ruleTester';
import { invalidTimeout } from '../../../../server/src/core/rules/pedelec/invalid-timeout';

ruleTester(invalidTimeout, {
  valid: [{ name: 'a positive integer', code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": 5000 } ] }' }],
  invalid: [
    {
      name: 'zero, negative, fractional, a string of digits (fixed), a word',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": «0» }, { "name": "b", "description": "d", "timeoutMs": «-5» }, { "name": "c", "description": "d", "timeoutMs": «1.5» }, { "name": "e", "description": "d", "timeoutMs": «"5000"» }, { "name": "f", "description": "d", "timeoutMs": «"soon"» } ] }',
      errors: ['not 0', 'not -5', 'not 1.5', 'not "5000"', 'not "soon"'],
      output: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": 0 }, { "name": "b", "description": "d", "timeoutMs": -5 }, { "name": "c", "description": "d", "timeoutMs": 1.5 }, { "name": "e", "description": "d", "timeoutMs": 5000 }, { "name": "f", "description": "d", "timeoutMs": "soon" } ] }',
    },
  ],
});
