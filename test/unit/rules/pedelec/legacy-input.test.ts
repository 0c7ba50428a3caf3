import { ruleTester } from '../../../helpers/ruleTester';
import { legacyInput } from '../../../../server/src/core/rules/pedelec/legacy-input';

ruleTester(legacyInput, {
  valid: [{ name: 'argsSchema', code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object" } } ] }' }],
  invalid: [
    {
      name: 'input is renamed; with both, the user decides',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", «"input"»: { "type": "object" } }, { "name": "b", "description": "d", «"input"»: {}, "argsSchema": { "type": "object" } } ] }',
      errors: ['rename it to "argsSchema"', 'Remove "input"'],
      output: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object" } }, { "name": "b", "description": "d", "input": {}, "argsSchema": { "type": "object" } } ] }',
    },
  ],
});
