import { ARGS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

const MCP = 'tools.json';
const mcpTool = (schema: string) => `{ "tools": [ { "name": "find", "inputSchema": ${schema} } ] }`;

export const undefinedPropertyCases: RuleCases = {
  valid: [
    {
      name: 'a host file: required names defined properties',
      code: mcpTool('{ "type": "object", "properties": { "q": { "type": "string" } }, "required": ["q"] }'),
      filename: MCP,
    },
    {
      name: 'gemini: propertyOrdering lists the properties',
      code: '{ "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "string" } }, "required": ["a"], "propertyOrdering": ["b", "a"] }',
      filename: ARGS,
      settings: using('gemini'),
    },
    {
      name: 'gemini: propertyOrdering naming what properties lacks, or a name twice: no refusal is documented, none claimed',
      code: '{ "functionDeclarations": [ { "name": "f", "parameters": { "type": "object", "properties": { "a": { "type": "string" } }, "propertyOrdering": ["a", "zz", "a"] } } ] }',
      filename: 'tools.json',
    },
    {
      name: 'an args schema with no profile selected is not a host file: no check',
      code: '{ "type": "object", "properties": {}, "required": ["q"] }',
      filename: ARGS,
    },
  ],
  invalid: [
    {
      name: 'a host file (MCP tools/list): required names a property the object lacks',
      code: mcpTool('{ "type": "object", "properties": { "q": { "type": "string" } }, "required": ["q", «"limit"»] }'),
      filename: MCP,
      errors: [
        'JSON Schema: "required" names "limit", which is not in this object\'s "properties". Define it in "properties" or remove the name.',
      ],
    },
    {
      name: 'gemini: required naming an undefined property, nested too',
      code: '{ "type": "object", "properties": { "o": { "type": "object", "properties": {}, "required": [«"x"»] } }, "required": [«"p"»] }',
      filename: ARGS,
      settings: using('gemini'),
      errors: ['Gemini ("gemini") rejects a tool with this args schema as its parameters: "required" names "x"', '"required" names "p"'],
    },
  ],
};
