import { providerRule } from './providerRule';

export const typeList = providerRule(
  'type-list',
  'Disallow a list of types where a selected host reads one type name (Gemini `parameters`).',
);
