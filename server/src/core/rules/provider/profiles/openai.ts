import { READ, type Profile } from './types';

const FUNCTION_CALLING = 'https://platform.openai.com/docs/guides/function-calling';
const CHAT_TOOLS = 'https://platform.openai.com/docs/api-reference/chat/create#chat-create-tools';

/** OpenAI function calling without `strict`: the name rule; the schema is otherwise taken as JSON Schema. */
export const openai: Profile = {
  id: 'openai',
  title: 'OpenAI',
  shape: 'openai',
  constraints: [
    {
      kind: 'tool-name',
      pattern: '^[a-zA-Z0-9_-]{1,64}$',
      maxLength: 64,
      text: '1 to 64 letters, digits, "_" and "-"',
      source: {
        url: FUNCTION_CALLING,
        read: READ,
        note: 'The same pattern is stated in the OpenAI API reference for `function.name` and enforced by arcade-core (converters/openai.py).',
      },
    },
    { kind: 'root-not-object', source: { url: FUNCTION_CALLING, read: READ } },
    {
      kind: 'too-many-tools',
      max: 128,
      source: {
        url: CHAT_TOOLS,
        read: READ,
        note: 'The API reference\'s `tools`: "A max of 128 functions are supported"; the Assistants API states the same 128 per assistant. Checked on a file of OpenAI tools (a request\'s list), not on one Arcade definition.',
      },
    },
    {
      kind: 'array-without-items',
      source: {
        url: 'https://github.com/digitalocean-labs/mcp-digitalocean/issues/265',
        read: READ,
        note: "Not stated in OpenAI's documentation: the API's own 400 error (\"array schema missing items\"), reported with and without strict mode in many projects' issues.",
      },
    },
  ],
};
