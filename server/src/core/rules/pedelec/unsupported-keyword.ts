import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { schemaNodes } from './helpers/nodes';
import { isSupported } from './helpers/keywords';
import { unsupportedMessage } from './helpers/unsupported';
import { unsupportedKeywordFixes } from './helpers/fixes';
import { inlineRefusal } from './helpers/refs';

export const unsupportedKeyword: Rule = {
  meta: {
    id: 'pedelec/unsupported-keyword',
    defaultSeverity: 'error',
    description: "Disallow JSON Schema keywords outside Pedelec's documented args-schema subset.",
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    const family = association.schema.family;
    for (const { node, isDocumentRoot } of schemaNodes(doc, family)) {
      for (const property of node.properties) {
        const keyword = property.keyNode.value;
        if (isSupported(keyword) || (keyword === '$schema' && isDocumentRoot)) continue;
        report({
          node: property.keyNode,
          message: unsupportedMessage(property, keyword === '$ref' ? inlineRefusal(doc, family, property) : undefined),
          fixes: () => unsupportedKeywordFixes(doc, family, node, property),
        });
      }
    }
  },
};
