import { ruleTester } from '../../../helpers/ruleTester';
import { invalidToolName } from '../../../../server/src/core/rules/pedelec/invalid-tool-name';

ruleTester(invalidToolName, {
  valid: [
    {
      name: 'valid names',
      code: '{ "guidance": "g", "tools": [ { "name": "move_shape", "description": "d" }, { "name": "canvas.v2-delete", "description": "d" } ] }',
    },
    {
      name: 'one letter; letters then only dots, dashes, underscores and digits',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d" }, { "name": "Z._-9", "description": "d" }, { "name": "a1", "description": "d" } ] }',
    },
    {
      name: "a non-string name is the schema's problem; a tool without a name is skipped",
      code: '{ "guidance": "g", "tools": [ { "name": 5, "description": "d" }, { "description": "d" } ] }',
    },
    {
      name: 'argument names are not tool names',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "2 bad name": { "type": "string" } } } } ] }',
    },
  ],
  invalid: [
    {
      name: 'spaces and a leading digit; the sanitised name is proposed when no other tool has it',
      code: '{ "guidance": "g", "tools": [ { "name": «"move shape!"», "description": "d" }, { "name": «"2fa"», "description": "d" }, { "name": «"_x"», "description": "d" }, { "name": "tool_x", "description": "d" } ] }',
      errors: ['Tool name "move shape!" is not valid', '"2fa"', '"_x"'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "move_shape_", "description": "d" }, { "name": "tool_2fa", "description": "d" }, { "name": "_x", "description": "d" }, { "name": "tool_x", "description": "d" } ] }',
    },
    {
      name: 'two names that sanitise alike: only the first is renamed, so fixing never makes a duplicate',
      code: '{ "guidance": "g", "tools": [ { "name": «"move shape"», "description": "d" }, { "name": «"move?shape"», "description": "d" } ] }',
      errors: ['"move shape"', '"move?shape"'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "move_shape", "description": "d" }, { "name": "move?shape", "description": "d" } ] }',
    },
    {
      name: 'nothing sensible left: empty, blank, punctuation only get no fix; a dash first and a non-ASCII letter do',
      code: '{ "guidance": "g", "tools": [ { "name": «""», "description": "d" }, { "name": «"  "», "description": "d" }, { "name": «"!?"», "description": "d" }, { "name": «"-x"», "description": "d" }, { "name": «"über"», "description": "d" } ] }',
      errors: ['Tool name "" is not valid', '"  "', '"!?"', '"-x"', '"über"'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "", "description": "d" }, { "name": "  ", "description": "d" }, { "name": "!?", "description": "d" }, { "name": "tool_-x", "description": "d" }, { "name": "tool_ber", "description": "d" } ] }',
    },
    {
      name: 'jsonc with CRLF: the comment next to the renamed value stays',
      filename: 'agent.skills.jsonc',
      code: '{\r\n  "guidance": "g",\r\n  "tools": [\r\n    {\r\n      "name": «"3d render"», // keep in sync with the handler\r\n      "description": "d"\r\n    }\r\n  ]\r\n}',
      errors: ['"3d render"'],
      output:
        '{\r\n  "guidance": "g",\r\n  "tools": [\r\n    {\r\n      "name": "tool_3d_render", // keep in sync with the handler\r\n      "description": "d"\r\n    }\r\n  ]\r\n}',
    },
  ],
});
