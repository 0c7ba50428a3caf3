import type { Rule } from '../../rule';
import { PEDELEC_FAMILIES } from '../../catalog';
import { getValue } from '../../tree';
import { schemaNodes } from '../../pedelec/nodes';
import { compileError } from '../../pedelec/patterns';

export const invalidPattern: Rule = {
  meta: {
    id: 'pedelec/invalid-pattern',
    defaultSeverity: 'error',
    description: 'Require every `pattern` to compile as a JavaScript regular expression.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      const pattern = getValue(node, 'pattern');
      if (pattern?.type !== 'string') continue;
      const error = compileError(pattern.value);
      if (error === undefined) continue;
      report({
        node: pattern,
        message: `This pattern is not a valid regular expression (${error}), so no validator can use it. Correct it; remember that a backslash is written "\\\\" in JSON.`,
      });
    }
  },
};
