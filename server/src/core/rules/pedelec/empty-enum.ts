import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { removeProperty } from '../../model/operations';
import { getProperty, isArray } from '../../model/tree';
import { schemaNodes } from './helpers/nodes';

export const emptyEnum: Rule = {
  meta: {
    id: 'pedelec/empty-enum',
    defaultSeverity: 'error',
    description: 'Disallow `enum: []`, which no value can satisfy.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      const property = getProperty(node, 'enum');
      if (!isArray(property?.valueNode) || property.valueNode.items.length) continue;
      report({
        node: property.valueNode,
        message:
          'An empty "enum" allows no value at all, so the tool can never be called correctly. List the allowed values, or remove "enum".',
        fixes: () => [{ title: 'Remove "enum"', operations: removeProperty(property), isPreferred: true }],
      });
    }
  },
};
