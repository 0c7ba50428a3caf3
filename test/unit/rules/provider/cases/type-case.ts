import { ARGS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

export const typeCaseCases: RuleCases = {
  valid: [
    {
      name: 'gemini: the OpenAPI Type enum in upper case, and the lower-case names, both accepted',
      filename: 'tools.json',
      code: '{ "functionDeclarations": [ { "name": "f", "parameters": { "type": "OBJECT", "properties": { "a": { "type": "STRING" }, "b": { "type": "integer" } } } } ] }',
    },
    {
      name: 'JSON Schema hosts: lower-case names',
      code: '{ "type": "object", "properties": { "a": { "type": ["string", "null"] } }, "required": ["a"], "additionalProperties": false }',
      filename: ARGS,
      settings: using('openai-strict', 'anthropic', 'mcp-2025-06-18'),
    },
    {
      name: "a name that is no JSON Schema type in any case is not this rule's (a case fix would not mend it)",
      filename: 'tools.json',
      code: '[ { "type": "function", "function": { "name": "f", "parameters": { "type": "object", "properties": { "a": { "type": "Text" } } } } } ]',
    },
    {
      name: 'Pedelec: pedelec/missing-type already reports "STRING" (one fault, one report)',
      code: '{ "type": "object", "properties": { "a": { "type": "STRING" } } }',
      filename: ARGS,
      settings: using('openai'),
    },
  ],
  invalid: [
    {
      name: 'OpenAI tools file: "OBJECT" and "STRING" (one report per schema, lower-cased by the fix)',
      filename: 'tools.json',
      code: '[ { "type": "function", "function": { "name": "f", "parameters": { «"type"»: "OBJECT", "properties": { "a": { «"type"»: ["STRING", "null"] } } } } } ]',
      errors: [
        'OpenAI ("openai") rejects this tool: JSON Schema type names are lower case, and "OBJECT" is not one',
        '"STRING" is not one',
      ],
      output:
        '[ { "type": "function", "function": { "name": "f", "parameters": { "type": "object", "properties": { "a": { "type": ["string", "null"] } } } } } ]',
    },
    {
      name: 'Anthropic and MCP tool files too',
      filename: 'tools.json',
      code: '{ "tools": [ { "name": "f", "input_schema": { «"type"»: "Object", "properties": {} } } ] }',
      errors: ['Anthropic ("anthropic") rejects this tool: JSON Schema type names are lower case, and "Object" is not one'],
      output: '{ "tools": [ { "name": "f", "input_schema": { "type": "object", "properties": {} } } ] }',
    },
    {
      name: 'MCP tools list',
      filename: 'tools.json',
      code: '{ "tools": [ { "name": "f", "inputSchema": { «"type"»: "OBJECT" } } ] }',
      errors: ['MCP 2026-07-28 ("mcp-2026-07-28") rejects this tool: JSON Schema type names are lower case'],
      output: '{ "tools": [ { "name": "f", "inputSchema": { "type": "object" } } ] }',
    },
  ],
};
