import { providerRule } from './providerRule';

export const openObject = providerRule(
  'open-object',
  'Require `"additionalProperties": false` on every object where a selected host demands it (OpenAI strict mode, Anthropic strict tool use).',
);
