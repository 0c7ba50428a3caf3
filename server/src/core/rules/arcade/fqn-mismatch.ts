import type { Rule } from '../../model/rule';
import { replaceValue } from '../../model/operations';
import { getString, getValue } from '../../model/tree';
import { formatFqn as format, intendedVersion, parseFqn } from './helpers/fqn';

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
    const parsed = parseFqn(fqnNode.value, name);
    const problems: string[] = [];
    let expected: string | undefined;
    if (!parsed) {
      // The toolkit part is free (real files use AirtableApi.X with toolkit ArcadeAirtableApi): only guess it here.
      const toolkitName = getString(toolkit, 'name');
      expected =
        toolkitName && format({ toolkit: toolkitName, name, version: version === undefined ? undefined : intendedVersion(version) });
      problems.push('it must look like <Toolkit>.<Name>@<version>');
    } else {
      const fixed = { ...parsed };
      if (parsed.name !== name) {
        problems.push(`its tool part "${parsed.name}" differs from "name" ("${name}")`);
        fixed.name = name;
      }
      // The version invalid-toolkit-version asks for (`1.0` → `1.0.0`): an @version already written that way is right.
      const intended = version === undefined ? undefined : intendedVersion(version);
      if (parsed.version !== undefined && version !== undefined && parsed.version !== version && parsed.version !== intended) {
        problems.push(`its version "${parsed.version}" differs from toolkit.version ("${version}")`);
        fixed.version = intended;
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
