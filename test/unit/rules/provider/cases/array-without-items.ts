import { arcadeTool, ARGS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

export const arrayWithoutItemsCases: RuleCases = {
  valid: [
    { name: 'Arcade: an array with inner_val_type', code: arcadeTool('{ "val_type": "array", "inner_val_type": "string" }') },
    {
      name: 'an array with items',
      code: '{ "type": "object", "properties": { "a": { "type": "array", "items": { "type": "string" } } } }',
      filename: ARGS,
      settings: using('openai'),
    },
    {
      name: 'no profile with the constraint',
      code: '{ "type": "object", "properties": { "a": { "type": "array" } } }',
      filename: ARGS,
      settings: using('anthropic', 'mcp-2025-11-25'),
    },
  ],
  invalid: [
    {
      name: 'Arcade: a nested array without inner_val_type, while arcade/array-missing-inner-type is off',
      code: arcadeTool('{ "val_type": "json", "properties": { "tags": { "val_type": «"array"» } } }'),
      settings: { rules: { 'arcade/array-missing-inner-type': 'off' } },
      errors: [
        'OpenAI strict mode ("openai-strict") rejects this tool as Arcade converts it: an array without "inner_val_type" is shown without "items" ("array schema missing items"). Set "inner_val_type".',
      ],
    },
    {
      name: 'Pedelec: an array without items, in an array of arrays',
      code: '{ "type": "object", "properties": { "a": { "type": "array", "items": «{ "type": "array" }» } } }',
      filename: ARGS,
      settings: using('openai', 'openai-strict'),
      errors: [
        'OpenAI ("openai") and OpenAI strict mode ("openai-strict") reject a tool with this args schema as its parameters: an array schema without "items" is refused',
      ],
    },
  ],
};
