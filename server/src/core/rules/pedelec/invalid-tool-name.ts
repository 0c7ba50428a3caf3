import type { Rule } from '../../model/rule';
import { quoteCapped } from '../../model/wording';
import { readerOf, rejectedBy } from './helpers/rejections';
import { PEDELEC_TOOLS_FAMILIES } from '../../model/catalog';
import { replaceValue } from '../../model/operations';
import { getString, getValue } from '../../model/tree';
import { skillTools, TOOL_NAME } from './helpers/skills';

/** `move shape!` → `move_shape_`, `2fa` → `tool_2fa`; undefined when nothing sensible is left. */
function sanitized(name: string): string | undefined {
  const s = name.trim().replace(/[^a-zA-Z0-9_.-]+/g, '_');
  if (!/[a-zA-Z0-9]/.test(s)) return undefined;
  const named = /^[a-zA-Z]/.test(s) ? s : `tool_${s.replace(/^_+/, '')}`;
  return TOOL_NAME.test(named) ? named : undefined;
}

export const invalidToolName: Rule = {
  meta: {
    id: 'pedelec/invalid-tool-name',
    defaultSeverity: 'error',
    description: 'Require tool names that start with a letter, then letters, digits, `_`, `.` or `-`.',
    families: PEDELEC_TOOLS_FAMILIES,
  },
  check({ doc, association, report }) {
    const tools = skillTools(doc, association.schema.family);
    const rejected = rejectedBy(readerOf(doc, association.schema.family), 'invalid-tool-name');
    // Names in use, and names already proposed: two fixes must not give two tools the same name.
    const names = new Set(tools.map((t) => getString(t, 'name')));
    for (const tool of tools) {
      const name = getValue(tool, 'name');
      if (name?.type !== 'string' || TOOL_NAME.test(name.value)) continue;
      const sanitizedName = sanitized(name.value);
      const better = sanitizedName && !names.has(sanitizedName) ? sanitizedName : undefined;
      if (better) names.add(better);
      report({
        node: name,
        message: `Tool name ${quoteCapped(name.value)} is not valid${rejected}. Start with a letter, followed by letters, digits, "_", "." or "-" (e.g. "move_shape").`,
        fixes: better ? () => [{ title: `Rename to "${better}"`, operations: replaceValue(name, better), isPreferred: true }] : undefined,
      });
    }
  },
};
