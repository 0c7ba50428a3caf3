import type { Rule } from '../../rule';
import { replaceValue } from '../../edits';
import { getValue } from '../../ast';
import { skillTools } from '../../pedelec/skills';

export const invalidTimeout: Rule = {
  meta: {
    id: 'pedelec/invalid-timeout',
    defaultSeverity: 'error',
    description: 'Require `timeoutMs` to be a positive integer (milliseconds).',
    families: ['pedelec-skills'],
  },
  check({ doc, report }) {
    for (const tool of skillTools(doc)) {
      const timeout = getValue(tool, 'timeoutMs');
      if (!timeout || (timeout.type === 'number' && Number.isInteger(timeout.value) && timeout.value > 0)) continue;
      const digits = timeout.type === 'string' && /^\s*[1-9]\d*\s*$/.test(timeout.value) ? Number(timeout.value) : undefined;
      report({
        node: timeout,
        message: `"timeoutMs" must be a positive whole number of milliseconds (e.g. 10000), not ${JSON.stringify(timeout.value ?? null)}.`,
        supersedes: [{ code: 'schema/wrong-type', offset: timeout.offset }],
        fixes:
          digits !== undefined && Number.isSafeInteger(digits)
            ? () => [{ title: `Replace with ${digits}`, edits: replaceValue(timeout, digits), isPreferred: true, safe: true }]
            : undefined,
      });
    }
  },
};
