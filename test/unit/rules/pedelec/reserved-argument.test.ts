import { ruleTester } from '../../../helpers/ruleTester';
import { reservedArgument } from '../../../../server/src/core/rules/pedelec/reserved-argument';

ruleTester(reservedArgument, {
  valid: [
    {
      name: 'other names',
      code: '{ "type": "object", "properties": { "timeout": { "type": "integer" }, "timeoutMS": { "type": "integer" } } }',
      filename: 'x.args.json',
    },
    {
      name: 'a nested timeoutMs is an ordinary argument',
      code: '{ "type": "object", "properties": { "wait": { "type": "object", "properties": { "timeoutMs": { "type": "integer" } }, "required": ["timeoutMs"] } } }',
      filename: 'x.args.json',
    },
    {
      name: 'inside array items and oneOf branches too',
      code: '{ "type": "object", "properties": { "steps": { "type": "array", "items": { "oneOf": [ { "type": "object", "properties": { "timeoutMs": { "type": "integer" } } } ] } } } }',
      filename: 'x.args.json',
    },
    {
      name: 'only required, no property: required-undefined reports it',
      code: '{ "type": "object", "properties": {}, "required": ["timeoutMs"] }',
      filename: 'x.args.json',
    },
    {
      name: "the tool's own timeoutMs is not an argument",
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": 5000, "argsSchema": { "type": "object" } } ] }',
    },
  ],
  invalid: [
    {
      name: 'issue 25.11: a properties constant two tools share is not renamed for one of them (the other would name nothing)',
      filename: 'tools.ts',
      code: `import { defineTool } from '@kaoruisaac/pedelec';
const props = { «timeoutMs»: { type: 'integer' }, q: { type: 'string' } };
export const a = defineTool({ name: 'a', description: 'A.', argsSchema: { type: 'object', properties: props, required: ['timeoutMs'] } });
export const b = defineTool({ name: 'b', description: 'B.', argsSchema: { type: 'object', properties: props, required: ['timeoutMs', 'q'] } });
`,
      errors: ['Argument "timeoutMs" is reserved'],
    },
    {
      name: "a properties constant one tool uses is renamed there, with that tool's required",
      filename: 'tools.ts',
      code: `import { defineTool } from '@kaoruisaac/pedelec';
const props = { «timeoutMs»: { type: 'integer' } };
export const a = defineTool({ name: 'a', description: 'A.', argsSchema: { type: 'object', properties: props, required: ['timeoutMs'] } });
`,
      errors: ['Argument "timeoutMs" is reserved'],
      output: `import { defineTool } from '@kaoruisaac/pedelec';
const props = { operationTimeoutMs: { type: 'integer' } };
export const a = defineTool({ name: 'a', description: 'A.', argsSchema: { type: 'object', properties: props, required: ['operationTimeoutMs'] } });
`,
    },
    {
      name: 'root property in an args file: renamed in properties and required',
      filename: 'x.args.json',
      code: '{ "type": "object", "properties": { «"timeoutMs"»: { "type": "integer", "minimum": 1 }, "query": { "type": "string" } }, "required": ["query", "timeoutMs"] }',
      errors: [
        'Argument "timeoutMs" is reserved: Pedelec\'s Core also takes the value the agent sends as this call\'s timeout, and fails the call (TOOL_ARGS_INVALID) unless it is a positive integer. Rename it, e.g. to "operationTimeoutMs".',
      ],
      output:
        '{ "type": "object", "properties": { "operationTimeoutMs": { "type": "integer", "minimum": 1 }, "query": { "type": "string" } }, "required": ["query", "operationTimeoutMs"] }',
    },
    {
      name: 'the suggested name is free',
      filename: 'x.args.json',
      code: '{ "type": "object", "properties": { "operationTimeoutMs": { "type": "integer" }, «"timeoutMs"»: { "type": "integer" } } }',
      errors: ['e.g. to "operationTimeoutMs2"'],
      output:
        '{ "type": "object", "properties": { "operationTimeoutMs": { "type": "integer" }, "operationTimeoutMs2": { "type": "integer" } } }',
    },
    {
      name: 'every tool of a skills manifest, and a legacy input',
      filename: 'x.skills.json',
      code: `{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object", "properties": { «"timeoutMs"»: { "type": "integer" } }, "required": ["timeoutMs"] } }, { "name": "b", "description": "d", "input": { "type": "object", "properties": { «"timeoutMs"»: { "type": "number" } } } } ] }`,
      errors: ['reserved', 'reserved'],
      output: `{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object", "properties": { "operationTimeoutMs": { "type": "integer" } }, "required": ["operationTimeoutMs"] } }, { "name": "b", "description": "d", "input": { "type": "object", "properties": { "operationTimeoutMs": { "type": "number" } } } } ] }`,
    },
    {
      name: 'a tools registry and a tool file',
      filename: 'skills/tools.json',
      code: '{ "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object", "properties": { «"timeoutMs"»: { "type": "integer" } } } } ] }',
      errors: ['reserved'],
      output:
        '{ "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object", "properties": { "operationTimeoutMs": { "type": "integer" } } } } ] }',
    },
    {
      name: 'a tool file Core wrote',
      filename: 'skills/tools-search.json',
      code: '{ "name": "search", "description": "d", "argsSchema": { "type": "object", "properties": { «"timeoutMs"»: { "type": "integer" } }, "required": [ "timeoutMs" ] }, "timeoutMs": 60000 }',
      errors: ['reserved'],
      output:
        '{ "name": "search", "description": "d", "argsSchema": { "type": "object", "properties": { "operationTimeoutMs": { "type": "integer" } }, "required": [ "operationTimeoutMs" ] }, "timeoutMs": 60000 }',
    },
    {
      name: 'jsonc with comments and CRLF: only the names change',
      filename: 'x.args.jsonc',
      code: '{\r\n  "type": "object",\r\n  "properties": {\r\n    // how long to wait for the page\r\n    «"timeoutMs"» /* ms */: { "type": "integer" },\r\n  },\r\n  "required": [\r\n    "timeoutMs", // always\r\n  ],\r\n}',
      errors: ['reserved'],
      output:
        '{\r\n  "type": "object",\r\n  "properties": {\r\n    // how long to wait for the page\r\n    "operationTimeoutMs" /* ms */: { "type": "integer" },\r\n  },\r\n  "required": [\r\n    "operationTimeoutMs", // always\r\n  ],\r\n}',
    },
  ],
});
