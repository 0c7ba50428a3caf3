import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { getValue } from '../../model/tree';
import { schemaNodes } from './helpers/nodes';
import { compileError, portabilityProblems } from './helpers/patterns';

export const nonPortablePattern: Rule = {
  meta: {
    id: 'pedelec/non-portable-pattern',
    defaultSeverity: 'warning',
    description: 'Enforce simple, portable patterns: no lookaround, named groups, backreferences or Unicode property escapes.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      const pattern = getValue(node, 'pattern');
      if (pattern?.type !== 'string' || compileError(pattern.value) !== undefined) continue;
      const problems = portabilityProblems(pattern.value);
      if (problems.length === 0) continue;
      report({
        node: pattern,
        message: `This pattern uses ${problems.join(', ')}, which other regular-expression engines (RE2, Python, providers' validators) lack. Keep patterns simple and portable.`,
      });
    }
  },
};
