/**
 * Rules folded into others, by their old id (import-free: settings read it). A severity set for an old id applies
 * to each new one that has none of its own. `arcade/provider-incompatible` (OpenAI's name rule and strict mode) is
 * now the `provider/…` rules with the `openai-strict` profile, Arcade's default.
 */
export const RENAMED_RULES: Readonly<Record<string, readonly string[]>> = {
  'arcade/provider-incompatible': [
    'provider/tool-name',
    'provider/root-not-object',
    'provider/unsupported-keyword',
    'provider/optional-property',
    'provider/array-without-items',
    'provider/open-object',
    'provider/schema-too-large',
  ],
};
