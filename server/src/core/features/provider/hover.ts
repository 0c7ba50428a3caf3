/**
 * Hover on a tool's name (Arcade `fully_qualified_name` or `name`, a Pedelec tool's `name`) or on an args schema's
 * root: per selected profile, "accepted" or the first violation, as the provider rules found them.
 */
import type { HoverContributor } from '../hover';
import { getValue, type TreeNode } from '../../model/tree';
import { checkedProviders } from '../../rules/provider/violations';

const NAME_KEYS = ['fully_qualified_name', 'name', 'argsSchema'];

export const providerHover: HoverContributor = ({ analysis, node, property }) => {
  const checked = checkedProviders(analysis.doc);
  if (!checked || checked.profiles.length === 0) return undefined;
  // On the key of a tool's name or args schema: the tool is the object holding it; on the root: the document.
  const holder = property && NAME_KEYS.includes(property.keyNode.value) ? property.parent : undefined;
  // A tool: the Arcade definition (the root) or a Pedelec tool (it has an argsSchema), not a parameter's `name`.
  const owner = holder && (holder === analysis.doc.root || getValue(holder, 'argsSchema')) ? holder : undefined;
  const scope: TreeNode | undefined = owner ?? (!property && node === analysis.doc.root ? node : undefined);
  if (!scope) return undefined;
  const inside = (n: TreeNode | undefined) => {
    for (let p = n; p; p = p.parent) if (p === scope) return true;
    return false;
  };
  const lines = checked.profiles.map((profile) => {
    const first = checked.violations.find((v) => v.profile.id === profile.id && inside(v.node));
    return `- \`${profile.id}\` (${profile.title}): ${first ? `rejected: ${first.message}` : 'accepted'}`;
  });
  return `**Hosts** (\`toolschema.providers\`)\n\n${lines.join('\n')}`;
};
