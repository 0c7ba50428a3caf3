import type { Rule } from '../../rule';
import { getValue } from '../../tree';
import { skillTools } from '../../pedelec/skills';

export const duplicateToolName: Rule = {
  meta: {
    id: 'pedelec/duplicate-tool-name',
    defaultSeverity: 'error',
    description: 'Disallow two tools with the same name in one skills manifest.',
    families: ['pedelec-skills'],
  },
  check({ doc, report }) {
    const seen = new Set<string>();
    for (const tool of skillTools(doc)) {
      const name = getValue(tool, 'name');
      if (name?.type !== 'string') continue;
      if (!seen.has(name.value)) {
        seen.add(name.value);
        continue;
      }
      report({
        node: name,
        message: `Another tool is already named "${name.value}": the agent could not tell them apart and only one handler can be registered. Rename one.`,
      });
    }
  },
};
