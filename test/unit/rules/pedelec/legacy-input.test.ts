import { ruleTester } from '../../../helpers/ruleTester';
import { legacyInput } from '../../../../server/src/core/rules/pedelec/legacy-input';

ruleTester(legacyInput, {
  valid: [
    {
      name: 'argsSchema',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object" } } ] }',
    },
    {
      name: 'an argument named "input" is not the legacy key',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object", "properties": { "input": { "type": "object", "properties": { "input": { "type": "string" } } } } } } ] }',
    },
    {
      name: 'a standalone args file with an "input" property',
      filename: 'x.args.json',
      code: '{ "type": "object", "properties": { "input": { "type": "string" } }, "required": ["input"] }',
    },
    { name: 'a tool without any schema', code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d" } ] }' },
  ],
  invalid: [
    {
      name: 'input is renamed; with both, the user decides',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", «"input"»: { "type": "object" } }, { "name": "b", "description": "d", «"input"»: {}, "argsSchema": { "type": "object" } } ] }',
      errors: ['Rename it to "argsSchema"', 'Remove "input"'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object" } }, { "name": "b", "description": "d", "input": {}, "argsSchema": { "type": "object" } } ] }',
    },
    {
      name: 'every tool, wherever the key sits; argsSchema before input still counts as both',
      code: '{ "guidance": "g", "tools": [ { «"input"»: { "type": "object", "properties": { "x": { "type": "number" } } }, "name": "a", "description": "d" }, { "name": "b", "argsSchema": { "type": "object" }, «"input"»: { "type": "object" }, "description": "d" }, { "name": "c", "description": "d", «"input"»: { "type": "object" } } ] }',
      errors: ['Rename it to "argsSchema"', 'Remove "input"', 'Rename it to "argsSchema"'],
      output:
        '{ "guidance": "g", "tools": [ { "argsSchema": { "type": "object", "properties": { "x": { "type": "number" } } }, "name": "a", "description": "d" }, { "name": "b", "argsSchema": { "type": "object" }, "input": { "type": "object" }, "description": "d" }, { "name": "c", "description": "d", "argsSchema": { "type": "object" } } ] }',
    },
    {
      name: 'jsonc with CRLF: only the key changes; comments and the multi-line value stay',
      filename: 'agent.skills.jsonc',
      code: '{\r\n  "guidance": "g",\r\n  "tools": [\r\n    {\r\n      "name": "a",\r\n      "description": "d",\r\n      // written for the old SDK\r\n      «"input"» /* legacy */: {\r\n        "type": "object", // args\r\n        "properties": {}\r\n      }\r\n    }\r\n  ]\r\n}',
      errors: ['Rename it to "argsSchema"'],
      output:
        '{\r\n  "guidance": "g",\r\n  "tools": [\r\n    {\r\n      "name": "a",\r\n      "description": "d",\r\n      // written for the old SDK\r\n      "argsSchema" /* legacy */: {\r\n        "type": "object", // args\r\n        "properties": {}\r\n      }\r\n    }\r\n  ]\r\n}',
    },
  ],
});
