import { lowerCaseTypes, READ, type Profile } from './types';

const DEFINE_TOOLS = 'https://platform.claude.com/docs/en/agents-and-tools/tool-use/define-tools';
const MESSAGES_API = 'https://platform.claude.com/docs/en/api/messages';

/** Anthropic tool use: `name` and an `input_schema` whose root is an object. */
export const anthropic: Profile = {
  id: 'anthropic',
  title: 'Anthropic',
  shape: 'anthropic',
  constraints: [
    {
      kind: 'tool-name',
      pattern: '^[a-zA-Z0-9_-]{1,64}$',
      maxLength: 64,
      text: '1 to 64 letters, digits, "_" and "-"',
      source: {
        url: MESSAGES_API,
        read: READ,
        note: 'The Messages API reference gives the regex; some third-party pages quote 1 to 128 characters for Claude tool names. 64, the stricter, is encoded.',
      },
    },
    { kind: 'root-not-object', source: { url: DEFINE_TOOLS, read: READ } },
    lowerCaseTypes(READ, 'Anthropic (input_schema is JSON Schema 2020-12)'),
  ],
};
