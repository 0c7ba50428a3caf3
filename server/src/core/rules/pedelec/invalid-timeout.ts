import type { Rule } from '../../model/rule';
import { readerOf, rejectedBy } from './helpers/rejections';
import { PEDELEC_TOOLS_FAMILIES } from '../../model/catalog';
import { replaceValue } from '../../model/operations';
import { getValue, type TreeNode } from '../../model/tree';
import { skillTools } from './helpers/skills';
import type { SchemaDocument } from '../../model/document';

/** The value as the user wrote it (1e400 and 0.0 stay themselves; an object or array is named, not quoted). */
function written(doc: SchemaDocument, node: TreeNode): string {
  if (node.type === 'object' || node.type === 'array') return `an ${node.type}`;
  const source = doc.textOf(node);
  return source.length > 40 ? `${source.slice(0, 37)}…` : source;
}

export const invalidTimeout: Rule = {
  meta: {
    id: 'pedelec/invalid-timeout',
    defaultSeverity: 'error',
    description: 'Require `timeoutMs` to be a positive integer (milliseconds).',
    families: PEDELEC_TOOLS_FAMILIES,
  },
  check({ doc, association, report }) {
    const family = association.schema.family;
    for (const tool of skillTools(doc, family)) {
      const timeout = getValue(tool, 'timeoutMs');
      if (!timeout || (timeout.type === 'number' && Number.isInteger(timeout.value) && timeout.value > 0)) continue;
      // Core's tools.json loader parses timeoutMs as an unsigned integer (anything else fails), and accepts 0.
      const zero = timeout.type === 'number' && timeout.value === 0;
      const rejected =
        family !== 'pedelec-tools'
          ? rejectedBy(readerOf(doc, family), 'invalid-timeout')
          : zero
            ? ''
            : rejectedBy(readerOf(doc, family), 'invalid-manifest');
      const digits = timeout.type === 'string' && /^\s*[1-9]\d*\s*$/.test(timeout.value) ? Number(timeout.value) : undefined;
      report({
        node: timeout,
        message: `"timeoutMs" must be a positive whole number of milliseconds, not ${written(doc, timeout)}${rejected}. Write e.g. 10000 (without it, Pedelec waits 60000 ms).`,
        supersedes: [{ code: 'schema/wrong-type', node: timeout }],
        fixes:
          digits !== undefined && Number.isSafeInteger(digits)
            ? () => [{ title: `Replace with ${digits}`, operations: replaceValue(timeout, digits), isPreferred: true, safe: true }]
            : undefined,
      });
    }
  },
};
