/** The conversion targets, on their own so the editor client can list them without bundling the converters. */
export const TARGETS = ['openai', 'anthropic', 'mcp', 'pedelec'] as const;
export type Target = (typeof TARGETS)[number];
export const isTarget = (s: unknown): s is Target => (TARGETS as readonly unknown[]).includes(s);

export const TARGET_LABELS: Readonly<Record<Target, string>> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  mcp: 'MCP',
  pedelec: 'Pedelec',
};
