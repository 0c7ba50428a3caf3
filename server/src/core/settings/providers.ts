/** The profile ids, import-free: settings validate `toolschema.providers` against them. */
export const PROFILE_IDS = [
  'openai',
  'openai-strict',
  'anthropic',
  'anthropic-strict',
  'gemini',
  'mcp-2025-06-18',
  'mcp-2025-11-25',
  'mcp-2026-07-28',
] as const;

/** What Arcade's own OpenAI converter emits (`"strict": true`, arcade-core converters/openai.py). */
export const ARCADE_DEFAULT_PROVIDERS: readonly string[] = ['openai-strict'];
