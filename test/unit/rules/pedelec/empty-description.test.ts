import { ruleTester } from '../../../helpers/ruleTester';
import { emptyDescription } from '../../../../server/src/core/rules/pedelec/empty-description';

ruleTester(emptyDescription, {
  valid: [{ name: 'described', code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "Moves a shape." } ] }' }],
  invalid: [
    {
      name: 'missing (replaces the schema\'s missing-property diagnostic), empty, blank',
      code: '{ "guidance": "g", "tools": [ «{» "name": "a" }, { "name": "b", "description": «""» }, { "name": "c", "description": «"  \\n "» } ] }',
      errors: ['has no "description"', 'is blank', 'is blank'],
    },
  ],
});
