import type { Rule } from '../../model/rule';
import { readerOf, rejectedBy } from './helpers/rejections';
import { PEDELEC_TOOLS_FAMILIES } from '../../model/catalog';
import { renameKey } from '../../model/operations';
import { getProperty } from '../../model/tree';
import { skillTools } from './helpers/skills';

export const legacyInput: Rule = {
  meta: {
    id: 'pedelec/legacy-input',
    defaultSeverity: 'error',
    description: 'Require `argsSchema` instead of the legacy `input` key in skills manifests.',
    families: PEDELEC_TOOLS_FAMILIES,
  },
  check({ doc, association, report }) {
    const rejected = rejectedBy(readerOf(doc, association.schema.family), 'legacy-input');
    for (const tool of skillTools(doc, association.schema.family)) {
      const input = getProperty(tool, 'input');
      if (!input) continue;
      const both = !!getProperty(tool, 'argsSchema');
      report({
        node: input.keyNode,
        message: both
          ? `"input" is the legacy name of "argsSchema", which this tool also has${rejected}. Remove "input".`
          : `"input" is the legacy name of the tool's args schema${rejected}. Rename it to "argsSchema".`,
        fixes: both
          ? undefined
          : () => [{ title: 'Rename to "argsSchema"', operations: renameKey(input, 'argsSchema'), isPreferred: true, safe: true }],
      });
    }
  },
};
