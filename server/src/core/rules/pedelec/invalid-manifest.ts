import type { Rule, RuleContext } from '../../model/rule';
import { PEDELEC_TOOLS_FAMILIES } from '../../model/catalog';
import { getValue, isArray, isObject, type TreeNode } from '../../model/tree';
import { readerOf, rejectedBy } from './helpers/rejections';
import { kindOf as found } from './helpers/nodes';

export const invalidManifest: Rule = {
  meta: {
    id: 'pedelec/invalid-manifest',
    defaultSeverity: 'error',
    description:
      'Require a string `guidance` (skills manifests), `tools` that is an array of tool objects, and `denoModules`, when given, an array of module objects.',
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
    if (family === 'pedelec-skills') denoModulesShape(getValue(root, 'denoModules'), report);
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

/**
 * sdk/src/index.ts normalizeSkillsInput (Pedelec 0.4): `denoModules`, when present, must be an array ("skills.denoModules
 * must be an array") of non-array objects ("skills.denoModules entries must be objects"), both INVALID_INPUT.
 */
function denoModulesShape(modules: TreeNode | undefined, report: RuleContext['report']): void {
  if (!modules || modules.type === 'opaque') return;
  if (!isArray(modules)) {
    report({
      node: modules,
      message: `"denoModules" must be an array of Deno modules, not ${found(modules)}; the SDK rejects it (INVALID_INPUT "skills.denoModules must be an array"). Write [ defineDenoModule({ … }) ], or leave it out.`,
      supersedes: [{ code: 'schema/wrong-type', node: modules }],
    });
    return;
  }
  for (const module of modules.items) {
    if (module.type === 'object' || module.type === 'opaque') continue;
    report({
      node: module,
      message: `Each entry of "denoModules" must be a Deno module object, not ${found(module)}; the SDK rejects it (INVALID_INPUT "skills.denoModules entries must be objects"). Write defineDenoModule({ name, description, usage, entry }).`,
      supersedes: [{ code: 'schema/wrong-type', node: module }],
    });
  }
}
