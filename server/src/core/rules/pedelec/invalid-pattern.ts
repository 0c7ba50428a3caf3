import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { getValue } from '../../model/tree';
import { schemaNodes } from './helpers/nodes';
import { compileError } from './helpers/patterns';

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
