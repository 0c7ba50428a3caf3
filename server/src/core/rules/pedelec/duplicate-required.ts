import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { removeElement } from '../../model/operations';
import { getValue, isArray } from '../../model/tree';
import { schemaNodes } from './helpers/nodes';

export const duplicateRequired: Rule = {
  meta: {
    id: 'pedelec/duplicate-required',
    defaultSeverity: 'warning',
    description: 'Disallow listing a name twice in `required`.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      const required = getValue(node, 'required');
      if (!isArray(required)) continue;
      const seen = new Set<string>();
      for (const item of required.items) {
        if (item.type !== 'string') continue;
        if (!seen.has(item.value)) {
          seen.add(item.value);
          continue;
        }
        report({
          node: item,
          message: `"${item.value}" is already listed in "required". Remove the repetition.`,
          fixes: () => [{ title: `Remove the repeated "${item.value}"`, operations: removeElement(item), isPreferred: true, safe: true }],
        });
      }
    }
  },
};
