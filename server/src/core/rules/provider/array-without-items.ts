import { providerRule } from './providerRule';

export const arrayWithoutItems = providerRule(
  'array-without-items',
  'Require `items` on every array schema a selected host is shown (OpenAI refuses an array without it).',
);
