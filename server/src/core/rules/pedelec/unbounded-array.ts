import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { addProperty } from '../../model/operations';
import { getProperty, getValue } from '../../model/tree';
import { declaredType, schemaNodes } from './helpers/nodes';

/** The bound the fix proposes: generous, but a bound; never below `minItems`. */
export const DEFAULT_MAX_ITEMS = 100;

export const unboundedArray: Rule = {
  meta: {
    id: 'pedelec/unbounded-array',
    defaultSeverity: 'warning',
    description: 'Require `maxItems` on every array, so an agent cannot request an unbounded bulk operation.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      if (declaredType(node) !== 'array' || getProperty(node, 'maxItems')) continue;
      const minItems = getValue(node, 'minItems');
      const bound = Math.max(DEFAULT_MAX_ITEMS, minItems?.type === 'number' ? Math.ceil(minItems.value as number) : 0);
      report({
        node: getValue(node, 'type'),
        message:
          'This array has no "maxItems": an agent-generated array should not be able to request an unbounded bulk operation. Add a sensible bound.',
        fixes: () => [{ title: `Add "maxItems": ${bound}`, operations: addProperty(node, 'maxItems', bound), isPreferred: true }],
      });
    }
  },
};
