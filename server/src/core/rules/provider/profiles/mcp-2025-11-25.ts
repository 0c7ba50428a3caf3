import { lowerCaseTypes, READ, type Profile } from './types';

const TOOLS = 'https://modelcontextprotocol.io/specification/2025-11-25/server/tools';

/**
 * MCP 2025-11-25 adds the tool-name format (SEP-986): SHOULD be 1 to 128 characters of letters, digits, "_", "-"
 * and ".". The SEP's first draft said 64 characters and allowed "/"; the published revision says 128 without "/",
 * which is encoded (as a SHOULD).
 */
export const mcp20251125: Profile = {
  id: 'mcp-2025-11-25',
  title: 'MCP 2025-11-25',
  shape: 'mcp',
  constraints: [
    {
      kind: 'tool-name',
      pattern: '^[A-Za-z0-9_.-]{1,128}$',
      maxLength: 128,
      text: '1 to 128 letters, digits, "_", "-" and "."',
      should: true,
      source: { url: `${TOOLS}#tool-names`, read: READ },
    },
    { kind: 'root-not-object', source: { url: TOOLS, read: READ } },
    lowerCaseTypes(READ, 'MCP (inputSchema is a JSON Schema)'),
    {
      kind: 'duplicate-tool-name',
      should: true,
      source: {
        url: `${TOOLS}#tool-names`,
        read: READ,
        note: "Tool names SHOULD be unique within a server (the page's Tool Names section).",
      },
    },
  ],
};
