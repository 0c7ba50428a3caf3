import type { Rule } from '../../model/rule';
import { getValue } from '../../model/tree';
import { kindOf as found } from './helpers/nodes';
import { denoModules, inSkills } from './helpers/denoModules';

/** What the agent reads each text for, to say what to write. */
const PURPOSE = {
  description: 'Say what the module offers the agent',
  usage: 'Say how the agent should use it (its main exports, an example)',
} as const;

export const blankDenoModuleField: Rule = {
  meta: {
    id: 'pedelec/blank-deno-module-field',
    defaultSeverity: 'error',
    description:
      'Require a non-blank `description` and `usage` on every Deno module of a session, and a non-blank `entry` where one is given.',
    families: ['pedelec-skills', 'pedelec-deno-module'],
  },
  check({ doc, association, report }) {
    const family = association.schema.family;
    for (const module of denoModules(doc, family)) {
      // sdk/src/index.ts normalizeSkillsInput: description and usage must be non-blank strings (pedelec-core lib.rs
      // normalize_deno_module_inputs checks again); workspace.run's normalizeWorkspaceDenoModules does not require them.
      if (inSkills(family))
        for (const field of ['description', 'usage'] as const) {
          const value = getValue(module, field);
          const rejected = `the SDK's createSession rejects it (INVALID_INPUT "Deno Module ${field} must be a non-empty string")`;
          if (!value) {
            report({
              span: { offset: module.offset, length: 1 },
              message: `This Deno module has no "${field}"; ${rejected}. ${PURPOSE[field]}.`,
            });
          } else if (value.type === 'string' ? value.value.trim() === '' : value.type !== 'opaque') {
            report({
              node: value,
              message: `This Deno module's "${field}" is ${value.type === 'string' ? 'blank' : found(value)}; ${rejected}. ${PURPOSE[field]}.`,
              supersedes: [{ code: 'schema/wrong-type', node: value }],
            });
          }
        }
      // Any normalizer: an entry that is not undefined must be a non-blank string (the Vite plugin sets a prepared one
      // to undefined). A blank one never resolves in the plugin either.
      const entry = getValue(module, 'entry');
      if (entry && (entry.type === 'string' ? entry.value.trim() === '' : entry.type !== 'opaque')) {
        report({
          node: entry,
          message: `This Deno module's "entry" is ${entry.type === 'string' ? 'blank' : found(entry)}; Pedelec refuses it: the Vite plugin cannot resolve it, and the SDK rejects it (INVALID_INPUT "Deno Module entry must be a non-empty string"). Write the module's source path, e.g. "./deno/sprite-tools.ts".`,
          supersedes: [{ code: 'schema/wrong-type', node: entry }],
        });
      }
    }
  },
};
