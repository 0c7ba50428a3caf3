import { using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

const mcp = (...names: string[]) =>
  `{ "tools": [ ${names.map((n) => `{ "name": ${n}, "inputSchema": { "type": "object" } }`).join(', ')} ] }`;

export const duplicateToolNameCases: RuleCases = {
  valid: [
    { name: 'MCP tools/list: distinct names (case counts)', code: mcp('"find"', '"Find"', '"get"'), filename: 'tools.json' },
    {
      name: 'OpenAI: no uniqueness rule in its profile',
      code: '[ { "type": "function", "name": "a", "parameters": { "type": "object" } }, { "type": "function", "name": "a", "parameters": { "type": "object" } } ]',
      filename: 'tools.json',
    },
  ],
  invalid: [
    {
      name: 'MCP (newest by default): a name used twice, reported on the later one, as a SHOULD',
      code: mcp('"find"', '"get"', '«"find"»'),
      filename: 'tools.json',
      errors: [
        'MCP 2026-07-28 ("mcp-2026-07-28") advises against this tool: the tool name "find" is already used by an earlier tool in this list, and tool names should be unique within a server',
      ],
    },
    {
      name: 'MCP 2025-06-18 (selected): name is the unique identifier, so a duplicate is rejected',
      code: mcp('"find"', '«"find"»'),
      filename: 'tools.json',
      settings: using('mcp-2025-06-18'),
      errors: [
        'MCP 2025-06-18 ("mcp-2025-06-18") rejects this tool: the tool name "find" is already used by an earlier tool in this list, and tool names must be unique',
      ],
    },
  ],
};
