import { ruleTester } from '../../../helpers/ruleTester';
import { duplicateToolName } from '../../../../server/src/core/rules/pedelec/duplicate-tool-name';

ruleTester(duplicateToolName, {
  valid: [{ name: 'distinct names', code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d" }, { "name": "b", "description": "d" } ] }' }],
  invalid: [
    {
      name: 'the second and third use are flagged',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d" }, { "name": «"a"», "description": "e" }, { "name": «"a"», "description": "f" } ] }',
      errors: ['Another tool is already named "a"', 'Another tool'],
    },
  ],
});
