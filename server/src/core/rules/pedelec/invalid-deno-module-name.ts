import type { Rule } from '../../model/rule';
import { quoteCapped } from '../../model/wording';
import { getValue } from '../../model/tree';
import { kindOf as found } from './helpers/nodes';
import { DENO_FAMILIES, denoModules, isValidDenoModuleName } from './helpers/denoModules';

// sdk/src/index.ts normalizeSkillsInput (and normalizeWorkspaceDenoModules): isValidDenoModuleName, else INVALID_INPUT
// "Deno Module name is invalid"; pedelec-core lib.rs normalize_deno_module_inputs: DENO_MODULE_NAME_INVALID.
const REJECTED = `the SDK rejects it (INVALID_INPUT "Deno Module name is invalid"), as Core does (DENO_MODULE_NAME_INVALID)`;
const HOW =
  'Use one segment or "@scope/package", each segment a letter or digit followed by letters, digits, ".", "_" or "-" (e.g. "sprite-tools")';

export const invalidDenoModuleName: Rule = {
  meta: {
    id: 'pedelec/invalid-deno-module-name',
    defaultSeverity: 'error',
    description: 'Require Deno module names of one segment or `@scope/package` (letters, digits, `.`, `_`, `-`).',
    families: DENO_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const module of denoModules(doc, association.schema.family)) {
      const name = getValue(module, 'name');
      if (name?.type === 'opaque' || (name?.type === 'string' && isValidDenoModuleName(name.value))) continue;
      if (!name) {
        report({ span: { offset: module.offset, length: 1 }, message: `This Deno module has no "name"; ${REJECTED}. ${HOW}.` });
      } else if (name.type !== 'string') {
        report({
          node: name,
          message: `A Deno module's "name" must be a string, not ${found(name)}; ${REJECTED}. ${HOW}.`,
          supersedes: [{ code: 'schema/wrong-type', node: name }],
        });
      } else {
        report({ node: name, message: `Deno module name ${quoteCapped(name.value)} is not valid; ${REJECTED}. ${HOW}.` });
      }
    }
  },
};
