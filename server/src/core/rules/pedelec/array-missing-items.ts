import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { addProperty } from '../../model/operations';
import { getProperty, getValue } from '../../model/tree';
import { declaredType, schemaNodes } from './helpers/nodes';

export const arrayMissingItems: Rule = {
  meta: {
    id: 'pedelec/array-missing-items',
    defaultSeverity: 'error',
    description: 'Require `items` on every `"type": "array"` node.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      if (declaredType(node) !== 'array' || getProperty(node, 'items')) continue;
      report({
        node: getValue(node, 'type'),
        message: 'An array needs "items": the schema of its elements (Pedelec requires it). Add it, e.g. "items": { "type": "string" }.',
        fixes: () => [
          { title: 'Add "items": { "type": "string" }', operations: addProperty(node, 'items', { type: 'string' }), isPreferred: true },
        ],
      });
    }
  },
};
