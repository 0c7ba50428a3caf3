import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { getValue } from '../../model/tree';
import { schemaNodes } from './helpers/nodes';

const PAIRS = [
  ['minimum', 'maximum'],
  ['minLength', 'maxLength'],
  ['minItems', 'maxItems'],
] as const;
const COUNTS = ['minLength', 'maxLength', 'minItems', 'maxItems'] as const;

export const invalidRange: Rule = {
  meta: {
    id: 'pedelec/invalid-range',
    defaultSeverity: 'error',
    description: 'Disallow bounds that no value can satisfy, and negative or fractional lengths and counts.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      for (const key of COUNTS) {
        const v = getValue(node, key);
        if (v?.type !== 'number') continue;
        const n = v.value as number;
        if (Number.isInteger(n) && n >= 0) continue;
        report({
          node: v,
          message: `"${key}" must be a non-negative integer, not ${n}.`,
          supersedes: [
            { code: 'schema/constraint', node: v },
            { code: 'schema/wrong-type', node: v },
          ],
        });
      }
      for (const [minKey, maxKey] of PAIRS) {
        const min = getValue(node, minKey);
        const max = getValue(node, maxKey);
        if (min?.type !== 'number' || max?.type !== 'number' || (min.value as number) <= (max.value as number)) continue;
        report({
          node: min,
          message: `"${minKey}" (${min.value}) is greater than "${maxKey}" (${max.value}): no value can satisfy both. Swap or correct them.`,
        });
      }
    }
  },
};
