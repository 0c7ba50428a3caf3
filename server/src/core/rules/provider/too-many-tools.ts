import { providerRule } from './providerRule';

export const tooManyTools = providerRule(
  'too-many-tools',
  'Disallow more tools in one list than the host takes in a request (OpenAI: 128).',
);
