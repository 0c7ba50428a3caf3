import { providerRule } from './providerRule';

export const optionalProperty = providerRule(
  'optional-property',
  'Require every property to be listed in `required` where a selected host demands it (OpenAI strict mode).',
);
