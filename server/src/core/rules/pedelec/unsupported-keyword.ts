import type { Rule } from '../../rule';
import { removeProperty } from '../../edits';
import { schemaNodes } from '../../pedelec/nodes';
import { isSupported, unsupportedReason } from '../../pedelec/keywords';

export const unsupportedKeyword: Rule = {
  meta: {
    id: 'pedelec/unsupported-keyword',
    defaultSeverity: 'error',
    description: 'Disallow JSON Schema keywords outside the Pedelec subset; Pedelec silently ignores them.',
    families: ['pedelec-args', 'pedelec-skills'],
  },
  check({ doc, association, report }) {
    for (const { node, isDocumentRoot } of schemaNodes(doc, association.schema.family)) {
      for (const property of node.properties) {
        const keyword = property.keyNode.value;
        if (isSupported(keyword) || (keyword === '$schema' && isDocumentRoot)) continue;
        report({
          node: property.keyNode,
          message: `"${keyword}" is not supported by Pedelec and is silently ignored. ${unsupportedReason(keyword)}`,
          fixes: () => [
            { title: `Remove "${keyword}"`, edits: removeProperty(doc.text.getText(), property), isPreferred: true, safe: true },
          ],
        });
      }
    }
  },
};
