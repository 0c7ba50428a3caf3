import { arcadeTool, ARGS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

export const optionalPropertyCases: RuleCases = {
  valid: [
    {
      name: 'Arcade: the converter lists every parameter and field (optional ones nullable)',
      code: arcadeTool(
        '{ "val_type": "json", "properties": { "a": { "val_type": "string" }, "b": { "val_type": "string", "nullable": true } }, "required_keys": ["a"] }',
      ),
    },
    {
      name: 'every property required',
      code: '{ "type": "object", "properties": { "a": { "type": "string" } }, "required": ["a"] }',
      filename: ARGS,
      settings: using('openai-strict'),
    },
    {
      name: 'openai without strict mode allows optional properties',
      code: '{ "type": "object", "properties": { "a": { "type": "string" } } }',
      filename: ARGS,
      settings: using('openai', 'anthropic-strict'),
    },
  ],
  invalid: [
    {
      name: 'a property not in required, at the root and nested',
      code: '{ "type": "object", "properties": { "a": { "type": "string" }, «"b"»: { "type": "object", "properties": { «"c"»: { "type": "string" } } } }, "required": ["a"] }'
        .replace('«"b"»: {', '"b": «{')
        .replace('«"c"»: { "type": "string" }', '"c": «{ "type": "string" }»')
        .replace('} } }, "required"', '} }» }, "required"'),
      filename: ARGS,
      settings: using('openai-strict'),
      errors: [
        'OpenAI strict mode ("openai-strict") rejects a tool with this args schema as its parameters: every property must be listed in "required"; "b" is not. List it in "required" and let it be null when it is optional',
        '"c" is not',
      ],
    },
    {
      name: 'TypeScript: reported where the property is written, through a constant',
      filename: 'tools.ts',
      code: `import { defineTool } from '@kaoruisaac/pedelec';
const props = { q: «{ type: 'string' }» };
export const a = defineTool({ name: 'a', description: 'A.', argsSchema: { type: 'object', properties: props, required: [] } });
`,
      settings: using('openai-strict'),
      errors: ['every property must be listed in "required"; "q" is not'],
    },
    {
      name: 'OpenAI tools file with strict: each optional property listed in required and made nullable (type, type list, enum, anyOf)',
      filename: 'tools.json',
      code: '[ { "type": "function", "function": { "name": "f", "strict": true, "parameters": { "type": "object", "properties": { "a": { "type": "string" }, "unit": «{ "type": "string", "enum": ["C", "F"] }», "n": «{ "type": ["integer"] }», "when": «{ "anyOf": [{ "type": "string" }, { "type": "number" }] }», "tag": «{ "enum": ["x", "y"] }», "z": «{ "type": "null" }» }, "required": ["a"], "additionalProperties": false } } } ]',
      errors: ['"unit" is not', '"n" is not', '"when" is not', '"tag" is not', '"z" is not'],
      output:
        '[ { "type": "function", "function": { "name": "f", "strict": true, "parameters": { "type": "object", "properties": { "a": { "type": "string" }, "unit": { "type": ["string", "null"], "enum": ["C", "F", null] }, "n": { "type": ["integer", "null"] }, "when": { "anyOf": [{ "type": "string" }, { "type": "number" }, { "type": "null" }] }, "tag": { "enum": ["x", "y", null] }, "z": { "type": "null" } }, "required": ["a", "unit", "n", "when", "tag", "z"], "additionalProperties": false } } } ]',
    },
    {
      name: 'OpenAI tools file over lines, no "required" yet: it is added; a bare $ref has no certain fix',
      filename: 'tools.json',
      code: '{\n  "type": "function",\n  "name": "f",\n  "strict": true,\n  "parameters": {\n    "type": "object",\n    "properties": {\n      "q": «{ "type": "string" }»,\n      "r": «{ "$ref": "#/$defs/R" }»\n    },\n    "$defs": { "R": { "type": "string" } },\n    "additionalProperties": false\n  }\n}\n',
      errors: ['"q" is not', '"r" is not'],
      output:
        '{\n  "type": "function",\n  "name": "f",\n  "strict": true,\n  "parameters": {\n    "type": "object",\n    "properties": {\n      "q": { "type": ["string", "null"] },\n      "r": { "$ref": "#/$defs/R" }\n    },\n    "$defs": { "R": { "type": "string" } },\n    "additionalProperties": false,\n    "required": ["q"]\n  }\n}\n',
    },
  ],
};
