import { READ, type Profile } from './types';
import { mcp20251125 } from './mcp-2025-11-25';

const TOOLS = 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools';

/**
 * MCP 2026-07-28: any JSON Schema 2020-12 keyword in `inputSchema` (SEP-2106), and the `x-mcp-header` annotation
 * (SEP-2243), which a client mirrors into an `Mcp-Param-…` header and whose misuse makes it reject the tool. The
 * annotation's rules were read in the SEP as the SDKs implement it (modelcontextprotocol/ruby-sdk#498).
 */
export const mcp20260728: Profile = {
  id: 'mcp-2026-07-28',
  title: 'MCP 2026-07-28',
  shape: 'mcp',
  constraints: [
    ...mcp20251125.constraints,
    {
      kind: 'header-annotation',
      source: {
        url: TOOLS,
        read: READ,
        note: 'Also read in modelcontextprotocol/ruby-sdk#498 (SEP-2243); one SDK accepts "number" properties too, the specification names string, integer and boolean, the stricter, encoded here.',
      },
    },
  ],
};
