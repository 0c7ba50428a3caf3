import type { Rule } from '../../model/rule';
import { readerOf, rejectedBy } from './helpers/rejections';
import { PEDELEC_TOOLS_FAMILIES } from '../../model/catalog';
import { repeatedNames } from './helpers/repeatedNames';
import { skillTools } from './helpers/skills';

export const duplicateToolName: Rule = {
  meta: {
    id: 'pedelec/duplicate-tool-name',
    defaultSeverity: 'error',
    description: 'Disallow two tools with the same name in one file of tools.',
    families: PEDELEC_TOOLS_FAMILIES,
  },
  check({ doc, association, report }) {
    const rejected = rejectedBy(readerOf(doc, association.schema.family), 'duplicate-tool-name');
    for (const name of repeatedNames(skillTools(doc, association.schema.family))) {
      report({
        node: name,
        message: `Another tool is already named "${name.value}"${rejected}. Rename one.`,
      });
    }
  },
};
