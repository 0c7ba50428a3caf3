import type { Rule } from '../../model/rule';
import { getValue, type ObjectNode } from '../../model/tree';
import { quoteCapped } from '../../model/wording';
import { denoModules, VITE_PACKAGE } from './helpers/denoModules';

/**
 * sdk/src/index.ts normalizeSkillsInput: a module without the non-enumerable `__pedelecArtifact` the Vite plugin
 * defines (sdk/src/vite.ts `transform`) is rejected: `Deno module "<name>" was not prepared. Configure
 * pedelecVitePlugin() in the Vite project.` A spread copy loses it too (the property is not enumerable).
 */
const notPrepared = (module: ObjectNode) => {
  const name = getValue(module, 'name');
  return `the SDK's createSession rejects it with 'Deno module ${name?.type === 'string' ? quoteCapped(name.value) : '"…"'} was not prepared. Configure pedelecVitePlugin() in the Vite project.'`;
};
const HOW = `Make the module with defineDenoModule({ name, description, usage, entry }) imported from "${VITE_PACKAGE}" in a file pedelecVitePlugin() builds, and list that value in skills.denoModules`;

export const denoModuleNotPrepared: Rule = {
  meta: {
    id: 'pedelec/deno-module-not-prepared',
    defaultSeverity: 'error',
    description: 'Require every Deno module of a session to come from a `defineDenoModule(…)` call the Vite plugin prepares.',
    families: ['pedelec-skills'],
  },
  check({ doc, association, report }) {
    for (const module of denoModules(doc, association.schema.family)) {
      if (module.call) continue; // a defineDenoModule(…) call: whether the plugin sees it is deno-module-unseen-import's
      const name = getValue(module, 'name');
      const at = name ? { node: name } : { span: { offset: module.offset, length: 1 } };
      report({
        ...at,
        message: doc.isScript
          ? `This Deno module is not made by a defineDenoModule(…) call, so no build step prepares it: ${notPrepared(module)}. ${HOW}.`
          : `This Deno module is written out in JSON, so no build step prepares it: ${notPrepared(module)}. ${HOW}.`,
      });
    }
  },
};
