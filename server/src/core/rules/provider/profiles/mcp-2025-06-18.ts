import { lowerCaseTypes, READ, type Profile } from './types';

const TOOLS = 'https://modelcontextprotocol.io/specification/2025-06-18/server/tools';

/** MCP 2025-06-18: `inputSchema` (and `outputSchema`) are JSON Schema objects of type object; no name format yet. */
export const mcp20250618: Profile = {
  id: 'mcp-2025-06-18',
  title: 'MCP 2025-06-18',
  shape: 'mcp',
  constraints: [
    { kind: 'root-not-object', source: { url: TOOLS, read: READ } },
    lowerCaseTypes(READ, 'MCP (inputSchema is a JSON Schema)'),
    {
      kind: 'duplicate-tool-name',
      source: {
        url: `${TOOLS}#tool`,
        read: READ,
        note: "The 2025-06-18 schema calls `name` the tool's unique identifier, and `tools/call` names the tool by it.",
      },
    },
  ],
};
