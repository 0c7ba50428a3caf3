import { ruleTester } from '../../../helpers/ruleTester';
import { missingArgsSchema } from '../../../../server/src/core/rules/pedelec/missing-args-schema';

// sdk/src/index.ts normalizeSkillsInput → normalizeToolArgsSchema (c2b3874): a tool whose argsSchema is undefined
// fails the "non-array object" check: INVALID_INPUT "tool argsSchema must be an object".
ruleTester(missingArgsSchema, {
  valid: [
    {
      name: 'argsSchema present',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object" } } ] }',
    },
    {
      name: 'the legacy input is pedelec/legacy-input',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "input": { "type": "object" } } ] }',
    },
  ],
  invalid: [
    {
      name: 'a skills manifest: the SDK wording and code',
      code: '{ "guidance": "g", "tools": [ { «"name"»: "a", "description": "d" } ] }',
      errors: [
        'Tool "a" has no "argsSchema"; the SDK rejects it when the session is created (INVALID_INPUT): "tool argsSchema must be an object". For a tool without arguments, add "argsSchema": { "type": "object", "properties": {}, "required": [] }.',
      ],
      output:
        '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": {"type":"object","properties":{},"required":[]} } ] }',
    },
    {
      name: 'a tool without a name: its brace',
      code: '{ "guidance": "g", "tools": [ «{» "description": "d" } ] }',
      errors: ['This tool has no "argsSchema"'],
      output: '{ "guidance": "g", "tools": [ { "description": "d", "argsSchema": {"type":"object","properties":{},"required":[]} } ] }',
    },
    {
      name: 'a TypeScript tool',
      filename: 'tools.ts',
      code: 'import { defineTool } from "@kaoruisaac/pedelec";\nexport const t = defineTool({ «name»: "a", description: "d" });\n',
      errors: ['Tool "a" has no "argsSchema"; the SDK rejects it when the session is created (INVALID_INPUT)'],
      output:
        'import { defineTool } from "@kaoruisaac/pedelec";\nexport const t = defineTool({ name: "a", description: "d", argsSchema: { type: "object", properties: {}, required: [] } });\n',
    },
  ],
});
