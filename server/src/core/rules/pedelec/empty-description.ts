import type { Rule } from '../../rule';
import { getValue } from '../../tree';
import { skillTools } from '../../pedelec/skills';

export const emptyDescription: Rule = {
  meta: {
    id: 'pedelec/empty-description',
    defaultSeverity: 'error',
    description: 'Require a non-blank `description` on every tool of a skills manifest.',
    families: ['pedelec-skills'],
  },
  check({ doc, report }) {
    for (const tool of skillTools(doc)) {
      const description = getValue(tool, 'description');
      if (!description) {
        report({
          span: { offset: tool.offset, length: 1 },
          message: 'This tool has no "description": the agent decides when to call a tool from it. Add what the tool does and when to use it.',
          supersedes: [{ code: 'schema/missing-property', node: tool, property: 'description' }],
        });
      } else if (description.type === 'string' && description.value.trim() === '') {
        report({ node: description, message: 'This tool\'s "description" is blank: the agent decides when to call a tool from it. Say what the tool does and when to use it.' });
      }
    }
  },
};
