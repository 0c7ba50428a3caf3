import { providerRule } from './providerRule';

export const headerAnnotation = providerRule(
  'header-annotation',
  'Disallow an `x-mcp-header` annotation MCP clients reject (not a header name, repeated, or on a property that is not a string, integer or boolean).',
);
