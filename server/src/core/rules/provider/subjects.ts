/**
 * What each selected host is shown of a document, read from its plain value: an Arcade definition goes through the
 * converter Arcade uses for that host (convert/); a Pedelec args schema is shown as written (Pedelec itself shows
 * tools through its CLI, not as provider tools, so this is the schema reused as a tool's parameters). Where in the
 * source each part came from is looked up in the tree only for a fault to report (sources.ts).
 */
import type { Family } from '../../model/catalog';
import type { RuleSettings } from '../../model/rule';
import type { JsonValue } from '../../model/tree';
import { readArcadeDefinition, type ArcadeDefinition } from '../../hosts/arcadeDefinition';
import { toOpenAi } from '../../hosts/openai';
import { toAnthropic } from '../../hosts/anthropic';
import { toMcp } from '../../hosts/mcp';
import { isJsonObject, type JsonObject } from '../../hosts/types';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { profileById } from './profiles';
import { ARCADE_DEFAULT_PROVIDERS } from '../../settings/providers';
import type { Profile } from './profiles/types';
import { cleanAsConverted, convertedShape } from './cleanAsConverted';
import { convertedFaults } from './convertedFaults';
import type { Violation } from './checkSchema';

export interface Subject {
  /** `host`: a host's own tool file (hostSubjects.ts), shown to the host as written. */
  origin: 'arcade' | 'pedelec' | 'host';
  /** `output`: the schema is the tool's result (MCP `outputSchema`), not its parameters. */
  role?: 'output';
  profile: Profile;
  /** The name the host is shown. */
  name?: string;
  /**
   * The parameters schema the host is shown (undefined: only the name could be worked out, or `clean` says the
   * profile finds nothing in it, and it was never built).
   */
  schema?: JsonValue;
  /** The schema the host is shown is known to have nothing the profile reports (cleanAsConverted.ts). */
  clean?: boolean;
  /** What checking the schema the host is shown finds, known without building it (convertedFaults.ts). */
  faults?: Violation[];
  /** A Pedelec file of tools: the tool's index in its `tools` (a tool file's one tool, an args schema: none). */
  tool?: number;
}

/** The profiles that apply: the setting, else what Arcade's converter emits for Arcade and none for Pedelec. */
export function selectedProfiles(settings: RuleSettings | undefined, family: Family): Profile[] {
  const ids = settings?.providers ?? (family === 'arcade' ? ARCADE_DEFAULT_PROVIDERS : []);
  return ids.map(profileById).filter((p): p is Profile => p !== undefined);
}

/**
 * `arcadeSchemas`: whether an Arcade definition's schema is checked, or its name only: the 1.0 and preview formats
 * have no `properties`, so every `json` value there is free-form by the format, not by the author's choice.
 */
export function subjectsOf(value: JsonValue | undefined, family: Family, profiles: readonly Profile[], arcadeSchemas = true): Subject[] {
  if (!profiles.length) return [];
  if (family === 'arcade') return isJsonObject(value) ? arcadeSubjects(value, profiles, arcadeSchemas) : [];
  if (PEDELEC_FAMILIES.includes(family)) return pedelecSubjects(value, family, profiles);
  return [];
}

/** The name Arcade's converters give the host: the fully-qualified name without `@version`, `.` → `_`. */
export function arcadeToolName(root: JsonValue | undefined): string | undefined {
  if (!isJsonObject(root)) return undefined;
  const { fully_qualified_name: fqn, toolkit, name } = root;
  const toolkitName = isJsonObject(toolkit) ? toolkit.name : undefined;
  const base =
    typeof fqn === 'string'
      ? withoutVersion(fqn)
      : typeof toolkitName === 'string' && typeof name === 'string'
        ? `${toolkitName}.${name}`
        : undefined;
  return base?.replaceAll('.', '_');
}

const withoutVersion = (fqn: string): string => {
  const at = fqn.indexOf('@');
  return at < 0 ? fqn : fqn.slice(0, at);
};

/**
 * A Python package tool's fully-qualified name is not known statically (its toolkit is the installed package's):
 * the converters need one, but the schemas the hosts get do not depend on it, so they are still checked (the name
 * checks are not: `arcadeToolName` has no name to give them).
 */
const withSomeName = (value: JsonObject): JsonObject =>
  typeof value.fully_qualified_name !== 'string' ? { ...value, fully_qualified_name: 'Toolkit.Tool' } : value;

function arcadeSubjects(root: JsonObject, profiles: readonly Profile[], withSchemas: boolean): Subject[] {
  // Most definitions are clean, and most others' faults are known from the definition: it is read and the converted
  // schema built only for a profile that may find something else in it.
  const shape = withSchemas ? convertedShape(root) : undefined;
  let definition: ArcadeDefinition | null | undefined; // null: not readable
  const name = arcadeToolName(root);
  const subjects: Subject[] = [];
  for (const profile of profiles) {
    if (profile.arcade === false) continue;
    const clean = shape !== undefined && cleanAsConverted(shape, profile);
    let schema: JsonValue | undefined;
    let faults: Violation[] | undefined;
    if (withSchemas && !clean) {
      faults = shape && convertedFaults(root, shape, profile);
      if (!faults && definition === undefined) definition = readDefinition(root);
      if (!faults && definition) schema = shownSchema(definition, profile);
    }
    subjects.push({ origin: 'arcade', profile, name, schema, clean, faults });
  }
  return subjects;
}

function readDefinition(root: JsonObject): ArcadeDefinition | null {
  try {
    return readArcadeDefinition(withSomeName(root));
  } catch {
    // A definition the converters cannot read is the schema's and the Arcade rules' to report; the name still counts.
    return null;
  }
}

/** The parameters schema Arcade's converter for the profile's host builds. */
function shownSchema(d: ArcadeDefinition, profile: Profile): JsonValue | undefined {
  if (profile.shape === 'openai') {
    const f = toOpenAi(d).function;
    return isJsonObject(f) ? f.parameters : undefined;
  }
  if (profile.shape === 'anthropic') return toAnthropic(d).input_schema;
  if (profile.shape === 'mcp') return toMcp(d, []).inputSchema;
  return undefined;
}

/**
 * The tools of a Pedelec document: an args schema is one, a tool file's root another, a skills manifest or registry
 * has its `tools` (pedelec/helpers/skills.ts reads the same in the tree). A tool's schema is its `argsSchema`, else
 * its `input`.
 */
function pedelecSubjects(value: JsonValue | undefined, family: Family, profiles: readonly Profile[]): Subject[] {
  const tools: { tool?: number; name?: JsonValue; schema?: JsonValue }[] = [];
  if (family === 'pedelec-args') {
    if (value !== undefined) tools.push({ schema: value });
  } else if (family === 'pedelec-tool') {
    if (isJsonObject(value)) tools.push(toolParts(value));
  } else if (isJsonObject(value) && Array.isArray(value.tools)) {
    value.tools.forEach((tool, index) => {
      if (isJsonObject(tool)) tools.push({ tool: index, ...toolParts(tool) });
    });
  }
  return tools.flatMap(({ tool, name, schema }) =>
    profiles.map((profile) => ({
      origin: 'pedelec' as const,
      profile,
      name: typeof name === 'string' ? name : undefined,
      schema,
      ...(tool !== undefined ? { tool } : {}),
    })),
  );
}

/** A JSON `null` is a value given (the tree's node), not an absent one: only a missing `argsSchema` falls back to `input`. */
const toolParts = (tool: { [key: string]: JsonValue }) => ({
  name: tool.name,
  schema: tool.argsSchema !== undefined ? tool.argsSchema : tool.input,
});
