import { providerRule } from './providerRule';

export const typeCase = providerRule(
  'type-case',
  'Require lower-case type names (`"string"`, not `"STRING"`) where a selected host reads JSON Schema (OpenAI, Anthropic, MCP; Gemini\'s `parameters` take either case).',
);
