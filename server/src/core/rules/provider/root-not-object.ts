import { providerRule } from './providerRule';

export const rootNotObject = providerRule(
  'root-not-object',
  'Require the parameters schema a selected host is shown to be an object schema (and, for OpenAI strict mode, not an `anyOf`).',
);
