import { providerRule } from './providerRule';

export const schemaTooLarge = providerRule(
  'schema-too-large',
  "Disallow a parameters schema past a selected host's size limits (properties, nesting, enum values, characters).",
);
