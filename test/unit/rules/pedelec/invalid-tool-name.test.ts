import { ruleTester } from '../../../helpers/ruleTester';
import { invalidToolName } from '../../../../server/src/core/rules/pedelec/invalid-tool-name';

ruleTester(invalidToolName, {
  valid: [{ name: 'valid names', code: '{ "guidance": "g", "tools": [ { "name": "move_shape", "description": "d" }, { "name": "canvas.v2-delete", "description": "d" } ] }' }],
  invalid: [
    {
      name: 'spaces and a leading digit; the sanitised name is proposed when no other tool has it',
      code: '{ "guidance": "g", "tools": [ { "name": «"move shape!"», "description": "d" }, { "name": «"2fa"», "description": "d" }, { "name": «"_x"», "description": "d" }, { "name": "tool_x", "description": "d" } ] }',
      errors: ['Tool name "move shape!" is not valid', '"2fa"', '"_x"'],
      output: '{ "guidance": "g", "tools": [ { "name": "move_shape_", "description": "d" }, { "name": "tool_2fa", "description": "d" }, { "name": "_x", "description": "d" }, { "name": "tool_x", "description": "d" } ] }',
    },
  ],
});
