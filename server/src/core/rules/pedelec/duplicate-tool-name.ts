import type { Rule } from '../../rule';
import { readerOf, rejectedBy } from '../../pedelec/rejections';
import { PEDELEC_TOOLS_FAMILIES } from '../../catalog';
import { getValue } from '../../tree';
import { skillTools } from '../../pedelec/skills';

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
