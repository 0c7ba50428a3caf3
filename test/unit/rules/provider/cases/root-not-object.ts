import { arcadeTool, ARGS, skills, SKILLS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

export const rootNotObjectCases: RuleCases = {
  valid: [
    {
      name: "Arcade's converters always build an object root",
      code: arcadeTool('{ "val_type": "string" }'),
      settings: using('openai', 'anthropic', 'mcp-2025-06-18'),
    },
    {
      name: 'an object root',
      code: '{ "type": "object", "properties": {} }',
      filename: ARGS,
      settings: using('openai-strict', 'anthropic', 'gemini', 'mcp-2025-06-18'),
    },
    {
      name: 'an anyOf in a property is fine in strict mode',
      code: '{ "type": "object", "properties": { "v": { "anyOf": [ { "type": "string" }, { "type": "number" } ] } } }',
      filename: ARGS,
      settings: using('openai-strict'),
    },
  ],
  invalid: [
    {
      name: 'a string root, for every profile with the constraint (one diagnostic)',
      code: '«{ "type": "string" }»',
      filename: ARGS,
      settings: using('openai', 'anthropic', 'gemini', 'mcp-2025-06-18', 'mcp-2025-11-25'),
      errors: [
        'OpenAI ("openai"), Anthropic ("anthropic"), Gemini ("gemini"), MCP 2025-06-18 ("mcp-2025-06-18") and MCP 2025-11-25 ("mcp-2025-11-25") reject a tool with this args schema as its parameters: the root of the parameters schema must be "type": "object"',
      ],
    },
    {
      name: 'openai-strict: an object root that is also an anyOf; openai accepts it',
      code: skills('"t"', '{ "type": "object", "properties": {}, «"anyOf"»: [ { "required": [] } ] }'),
      filename: SKILLS,
      settings: using('openai', 'openai-strict'),
      errors: [
        'OpenAI strict mode ("openai-strict") rejects a tool with this args schema as its parameters: the root of the parameters schema must not be an "anyOf"',
      ],
    },
    {
      name: 'Pedelec: "argsSchema": null is the schema given, not a missing one that "input" stands in for',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": «null», "input": { "type": "object", "properties": {} } } ] }',
      filename: SKILLS,
      settings: using('openai'),
      errors: [
        'OpenAI ("openai") rejects a tool with this args schema as its parameters: the root of the parameters schema must be "type": "object"',
      ],
    },
  ],
};
