import type { RuleCases } from '../../../../helpers/providerCases';

const tool = (i: number) => `{ "type": "function", "function": { "name": "t${i}", "parameters": { "type": "object", "properties": {} } } }`;
const list = (n: number, mark = false) =>
  `[\n${Array.from({ length: n }, (_, i) => (mark && i === 128 ? `«${tool(i)}»` : tool(i))).join(',\n')}\n]`;

export const tooManyToolsCases: RuleCases = {
  valid: [
    { name: 'OpenAI: 128 tools, the most a request takes', code: list(128), filename: 'tools.json' },
    {
      name: 'MCP: no count limit in the specification',
      code: `{ "tools": [${Array.from({ length: 130 }, (_, i) => `{ "name": "t${i}", "inputSchema": { "type": "object" } }`).join(', ')}] }`,
      filename: 'tools.json',
    },
  ],
  invalid: [
    {
      name: 'OpenAI: 129 tools; reported on the 129th',
      code: list(129, true),
      filename: 'tools.json',
      errors: [
        'OpenAI ("openai") rejects this list of tools: a request may carry at most 128 tools, and this list has 129; this is tool 129.',
      ],
    },
  ],
};
