import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { getValue, toValue, isStatic } from '../../model/tree';
import { schemaNodes } from './helpers/nodes';
import { violation } from './helpers/values';

export const defaultMismatch: Rule = {
  meta: {
    id: 'pedelec/default-mismatch',
    defaultSeverity: 'warning',
    description: 'Require `default` to be a valid value of its node (type, enum, bounds, pattern, items …).',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      const value = getValue(node, 'default');
      if (!value || !isStatic(value)) continue;
      const why = violation(toValue(value) ?? null, node);
      if (why) report({ node: value, message: `This default is not a valid value here: ${why}. The agent copies defaults; correct it.` });
    }
  },
};
