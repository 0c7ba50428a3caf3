import type { Rule } from '../../model/rule';
import { readerOf, rejectedBy } from './helpers/rejections';
import { PEDELEC_TOOLS_FAMILIES } from '../../model/catalog';
import { getValue } from '../../model/tree';
import { skillTools } from './helpers/skills';

export const emptyDescription: Rule = {
  meta: {
    id: 'pedelec/empty-description',
    defaultSeverity: 'error',
    description: 'Require a non-blank `description` on every tool of a skills manifest.',
    families: PEDELEC_TOOLS_FAMILIES,
  },
  check({ doc, association, report }) {
    const family = association.schema.family;
    // Core's tools.json loader fails to parse a tool without a description, but accepts a blank one.
    const missing = rejectedBy(readerOf(doc, family), family === 'pedelec-tools' ? 'invalid-manifest' : 'blank-description');
    const blank = rejectedBy(readerOf(doc, family), 'blank-description');
    for (const tool of skillTools(doc, family)) {
      const description = getValue(tool, 'description');
      if (!description) {
        report({
          span: { offset: tool.offset, length: 1 },
          message: `This tool has no "description": the agent decides from it when to call the tool${missing}. Add what the tool does and when to use it.`,
          supersedes: [{ code: 'schema/missing-property', node: tool, property: 'description' }],
        });
      } else if (description.type === 'string' && description.value.trim() === '') {
        report({
          node: description,
          message: `This tool's "description" is blank: the agent decides from it when to call the tool${blank}. Say what the tool does and when to use it.`,
        });
      }
    }
  },
};
