/**
 * The JSON schema of toolschema's config file (schemas/toolschema-config.schema.json) and the `toolschema.rules`
 * properties of package.json, both made from the rule registry and the catalog. The files are checked in, so a
 * fresh clone needs no generation step; test/unit/settings/configSchema.test.ts fails when they drift from the registry,
 * and `node scripts/sync-config-schema.mjs` (after `npm run build`) rewrites them.
 */
import type { Rule, RuleMeta } from '../model/rule';
import { SCHEMAS } from '../model/catalog';
import { DEFAULT_SETTINGS, SEVERITY_NAMES } from './settings';
import { asSentence } from '../model/wording';
import { RENAMED_RULES } from './renamedRules';
import { PROFILE_IDS } from './providers';

export const CONFIG_SCHEMA_FILE = 'schemas/toolschema-config.schema.json';

const PEDELEC_MODULES_DESCRIPTION =
  'Module names whose import makes a `.ts`, `.tsx`, `.mts`, `.cts`, `.js`, `.jsx`, `.mjs` or `.cjs` file a Pedelec file, checked for ' +
  'args schemas and tools. A script file whose text names none of them is not parsed. `[]` turns off the checks of script files.';

const SEVERITY_DESCRIPTIONS = [
  'The rule does not run.',
  'Shown as a hint (faded in the editor); never fails a CLI run.',
  'Information; never fails a CLI run.',
  'A warning; fails a CLI run only past --max-warnings.',
  'An error; the CLI exits 1.',
];

/** One rule's entry: its severities, described by what the rule checks and its default. */
const ruleProperty = (meta: RuleMeta) => ({
  type: 'string',
  enum: [...SEVERITY_NAMES],
  enumDescriptions: SEVERITY_DESCRIPTIONS,
  markdownDescription: `${asSentence(meta.description)} Default: \`${meta.defaultSeverity}\`.`,
});

const ruleProperties = (rules: readonly Rule[]) =>
  Object.fromEntries([
    ...[...rules].sort((a, b) => a.meta.id.localeCompare(b.meta.id)).map((r) => [r.meta.id, ruleProperty(r.meta)]),
    ...Object.entries(RENAMED_RULES).map(([id, to]) => [id, renamedProperty(to)]),
  ]);

/** An old rule id: still accepted, and says what it became. */
const renamedProperty = (to: readonly string[]) => ({
  type: 'string',
  enum: [...SEVERITY_NAMES],
  deprecationMessage: `Renamed: this severity applies to ${to.join(', ')}.`,
  markdownDescription: `Renamed: sets the severity of ${to.map((id) => `\`${id}\``).join(', ')} (each one not set itself).`,
});

/** `registry`: the rule registry (rules/index.ts), each id a property. */
export function configSchema(registry: readonly Rule[]): object {
  const rules = {
    type: 'object',
    markdownDescription: 'Rule id → severity (`off`, `hint`, `info`, `warning`, `error`).',
    properties: ruleProperties(registry),
    additionalProperties: false,
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'toolschema:toolschema-config',
    $comment:
      'Generated from the rule registry by server/src/core/settings/configSchema.ts (node scripts/sync-config-schema.mjs). Do not edit.',
    title: 'toolschema config (toolschema.config.json, toolschema.config.jsonc, .toolschemarc.json)',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      rules,
      associations: {
        type: 'object',
        markdownDescription:
          'Glob → schema id. Wins over `$schema`, the file name and the content. A pattern without `/` matches the file name in any folder.',
        additionalProperties: { type: 'string', enum: SCHEMAS.map((s) => s.id), enumDescriptions: SCHEMAS.map((s) => s.title) },
      },
      detectByContent: {
        type: 'boolean',
        default: DEFAULT_SETTINGS.detectByContent,
        markdownDescription:
          "Treat any JSON/JSONC file whose root has both `fully_qualified_name` and `toolkit` as an Arcade tool definition, and a host's own tool file (an OpenAI `tools` array, an Anthropic tool list, an MCP `tools/list` result, Gemini `functionDeclarations`) as that host's tools, told by the first tool's keys.",
      },
      maxFileSizeKB: {
        type: 'number',
        exclusiveMinimum: 0,
        default: DEFAULT_SETTINGS.maxFileSizeKB,
        markdownDescription: 'Files larger than this (in KB) get syntax checks only.',
      },
      pedelecModules: pedelecModulesSetting(),
      moduleRoots: moduleRootsSetting("relative to this file's folder"),
      providers: providersSetting(),
      ignorePatterns: {
        type: 'array',
        items: { type: 'string' },
        markdownDescription:
          "Globs of files never linted, relative to this file's folder (a pattern without `/` matches the file name in any folder).",
      },
      overrides: {
        type: 'array',
        markdownDescription: 'Rule severities for some files; where several match, a later entry wins.',
        items: {
          type: 'object',
          required: ['files'],
          additionalProperties: false,
          properties: {
            files: { type: 'array', minItems: 1, items: { type: 'string' }, markdownDescription: "Globs, relative to this file's folder." },
            rules,
          },
        },
      },
    },
  };
}

/** package.json `contributes.configuration` → `toolschema.rules`: every rule id a property, so settings.json completes them. */
export function rulesSetting(rules: readonly Rule[], markdownDescription: string): object {
  return { type: 'object', default: {}, properties: ruleProperties(rules), additionalProperties: false, markdownDescription };
}

/** `moduleRoots`; `base` says what a relative path is relative to (the config file's folder, the workspace folder). */
export function moduleRootsSetting(base: string): object {
  return {
    type: 'array',
    items: { type: 'string', minLength: 1 },
    default: [],
    markdownDescription:
      "Folders outside the project that a script's imports (relative, absolute or `paths` aliases) may read, " +
      `absolute or ${base}. Imports of files outside the project and these folders are not followed, and nothing from such a file is shown.`,
  };
}

/** `pedelecModules`, the same in the config file's schema and in package.json's `toolschema.pedelecModules`. */
export function pedelecModulesSetting(): object {
  return {
    type: 'array',
    items: { type: 'string', pattern: '^\\S+$' },
    default: [...DEFAULT_SETTINGS.pedelecModules],
    markdownDescription: PEDELEC_MODULES_DESCRIPTION,
  };
}

/** `providers`, the same in the config file's schema and package.json; null (unset) keeps each family's default. */
export function providersSetting(): object {
  return {
    type: ['array', 'null'],
    items: { type: 'string', enum: [...PROFILE_IDS] },
    uniqueItems: true,
    default: null,
    markdownDescription:
      'Provider profiles every tool is checked against (the `provider/…` rules): what each host accepts of the tool it is shown. ' +
      "Unset: `openai-strict` for Arcade definitions (Arcade's OpenAI converter always asks for strict mode) and none for Pedelec. " +
      '`[]` checks none.',
  };
}
