import type { Rule } from '../../model/rule';
import { repeatedNames } from './helpers/repeatedNames';
import { denoModules } from './helpers/denoModules';

export const duplicateDenoModuleName: Rule = {
  meta: {
    id: 'pedelec/duplicate-deno-module-name',
    defaultSeverity: 'error',
    description: 'Disallow two Deno modules with the same name in one session’s `denoModules`.',
    families: ['pedelec-skills'],
  },
  check({ doc, association, report }) {
    for (const name of repeatedNames(denoModules(doc, association.schema.family))) {
      // sdk/src/index.ts normalizeSkillsInput: a Set of module names apart from the tool names; pedelec-core lib.rs
      // normalize_deno_module_inputs: DENO_MODULE_NAME_INVALID "duplicate Deno Module name".
      report({
        node: name,
        message: `Another Deno module is already named "${name.value}"; the SDK rejects it (INVALID_INPUT "duplicate Deno Module name"), as Core does (DENO_MODULE_NAME_INVALID). Rename one (a tool may share the name: tools are a separate namespace).`,
      });
    }
  },
};
