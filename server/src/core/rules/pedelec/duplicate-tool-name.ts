import type { Rule } from '../../model/rule';
import { readerOf, rejectedBy } from './helpers/rejections';
import { PEDELEC_TOOLS_FAMILIES } from '../../model/catalog';
import { getValue } from '../../model/tree';
import { skillTools } from './helpers/skills';

export const duplicateToolName: Rule = {
  meta: {
    id: 'pedelec/duplicate-tool-name',
    defaultSeverity: 'error',
    description: 'Disallow two tools with the same name in one file of tools.',
    families: PEDELEC_TOOLS_FAMILIES,
  },
  check({ doc, association, report }) {
    const seen = new Set<string>();
    const rejected = rejectedBy(readerOf(doc, association.schema.family), 'duplicate-tool-name');
    for (const tool of skillTools(doc, association.schema.family)) {
      const name = getValue(tool, 'name');
      if (name?.type !== 'string') continue;
      if (!seen.has(name.value)) {
        seen.add(name.value);
        continue;
      }
      report({
        node: name,
        message: `Another tool is already named "${name.value}"${rejected}. Rename one.`,
      });
    }
  },
};
