import type { Rule } from '../../model/rule';
import { replaceValue } from '../../model/operations';
import { getString, getValue } from '../../model/tree';

interface FqnParts {
  toolkit: string;
  name: string;
  version?: string;
}

/** `<Toolkit>.<Name>[@<version>]`; the toolkit part may itself contain dots, the name part may not. */
export function parseFqn(fqn: string): FqnParts | undefined {
  const at = fqn.indexOf('@');
  const base = at >= 0 ? fqn.slice(0, at) : fqn;
  const version = at >= 0 ? fqn.slice(at + 1) : undefined;
  const dot = base.lastIndexOf('.');
  const parts = { toolkit: base.slice(0, dot), name: base.slice(dot + 1), version };
  if (dot <= 0 || !parts.name || version === '' || /\s/.test(fqn)) return undefined;
  return parts;
}

const format = (p: FqnParts) => `${p.toolkit}.${p.name}${p.version !== undefined ? `@${p.version}` : ''}`;

export const fqnMismatch: Rule = {
  meta: {
    id: 'arcade/fqn-mismatch',
    defaultSeverity: 'warning',
    description: 'Enforce that `fully_qualified_name` is `<Toolkit>.<name>[@<toolkit.version>]`, matching `name` and `toolkit.version`.',
    families: ['arcade'],
  },
  check({ doc, report }) {
    const root = doc.root;
    const fqnNode = getValue(root, 'fully_qualified_name');
    const name = getString(root, 'name');
    if (fqnNode?.type !== 'string' || name === undefined) return;
    const toolkit = getValue(root, 'toolkit');
    const version = getString(toolkit, 'version');
    const parsed = parseFqn(fqnNode.value);
    const problems: string[] = [];
    let expected: string | undefined;
    if (!parsed) {
      // The toolkit part is free (real files use AirtableApi.X with toolkit ArcadeAirtableApi): only guess it here.
      const toolkitName = getString(toolkit, 'name');
      expected = toolkitName && format({ toolkit: toolkitName, name, version });
      problems.push('it must look like <Toolkit>.<Name>@<version>');
    } else {
      const fixed = { ...parsed };
      if (parsed.name !== name) {
        problems.push(`its tool part "${parsed.name}" differs from "name" ("${name}")`);
        fixed.name = name;
      }
      if (parsed.version !== undefined && version !== undefined && parsed.version !== version) {
        problems.push(`its version "${parsed.version}" differs from toolkit.version ("${version}")`);
        fixed.version = version;
      }
      expected = format(fixed);
    }
    if (!problems.length) return;
    report({
      node: fqnNode,
      message: `"fully_qualified_name" is wrong: ${problems.join(', and ')}. ${expected ? `Use "${expected}".` : 'Write it as <Toolkit>.<Name>@<version>.'}`,
      fixes: () => (expected ? [{ title: `Change to "${expected}"`, operations: replaceValue(fqnNode, expected), isPreferred: true }] : []),
    });
  },
};
