/**
 * The bundled schemas: stable ids, the files they come from, and the `$schema` values that select them. A schema's
 * body is read on first use (hover, completion, the language service), from schemas/ beside dist/: validation runs
 * the generated validators (pipeline/validate.ts) and never reads it, so a CLI run reads none of them.
 */
import type { JSONSchema } from 'vscode-json-languageservice';
import { ARCADE_PREVIEW_URL, ARCADE_V1_URL } from './schemaAddresses';

export type SchemaId =
  | 'arcade-tool-preview'
  | 'arcade-tool-1.0'
  | 'arcade-tool-current'
  | 'pedelec-args'
  | 'pedelec-skills'
  | 'pedelec-tools'
  | 'pedelec-tool'
  | 'pedelec-deno-module'
  | 'toolschema-config'
  | HostToolsId;
/** A model host's own tool file: what an app sends OpenAI, Anthropic, Gemini, or an MCP server lists. */
export type HostToolsId = 'openai-tools' | 'anthropic-tools' | 'mcp-tools' | 'gemini-tools';
export const HOST_TOOLS_IDS: readonly HostToolsId[] = ['openai-tools', 'anthropic-tools', 'mcp-tools', 'gemini-tools'];
/**
 * What a document is, for the rules. Pedelec: a standalone args schema, or a file of tools: a skills manifest
 * (`{ guidance, tools }`, the SDK's `skills` input), the legacy tools registry Core has a loader for (`skills/tools.json`,
 * `{ tools }`), or one tool as Core writes it for the agent (`skills/tools-<name>.json`); or one Deno module given
 * to a script's `defineDenoModule(…)` (Pedelec 0.4; a skills manifest holds its `denoModules`).
 */
export type Family = 'arcade' | 'pedelec-args' | PedelecToolsFamily | 'pedelec-deno-module' | 'toolschema-config' | 'host-tools';
export type PedelecToolsFamily = 'pedelec-skills' | 'pedelec-tools' | 'pedelec-tool';
export const PEDELEC_TOOLS_FAMILIES: readonly PedelecToolsFamily[] = ['pedelec-skills', 'pedelec-tools', 'pedelec-tool'];
/** Every family that holds Pedelec args schemas. */
export const PEDELEC_FAMILIES: readonly Family[] = ['pedelec-args', ...PEDELEC_TOOLS_FAMILIES];

export interface SchemaEntry {
  id: SchemaId;
  family: Family;
  title: string;
  /** The URI the language service knows the schema by; also accepted as a `$schema` value. */
  uri: string;
  /** Other `$schema` values that select this schema (upstream addresses, never fetched). */
  aliases: string[];
  schema: JSONSchema;
}

export { ARCADE_PREVIEW_URL, ARCADE_V1_URL };

/**
 * Each schema's body, required on first use: esbuild.mjs leaves these requires to run time (Node parses JSON faster
 * than it compiles an object literal), tsc and scripts/transpile.mjs put the files in out/schemas/.
 */
const BODIES: Record<SchemaId, () => unknown> = {
  'arcade-tool-preview': () => require('../../../../schemas/arcade-tool-preview.schema.json'),
  'arcade-tool-1.0': () => require('../../../../schemas/arcade-tool-1.0.schema.json'),
  'arcade-tool-current': () => require('../../../../schemas/arcade-tool-current.schema.json'),
  'pedelec-args': () => require('../../../../schemas/pedelec-args.schema.json'),
  'pedelec-skills': () => require('../../../../schemas/pedelec-skills.schema.json'),
  'pedelec-tools': () => require('../../../../schemas/pedelec-tools.schema.json'),
  'pedelec-tool': () => require('../../../../schemas/pedelec-tool.schema.json'),
  'pedelec-deno-module': () => require('../../../../schemas/pedelec-deno-module.schema.json'),
  'toolschema-config': () => require('../../../../schemas/toolschema-config.schema.json'),
  'openai-tools': () => require('../../../../schemas/openai-tools.schema.json'),
  'anthropic-tools': () => require('../../../../schemas/anthropic-tools.schema.json'),
  'mcp-tools': () => require('../../../../schemas/mcp-tools.schema.json'),
  'gemini-tools': () => require('../../../../schemas/gemini-tools.schema.json'),
};

const entry = (id: SchemaId, family: Family, title: string, aliases: string[] = []): SchemaEntry => {
  let schema: JSONSchema | undefined;
  return {
    id,
    family,
    title,
    uri: `toolschema:${id}`,
    aliases,
    get schema() {
      return (schema ??= BODIES[id]() as JSONSchema);
    },
  };
};

export const SCHEMAS: readonly SchemaEntry[] = [
  entry('arcade-tool-preview', 'arcade', 'Arcade tool definition (preview)', [ARCADE_PREVIEW_URL]),
  entry('arcade-tool-1.0', 'arcade', 'Arcade tool definition 1.0', [ARCADE_V1_URL]),
  entry('arcade-tool-current', 'arcade', 'Arcade tool definition (current tooling)'),
  entry('pedelec-args', 'pedelec-args', 'Pedelec args schema'),
  entry('pedelec-skills', 'pedelec-skills', 'Pedelec skills manifest'),
  entry('pedelec-tools', 'pedelec-tools', 'Pedelec tools registry'),
  entry('pedelec-tool', 'pedelec-tool', 'Pedelec tool file'),
  entry('pedelec-deno-module', 'pedelec-deno-module', 'Pedelec Deno module'),
  // toolschema's own config file (settings/configSchema.ts): validated and completed like the others; no rules run on it.
  entry('toolschema-config', 'toolschema-config', 'toolschema config'),
  // The hosts' own tool files: checked against their host's profile (rules/provider, subjects.ts hostSubjects).
  entry('openai-tools', 'host-tools', 'OpenAI function tools'),
  entry('anthropic-tools', 'host-tools', 'Anthropic tools'),
  entry('mcp-tools', 'host-tools', 'MCP tools (tools/list)'),
  entry('gemini-tools', 'host-tools', 'Gemini function declarations'),
];

const byId = new Map<string, SchemaEntry>(SCHEMAS.map((s) => [s.id, s]));
const bySchemaValue = new Map<string, SchemaEntry>();
for (const s of SCHEMAS) {
  for (const key of [s.id, s.uri, ...s.aliases]) bySchemaValue.set(key, s);
}

/** The schema of each item of a skills manifest's lists (a script's hover and completion read the tree with it). */
export const SKILLS_ITEMS: Readonly<Record<string, SchemaId>> = { tools: 'pedelec-tool', denoModules: 'pedelec-deno-module' };

export function schemaById(id: string): SchemaEntry | undefined {
  return byId.get(id);
}

/** The bundled schema a `$schema` value names, if any (trailing `#` ignored, as JSON Schema does). */
export function schemaForSchemaValue(value: string): SchemaEntry | undefined {
  return bySchemaValue.get(value.trim().replace(/#$/, ''));
}
