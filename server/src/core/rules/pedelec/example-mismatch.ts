import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { getValue, isArray, toValue, isStatic } from '../../model/tree';
import { schemaNodes } from './helpers/nodes';
import { violation } from './helpers/values';

export const exampleMismatch: Rule = {
  meta: {
    id: 'pedelec/example-mismatch',
    defaultSeverity: 'warning',
    description: 'Require `examples` to be an array of valid values of its node.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      const examples = getValue(node, 'examples');
      if (!examples) continue;
      if (!isArray(examples)) {
        report({
          node: examples,
          message: '"examples" must be an array of sample values, e.g. "examples": ["en", "zh-TW"]. Wrap the value in [ ].',
          supersedes: [{ code: 'schema/wrong-type', node: examples }],
        });
        continue;
      }
      for (const item of examples.items) {
        if (!isStatic(item)) continue;
        const why = violation(toValue(item) ?? null, node);
        if (why)
          report({ node: item, message: `This example is not a valid value here: ${why}. The agent imitates examples; correct it.` });
      }
    }
  },
};
