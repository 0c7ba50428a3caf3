/** The provider profiles, one file each; `toolschema.providers` names them by id. */
import type { ConstraintKind, Profile, Source } from './types';
import { openai } from './openai';
import { openaiStrict } from './openai-strict';
import { anthropic } from './anthropic';
import { anthropicStrict } from './anthropic-strict';
import { gemini } from './gemini';
import { mcp20250618 } from './mcp-2025-06-18';
import { mcp20251125 } from './mcp-2025-11-25';
import { mcp20260728 } from './mcp-2026-07-28';
import { jsonSchemaMeaning } from './json-schema';

export const PROFILES: readonly Profile[] = [
  openai,
  openaiStrict,
  anthropic,
  anthropicStrict,
  gemini,
  mcp20250618,
  mcp20251125,
  mcp20260728,
];

export const profileById = (id: string): Profile | undefined => PROFILES.find((p) => p.id === id);

/** Where each profile documents a kind of constraint: for rule metadata (SARIF) and the docs. */
export function sourcesOf(kind: ConstraintKind): (Source & { profile: string })[] {
  return [...PROFILES, jsonSchemaMeaning].flatMap((p) =>
    p.constraints.filter((c) => c.kind === kind).map((c) => ({ profile: p.id, ...c.source })),
  );
}
