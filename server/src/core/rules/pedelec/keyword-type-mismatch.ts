import type { Rule } from '../../model/rule';
import { withArticle } from '../../model/wording';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { removeProperty } from '../../model/operations';
import { declaredType, schemaNodes } from './helpers/nodes';
import { isSupported, SUPPORTED } from './helpers/keywords';

export const keywordTypeMismatch: Rule = {
  meta: {
    id: 'pedelec/keyword-type-mismatch',
    defaultSeverity: 'warning',
    description: 'Disallow supported keywords on a node whose type does not take them (`minLength` on a number …).',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      const type = declaredType(node);
      if (!type) continue;
      for (const property of node.properties) {
        const keyword = property.keyNode.value;
        const types = isSupported(keyword) ? SUPPORTED[keyword].types : undefined;
        if (!types || types.includes(type)) continue;
        report({
          node: property.keyNode,
          message: `"${keyword}" applies to ${types.join('/')} nodes, not to ${withArticle(type)} node, so it constrains nothing here. Remove it, or change "type".`,
          fixes: () => [{ title: `Remove "${keyword}"`, operations: removeProperty(property), isPreferred: true, safe: true }],
        });
      }
    }
  },
};
