import { ruleTester } from '../../../helpers/ruleTester';
import { duplicateToolName } from '../../../../server/src/core/rules/pedelec/duplicate-tool-name';

ruleTester(duplicateToolName, {
  valid: [
    {
      name: 'distinct names',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d" }, { "name": "b", "description": "d" } ] }',
    },
    {
      name: 'names differ by case, dot, dash or underscore',
      code: '{ "guidance": "g", "tools": [ { "name": "move_shape", "description": "d" }, { "name": "Move_shape", "description": "d" }, { "name": "move-shape", "description": "d" }, { "name": "move.shape", "description": "d" } ] }',
    },
    {
      name: 'the same name for an argument and a tool, or for arguments of two tools',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object", "properties": { "name": { "type": "string", "default": "a" } } } }, { "name": "b", "description": "d", "argsSchema": { "type": "object", "properties": { "name": { "type": "string", "default": "a" } } } } ] }',
    },
    {
      name: 'a standalone args file is not a manifest, whatever it holds',
      filename: 'x.args.json',
      code: '{ "type": "object", "properties": {}, "tools": [ { "name": "a" }, { "name": "a" } ] }',
    },
  ],
  invalid: [
    {
      name: 'the second and third use are flagged',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d" }, { "name": «"a"», "description": "e" }, { "name": «"a"», "description": "f" } ] }',
      errors: ['Another tool is already named "a"', 'Another tool'],
    },
    {
      name: 'two pairs, interleaved, each reported at its second use',
      code: '{ "guidance": "g", "tools": [ { "name": "canvas.v2-move", "description": "d" }, { "name": "x_1", "description": "d" }, { "description": "d", "name": «"canvas.v2-move"» }, { "name": «"x_1"», "description": "d" } ] }',
      errors: ['already named "canvas.v2-move"', 'already named "x_1"'],
    },
    {
      name: 'jsonc with comments, CRLF, an invalid name repeated: the repetition is its own problem',
      filename: 'agent.skills.jsonc',
      code: '{\r\n  "guidance": "g",\r\n  "tools": [\r\n    // the first\r\n    { "name": "2fa", "description": "d" },\r\n    /* a copy */ { "name": «"2fa"», "description": "d" }\r\n  ]\r\n}',
      errors: ['already named "2fa"'],
    },
    {
      name: 'names equal once their escapes are read',
      code: '{ "guidance": "g", "tools": [ { "name": "ab", "description": "d" }, { "name": «"\\u0061b"», "description": "d" } ] }',
      errors: ['already named "ab"'],
    },
  ],
});
