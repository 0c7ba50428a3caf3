/**
 * Hover on a tool's name (Arcade `fully_qualified_name` or `name`, a Pedelec tool's `name`, a tool's `name` in a
 * host's own tool file) or on an args schema's root: per selected profile, "accepted" or the first violation, as the
 * provider rules found them.
 */
import type { HoverContributor } from '../hover';
import { getValue, type TreeNode } from '../../model/tree';
import { profileVerdicts, type ProfileVerdict } from './verdicts';

const NAME_KEYS = ['fully_qualified_name', 'name', 'argsSchema'];
/** What a tool object of a host's own file holds beside its name (a parameter schema's `name` holds none). */
const SCHEMA_KEYS = ['argsSchema', 'inputSchema', 'input_schema', 'parameters', 'parametersJsonSchema'];

export const providerHover: HoverContributor = ({ analysis, node, property }) => {
  // On the key of a tool's name or args schema: the tool is the object holding it; on the root: the document.
  const holder = property && NAME_KEYS.includes(property.keyNode.value) ? property.parent : undefined;
  // A tool: the Arcade definition (the root), a Pedelec tool or a host file's tool, not a parameter's `name`.
  const owner = holder && (holder === analysis.doc.root || SCHEMA_KEYS.some((k) => getValue(holder, k))) ? holder : undefined;
  const scope: TreeNode | undefined = owner ?? (!property && node === analysis.doc.root ? node : undefined);
  if (!scope) return undefined;
  return verdictsMarkdown(profileVerdicts(analysis, scope));
};

/** The verdicts as a hover shows them, or undefined when no profile is selected. */
export function verdictsMarkdown(verdicts: readonly ProfileVerdict[]): string | undefined {
  if (verdicts.length === 0) return undefined;
  const lines = verdicts.map((v) => `- \`${v.profile}\` (${v.title}): ${v.rejected ? `rejected: ${v.rejected}` : 'accepted'}`);
  return `**Hosts** (\`toolschema.providers\`)\n\n${lines.join('\n')}`;
}
