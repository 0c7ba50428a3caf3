import { lowerCaseTypes, READ, type Profile } from './types';

const FUNCTION_CALLING = 'https://platform.openai.com/docs/guides/function-calling';

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
    lowerCaseTypes(READ, 'OpenAI'),
    {
      kind: 'too-many-tools',
      max: 128,
      source: {
        url: 'https://github.com/zed-industries/zed/issues/42393',
        read: READ,
        note: "No current OpenAI page states it: the API reference's `tools` (https://platform.openai.com/docs/api-reference/chat/create#chat-create-tools) said \"A max of 128 functions are supported\" until custom tools were added in 2025 (the text survives in OpenAI's own generated SDK reference, openai/openai-ruby rbi/lib/openai/models/chat/completion_create_params.rbi, in its 2025 versions), and now says nothing of a limit. The API still refuses a 129th tool with its own 400 error, \"Invalid 'tools': array too long. Expected an array with maximum length 128\" (code array_above_max_length), quoted in zed-industries/zed#42393 (2025-11-10), musistudio/claude-code-router#686 (2025-08-23) and vishalmysore/Tools4AI#16 (2024-05-15). Checked on a file of OpenAI tools (a request's list), not on one Arcade definition.",
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
