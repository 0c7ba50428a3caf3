import { providerRule } from './providerRule';

export const toolName = providerRule(
  'tool-name',
  "Disallow a tool name a selected host rejects or advises against (each profile's name pattern).",
);
