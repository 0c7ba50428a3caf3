import type { Rule } from '../../model/rule';
import { PEDELEC_TOOLS_FAMILIES } from '../../model/catalog';
import { getValue, isArray, isObject } from '../../model/tree';
import { readerOf, rejectedBy } from './helpers/rejections';
import { kindOf as found } from './helpers/nodes';

export const invalidManifest: Rule = {
  meta: {
    id: 'pedelec/invalid-manifest',
    defaultSeverity: 'error',
    description: 'Require a string `guidance` (skills manifests) and `tools` that is an array of tool objects.',
    families: PEDELEC_TOOLS_FAMILIES,
  },
  check({ doc, association, report }) {
    const family = association.schema.family;
    const root = doc.root;
    if (family === 'pedelec-tool' || !isObject(root)) return;
    const rejected = rejectedBy(readerOf(doc, family), 'invalid-manifest');
    const guidance = getValue(root, 'guidance');
    if (family === 'pedelec-skills' && guidance && guidance.type !== 'string' && guidance.type !== 'opaque') {
      report({
        node: guidance,
        message: `"guidance" must be a string, not ${found(guidance)}${rejected}. Write the guidance for the agent as text.`,
        supersedes: [{ code: 'schema/wrong-type', node: guidance }],
      });
    }
    const tools = getValue(root, 'tools');
    if (!tools || tools.type === 'opaque') return;
    if (!isArray(tools)) {
      report({
        node: tools,
        message: `"tools" must be an array of tools, not ${found(tools)}${rejected}. Write [ { "name": …, "description": …, "argsSchema": … } ].`,
        supersedes: [{ code: 'schema/wrong-type', node: tools }],
      });
      return;
    }
    for (const tool of tools.items) {
      if (tool.type === 'object' || tool.type === 'opaque') continue;
      report({
        node: tool,
        message: `Each entry of "tools" must be a tool object, not ${found(tool)}${rejected}. Write { "name": …, "description": …, "argsSchema": … }.`,
        supersedes: [{ code: 'schema/wrong-type', node: tool }],
      });
    }
  },
};
