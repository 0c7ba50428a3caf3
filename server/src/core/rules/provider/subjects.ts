/**
 * What each selected host is shown of a document, and where in the author's source each part came from. An Arcade
 * definition goes through the converter Arcade uses for that host (convert/); a Pedelec args schema is shown as
 * written (Pedelec itself shows tools through its CLI, not as provider tools, so this is the schema reused as a
 * tool's parameters).
 */
import type { SchemaDocument } from '../../model/document';
import type { Family } from '../../model/catalog';
import type { RuleSettings } from '../../model/rule';
import {
  getProperty,
  getString,
  getValue,
  isArray,
  isObject,
  nodeAtPath,
  toValue,
  type JsonValue,
  type ObjectNode,
  type TreeNode,
  type ValueNode,
} from '../../model/tree';
import { readArcadeDefinition, type ArcadeDefinition } from '../../hosts/arcadeDefinition';
import { toOpenAi } from '../../hosts/openai';
import { toAnthropic } from '../../hosts/anthropic';
import { toMcp } from '../../hosts/mcp';
import { isJsonObject } from '../../hosts/types';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { skillTools } from '../pedelec/helpers/skills';
import { profileById } from './profiles';
import { ARCADE_DEFAULT_PROVIDERS } from '../../settings/providers';
import type { Profile } from './profiles/types';
import type { SchemaPath } from './checkSchema';
import { cleanAsConverted } from './cleanAsConverted';

export interface Subject {
  /** `host`: a host's own tool file (hostSubjects.ts), shown to the host as written. */
  origin: 'arcade' | 'pedelec' | 'host';
  /** `output`: the schema is the tool's result (MCP `outputSchema`), not its parameters. */
  role?: 'output';
  profile: Profile;
  /** The name the host is shown, and the source node it comes from. */
  name?: string;
  nameNode?: TreeNode;
  /**
   * The parameters schema the host is shown (undefined: only the name could be worked out, or `clean` says the
   * profile finds nothing in it, and it was never built).
   */
  schema?: JsonValue;
  /** The schema the host is shown is known to have nothing the profile reports (cleanAsConverted.ts). */
  clean?: boolean;
  /** The source node a part of `schema` came from (`key`: the keyword at fault, when one is). */
  locate(path: SchemaPath, key?: string): TreeNode | undefined;
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
export function subjectsOf(doc: SchemaDocument, family: Family, profiles: readonly Profile[], arcadeSchemas = true): Subject[] {
  if (!profiles.length || doc.rootIsNode) return [];
  if (family === 'arcade') return isObject(doc.root) ? arcadeSubjects(doc, doc.root, profiles, arcadeSchemas) : [];
  if (PEDELEC_FAMILIES.includes(family)) return pedelecSubjects(doc, family, profiles);
  return [];
}

/** The name Arcade's converters give the host: the fully-qualified name without `@version`, `.` → `_`. */
export function arcadeToolName(root: ObjectNode): string | undefined {
  const fqn = getString(root, 'fully_qualified_name');
  const toolkit = getString(getValue(root, 'toolkit'), 'name');
  const name = getString(root, 'name');
  const base = fqn !== undefined ? fqn.split('@')[0] : toolkit !== undefined && name !== undefined ? `${toolkit}.${name}` : undefined;
  return base?.replace(/\./g, '_');
}

/**
 * A node's plain value: the document's own when the node is its root (the CLI's fast path has JSON.parse's), so it
 * is not copied out of the tree again.
 */
const valueOf = (doc: SchemaDocument, node: ValueNode): JsonValue | undefined => (node === doc.root ? doc.rootValue() : toValue(node));

/**
 * A Python package tool's fully-qualified name is not known statically (its toolkit is the installed package's):
 * the converters need one, but the schemas the hosts get do not depend on it, so they are still checked (the name
 * checks are not: `arcadeToolName` has no name to give them).
 */
const withSomeName = (value: JsonValue | undefined): JsonValue | undefined =>
  isJsonObject(value) && typeof value.fully_qualified_name !== 'string' ? { ...value, fully_qualified_name: 'Toolkit.Tool' } : value;

function arcadeSubjects(doc: SchemaDocument, root: ObjectNode, profiles: readonly Profile[], withSchemas: boolean): Subject[] {
  let definition: ArcadeDefinition | undefined;
  try {
    if (withSchemas) definition = readArcadeDefinition(withSomeName(valueOf(doc, root)));
  } catch {
    // A definition the converters cannot read is the schema's and the Arcade rules' to report; the name still counts.
  }
  const nameNode = getValue(root, 'fully_qualified_name') ?? getValue(root, 'name');
  const name = arcadeToolName(root);
  const locate = (path: SchemaPath, key?: string) => arcadeSource(root, path, key);
  return profiles
    .filter((profile) => profile.arcade !== false)
    .map((profile) => {
      // Most definitions are clean: the converted schema is built only for one the profile may find something in.
      const clean = definition !== undefined && cleanAsConverted(definition, profile);
      const schema = definition && !clean ? shownSchema(definition, profile) : undefined;
      return { origin: 'arcade' as const, profile, name, nameNode, schema, clean, locate };
    });
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
 * The source node of a place in the converted parameters schema: `properties/<parameter>` is the parameter's
 * `value_schema`, then `properties/<field>` a field of `properties`, `items` the element (`inner_val_type`,
 * `inner_properties`). A fault of a value schema as a whole is reported on its `val_type`.
 */
function arcadeSource(root: ObjectNode, path: SchemaPath, key: string | undefined): TreeNode | undefined {
  const input = getValue(root, 'input');
  const params = getValue(input, 'parameters');
  if (path[0] !== 'properties' || typeof path[1] !== 'string') return params ?? input ?? root;
  const param = isArray(params) ? params.items.find((p) => getString(p, 'name') === path[1]) : undefined;
  let vs = getValue(param, 'value_schema');
  if (!vs) return param ?? params;
  let inner = false;
  for (let i = 2; i < path.length; i++) {
    if (path[i] === 'items') inner = true;
    else if (path[i] === 'properties' && typeof path[i + 1] === 'string') {
      const field = getValue(getValue(vs, inner ? 'inner_properties' : 'properties'), String(path[i + 1]));
      if (!field) break;
      vs = field;
      inner = false;
      i++;
    } else break;
  }
  if (key === 'enum') return getValue(vs, 'enum') ?? getValue(vs, 'val_type');
  return (inner ? getValue(vs, 'inner_val_type') : undefined) ?? getValue(vs, 'val_type') ?? vs;
}

function pedelecSubjects(doc: SchemaDocument, family: Family, profiles: readonly Profile[]): Subject[] {
  const tools: { nameNode?: TreeNode; schemaNode?: ValueNode }[] =
    family === 'pedelec-args'
      ? doc.root
        ? [{ schemaNode: doc.root }]
        : []
      : skillTools(doc, family).map((tool) => ({
          nameNode: getValue(tool, 'name'),
          schemaNode: getValue(tool, 'argsSchema') ?? getValue(tool, 'input'),
        }));
  return tools.flatMap(({ nameNode, schemaNode }) => {
    const name = nameNode?.type === 'string' ? nameNode.value : undefined;
    const schema = schemaNode;
    const value = schema ? valueOf(doc, schema) : undefined;
    const locate = (path: SchemaPath, key?: string): TreeNode | undefined => {
      const node = nodeAtPath(schema, path);
      return (key !== undefined ? getProperty(node, key)?.keyNode : undefined) ?? node ?? schema;
    };
    return profiles.map((profile) => ({ origin: 'pedelec' as const, profile, name, nameNode, schema: value, locate }));
  });
}
