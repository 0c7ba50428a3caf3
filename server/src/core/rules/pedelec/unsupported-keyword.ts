import type { Rule } from '../../rule';
import { schemaNodes } from '../../pedelec/nodes';
import { isSupported, unsupportedReason } from '../../pedelec/keywords';
import { unsupportedKeywordFixes } from '../../pedelec/fixes';

export const unsupportedKeyword: Rule = {
  meta: {
    id: 'pedelec/unsupported-keyword',
    defaultSeverity: 'error',
    description: 'Disallow JSON Schema keywords outside the Pedelec subset; Pedelec silently ignores them.',
    families: ['pedelec-args', 'pedelec-skills'],
  },
  check({ doc, association, report }) {
    const family = association.schema.family;
    for (const { node, isDocumentRoot } of schemaNodes(doc, family)) {
      for (const property of node.properties) {
        const keyword = property.keyNode.value;
        if (isSupported(keyword) || (keyword === '$schema' && isDocumentRoot)) continue;
        report({
          node: property.keyNode,
          message: `"${keyword}" is not supported by Pedelec and is silently ignored. ${unsupportedReason(keyword)}`,
          fixes: () => unsupportedKeywordFixes(doc, family, node, property),
        });
      }
    }
  },
};
