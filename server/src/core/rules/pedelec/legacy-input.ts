import type { Rule } from '../../rule';
import { renameKey } from '../../operations';
import { getProperty } from '../../tree';
import { skillTools } from '../../pedelec/skills';

export const legacyInput: Rule = {
  meta: {
    id: 'pedelec/legacy-input',
    defaultSeverity: 'error',
    description: 'Require `argsSchema` instead of the legacy `input` key in skills manifests.',
    families: ['pedelec-skills'],
  },
  check({ doc, report }) {
    for (const tool of skillTools(doc)) {
      const input = getProperty(tool, 'input');
      if (!input) continue;
      const both = !!getProperty(tool, 'argsSchema');
      report({
        node: input.keyNode,
        message: both
          ? '"input" is the legacy name of "argsSchema", which this tool also has: Pedelec uses "argsSchema". Remove "input".'
          : '"input" is the legacy name of the tool\'s args schema: rename it to "argsSchema".',
        fixes: both ? undefined : () => [{ title: 'Rename to "argsSchema"', operations: renameKey(input, 'argsSchema'), isPreferred: true, safe: true }],
      });
    }
  },
};
