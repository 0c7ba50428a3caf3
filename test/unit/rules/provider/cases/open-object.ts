import { fixture } from '../../../../helpers/diagnose';
import { arcadeTool, ARGS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

export const openObjectCases: RuleCases = {
  valid: [
    { name: 'Arcade, the 2026 fixture: every object described', code: fixture('helpdesk.current-2026.tool.json') },
    { name: 'Arcade: a free-form json output is not shown to the model', code: fixture('weather.current.tool.json') },
    {
      name: 'Arcade 1.0 has no properties: only the name is checked there',
      code: fixture('greet.v1.tool.json').replace('"val_type": "string"', '"val_type": "json"'),
      filename: 'greet.tool.json',
    },
    { name: 'Arcade: json with empty properties is a closed object', code: arcadeTool('{ "val_type": "json", "properties": {} }') },
    {
      name: 'Arcade: an array of objects with inner_properties (even empty)',
      code: arcadeTool('{ "val_type": "array", "inner_val_type": "json", "inner_properties": {} }'),
    },
    {
      name: 'Arcade: the Anthropic and MCP converters are not strict',
      code: arcadeTool('{ "val_type": "json" }'),
      settings: using('anthropic', 'mcp-2025-11-25', 'anthropic-strict'),
    },
    {
      name: 'Arcade: a definition the converter cannot read ("required": "true") is the schema\'s to report, not the hosts\'',
      code: arcadeTool('{ "val_type": "json" }').replace('"required": true', '"required": "true"'),
    },
    {
      name: 'closed objects',
      code: '{ "type": "object", "additionalProperties": false, "properties": { "a": { "type": "object", "properties": {}, "additionalProperties": false } } }',
      filename: ARGS,
      settings: using('openai-strict', 'anthropic-strict'),
    },
  ],
  invalid: [
    {
      name: 'Arcade: a free-form json parameter (openai-strict by default)',
      code: arcadeTool('{ "val_type": «"json"», "properties": null }'),
      errors: [
        'OpenAI strict mode ("openai-strict") rejects this tool as Arcade converts it: a free-form "json" value (no "properties") is shown as a bare {"type": "object"}',
      ],
    },
    {
      name: 'Arcade: a nested free-form field, and an array of free-form objects',
      code: arcadeTool(
        '{ "val_type": "json", "properties": { "box": { "val_type": "json", "properties": { "extra": { "val_type": «"json"» } } }, "rows": { "val_type": "array", "inner_val_type": «"json"» } } }',
      ),
      errors: ['a free-form "json" value', 'an array of free-form "json" values (no "inner_properties")'],
    },
    {
      name: 'Pedelec: an object without additionalProperties: false, for both strict profiles at once',
      code: '«{ "type": "object", "properties": { "a": «{ "type": "object", "properties": {}, "additionalProperties": true }» } }»',
      filename: ARGS,
      settings: using('openai-strict', 'anthropic-strict'),
      errors: [
        'OpenAI strict mode ("openai-strict") and Anthropic strict tool use ("anthropic-strict") reject a tool with this args schema as its parameters: every object must set "additionalProperties": false',
        'every object must set',
      ],
    },
    {
      name: 'OpenAI tools file with strict: every described object gets "additionalProperties": false (fix), nested ones too',
      filename: 'tools.json',
      code: '[ { "type": "function", "function": { "name": "f", "strict": true, "parameters": «{ "type": "object", "properties": { "box": «{ "type": "object", "properties": { "w": { "type": "number" } }, "required": ["w"], "additionalProperties": true }» }, "required": ["box"] }» } } ]',
      errors: ['OpenAI strict mode ("openai-strict") rejects this tool: every object must set', 'every object must set'],
      output:
        '[ { "type": "function", "function": { "name": "f", "strict": true, "parameters": { "type": "object", "properties": { "box": { "type": "object", "properties": { "w": { "type": "number" } }, "required": ["w"], "additionalProperties": false } }, "required": ["box"], "additionalProperties": false } } } ]',
    },
    {
      name: 'OpenAI tools file, over lines: the key goes on a line of its own',
      filename: 'tools.json',
      code: '{\n  "type": "function",\n  "name": "f",\n  "strict": true,\n  "parameters": «{\n    "type": "object",\n    "properties": {},\n    "required": []\n  }»\n}\n',
      errors: ['every object must set'],
      output:
        '{\n  "type": "function",\n  "name": "f",\n  "strict": true,\n  "parameters": {\n    "type": "object",\n    "properties": {},\n    "required": [],\n    "additionalProperties": false\n  }\n}\n',
    },
    {
      name: 'Anthropic tools file with strict: the same fix',
      filename: 'tools.json',
      code: '[ { "name": "f", "strict": true, "input_schema": «{ "type": "object", "properties": { "q": { "type": "string" } } }» } ]',
      errors: ['Anthropic strict tool use ("anthropic-strict") rejects this tool: every object must set'],
      output:
        '[ { "name": "f", "strict": true, "input_schema": { "type": "object", "properties": { "q": { "type": "string" } }, "additionalProperties": false } } ]',
    },
    {
      name: 'no fix for a free-form object (closing it leaves only {}) or a map (additionalProperties a schema)',
      filename: 'tools.json',
      code: '[ { "type": "function", "function": { "name": "f", "strict": true, "parameters": { "type": "object", "properties": { "any": «{ "type": "object" }», "map": «{ "type": "object", "properties": {}, "additionalProperties": { "type": "string" } }» }, "required": ["any", "map"], "additionalProperties": false } } } ]',
      errors: ['every object must set', 'every object must set'],
    },
  ],
};
