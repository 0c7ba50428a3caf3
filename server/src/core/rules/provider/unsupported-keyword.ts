import { providerRule } from './providerRule';

export const unsupportedKeyword = providerRule(
  'unsupported-keyword',
  "Disallow JSON Schema keywords outside a selected host's supported subset.",
);
