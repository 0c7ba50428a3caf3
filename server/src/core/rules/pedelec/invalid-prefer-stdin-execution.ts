import type { Rule } from '../../model/rule';
import { replaceValue } from '../../model/operations';
import { getValue } from '../../model/tree';
import { kindOf as found } from './helpers/nodes';
import { DENO_FAMILIES, denoModules } from './helpers/denoModules';

export const invalidPreferStdinExecution: Rule = {
  meta: {
    id: 'pedelec/invalid-prefer-stdin-execution',
    defaultSeverity: 'error',
    description: 'Require a Deno module’s `preferStdinExecution`, when given, to be a boolean.',
    families: DENO_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const module of denoModules(doc, association.schema.family)) {
      const flag = getValue(module, 'preferStdinExecution');
      if (!flag || flag.type === 'boolean' || flag.type === 'opaque') continue;
      const meant = flag.type === 'string' && /^\s*(true|false)\s*$/.test(flag.value) ? flag.value.trim() === 'true' : undefined;
      // sdk/src/index.ts normalizeSkillsInput and normalizeWorkspaceDenoModules: `typeof … !== "boolean"` when present.
      report({
        node: flag,
        message: `"preferStdinExecution" must be true or false, not ${found(flag)}; the SDK rejects it (INVALID_INPUT "Deno Module preferStdinExecution must be a boolean"). Write ${meant === undefined ? 'true or false, or leave it out' : String(meant)}.`,
        supersedes: [{ code: 'schema/wrong-type', node: flag }],
        fixes:
          meant === undefined
            ? undefined
            : () => [{ title: `Replace with ${String(meant)}`, operations: replaceValue(flag, meant), isPreferred: true, safe: true }],
      });
    }
  },
};
