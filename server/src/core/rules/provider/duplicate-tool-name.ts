import { providerRule } from './providerRule';

export const duplicateToolName = providerRule(
  'duplicate-tool-name',
  "Disallow two tools of one list (an MCP server's tools/list) with the same name.",
);
