import { ARGS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

export const typeListCases: RuleCases = {
  valid: [
    {
      name: 'one type, nullable',
      code: '{ "type": "object", "properties": { "a": { "type": "string", "nullable": true } } }',
      filename: ARGS,
      settings: using('gemini'),
    },
    {
      name: 'a list of types where JSON Schema is read',
      code: '{ "type": "object", "properties": { "a": { "type": ["string", "null"] } } }',
      filename: ARGS,
      settings: using('openai-strict', 'anthropic', 'mcp-2025-11-25'),
    },
  ],
  invalid: [
    {
      name: 'gemini: a list of types',
      code: '{ "type": "object", "properties": { "a": { «"type"»: ["string", "null"] } } }',
      filename: ARGS,
      settings: using('gemini'),
      errors: [
        'Gemini ("gemini") rejects a tool with this args schema as its parameters: "type" must be one type name, not the list ["string","null"]. Use one type, with "nullable": true',
      ],
    },
  ],
};
