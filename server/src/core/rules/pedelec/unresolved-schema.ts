import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { descendants, getValue, isArray, type TreeNode } from '../../model/tree';
import { schemaStarts } from './helpers/nodes';

/**
 * Off by default: in TypeScript and JavaScript, what could not be evaluated without running the code (a call, a
 * parameter, a computed key) is skipped silently; this hint says where, for authors who want everything checked.
 */
export const unresolvedSchema: Rule = {
  meta: {
    id: 'pedelec/unresolved-schema',
    defaultSeverity: 'off',
    description: 'Require Pedelec values in code to be statically known, so that toolschema can check them (off by default).',
    families: PEDELEC_FAMILIES,
    readsOpaque: true,
  },
  check({ doc, association, report }) {
    const family = association.schema.family;
    const reported = new Set<TreeNode>();
    const hint = (node: TreeNode, reason: string) => {
      if (reported.has(node)) return;
      reported.add(node);
      report({
        node,
        message: `toolschema cannot read this value without running the code (${reason}), so it is not checked. Write it as a literal or a constant to have it checked.`,
      });
    };
    const root = doc.root;
    if (root?.type === 'opaque' && !root.hazard) hint(root, root.reason);
    const tools = getValue(root, 'tools');
    if (isArray(tools)) for (const item of tools.items) if (item.type === 'opaque' && !item.hazard) hint(item, item.reason);
    for (const schema of schemaStarts(doc, family))
      for (const node of descendants(schema)) if (node.type === 'opaque' && !node.hazard) hint(node, node.reason);
  },
};
