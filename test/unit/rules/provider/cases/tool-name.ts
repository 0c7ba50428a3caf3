import { fixture, mutate } from '../../../../helpers/diagnose';
import { arcadeTool, skills, SKILLS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

const tool = fixture('helpdesk.current-2026.tool.json');
const v1 = fixture('greet.v1.tool.json');

export const toolNameCases: RuleCases = {
  valid: [
    {
      name: 'Arcade, openai-strict by default: 64 characters with "-" (the @version is not part of the name)',
      code: mutate(tool, '"Helpdesk.CloseTicket@2.1.0"', `"Help-desk.${'T'.repeat(54)}@2.1.0"`),
    },
    {
      name: 'no fully_qualified_name: toolkit.name and name',
      code: mutate(tool, '"fully_qualified_name": "Helpdesk.CloseTicket@2.1.0",\n', ''),
    },
    { name: 'Pedelec: no profile by default, so "." is not checked', code: skills('"weather.get"'), filename: SKILLS },
    {
      name: 'a name every host accepts',
      code: skills('"get_weather"'),
      filename: SKILLS,
      settings: using('openai', 'anthropic', 'gemini', 'mcp-2025-06-18', 'mcp-2025-11-25', 'mcp-2026-07-28'),
    },
    {
      name: 'gemini: a letter or "_" first',
      code: skills('"_get"'),
      filename: SKILLS,
      settings: using('gemini'),
    },
    {
      name: 'gemini and MCP 2025-11-25 allow "."',
      code: skills('"weather.get"'),
      filename: SKILLS,
      settings: using('gemini', 'mcp-2025-11-25'),
    },
    {
      name: 'MCP 2025-06-18 has no name format',
      code: skills(`"${'a'.repeat(129)}"`),
      filename: SKILLS,
      settings: using('mcp-2025-06-18'),
    },
    { name: 'providers: [] turns the Arcade default off', code: arcadeTool('{ "val_type": "string" }', '"Sto re.Put"'), settings: using() },
  ],
  invalid: [
    {
      name: 'Arcade: longer than 64 characters once "." becomes "_"',
      code: mutate(tool, '"Helpdesk.CloseTicket@2.1.0"', `«"Helpdesk.${'T'.repeat(56)}@2.1.0"»`),
      errors: [
        `OpenAI strict mode ("openai-strict") rejects this tool as Arcade converts it: the tool name Arcade sends, "Helpdesk_${'T'.repeat(56)}" (the fully-qualified name without "@version", "." replaced by "_"), is 65 characters long`,
      ],
    },
    {
      name: 'Arcade: a space and a colon, each named once; toolkit.name + name without fully_qualified_name',
      code: mutate(
        mutate(tool, '"fully_qualified_name": "Helpdesk.CloseTicket@2.1.0",\n', ''),
        '"name": "CloseTicket"',
        '"name": «"Close: the ticket"»',
      ),
      errors: ['"Helpdesk_Close: the ticket" (the fully-qualified name without "@version", "." replaced by "_"), contains ":" " "'],
    },
    {
      name: 'Arcade 1.0 too',
      code: mutate(v1, '"fully_qualified_name": "Hello.Greet', '"fully_qualified_name": «"Hello.Gr eet').replace(
        /(«"Hello\.Gr eet[^"]*")/,
        '$1»',
      ),
      filename: 'greet.tool.json',
      errors: ['contains " "'],
    },
    {
      name: 'two profiles, one fault: one diagnostic naming both',
      code: skills('«"weather.get"»'),
      filename: SKILLS,
      settings: using('openai', 'anthropic'),
      errors: [
        'OpenAI ("openai") and Anthropic ("anthropic") reject a tool with this args schema as its parameters: the tool name "weather.get" contains "."',
      ],
    },
    {
      name: 'gemini: at most 64 characters',
      code: skills(`«"${'a'.repeat(65)}"»`),
      filename: SKILLS,
      settings: using('gemini'),
      errors: [/^Gemini \("gemini"\) rejects .* is 65 characters long, and tool names must be a letter or "_" first/],
    },
    {
      name: 'TypeScript: on the name as written',
      filename: 'tools.ts',
      code: `import { defineTool } from '@kaoruisaac/pedelec';
export const a = defineTool({ name: «'weather.get'», description: 'A.', argsSchema: { type: 'object', properties: {} } });
`,
      settings: using('anthropic'),
      errors: ['Anthropic ("anthropic") rejects a tool with this args schema as its parameters: the tool name "weather.get" contains "."'],
    },
    {
      name: 'gemini: a digit first',
      code: skills('«"2fa"»'),
      filename: SKILLS,
      settings: using('gemini'),
      errors: ['the tool name "2fa" starts with "2"'],
    },
    {
      name: 'MCP 2025-11-25 and 2026-07-28: a SHOULD, said as advice',
      code: skills(`«"${'a'.repeat(129)}"»`),
      filename: SKILLS,
      settings: using('mcp-2025-11-25', 'mcp-2026-07-28'),
      errors: [/^MCP 2025-11-25 \("mcp-2025-11-25"\) and MCP 2026-07-28 \("mcp-2026-07-28"\) advise against .* should be 1 to 128 letters/],
    },
    {
      name: 'Pedelec: a tool after an entry of the list that is no tool is found by its place in the list',
      code: '{ "guidance": "g", "tools": [ 1, { "name": "ok", "description": "d", "argsSchema": { "type": "object" } }, { "name": «"weather.get"», "description": "d", "argsSchema": { "type": "object" } } ] }',
      filename: SKILLS,
      settings: using('openai'),
      errors: ['the tool name "weather.get" contains "."'],
    },
  ],
};
