import type { Rule } from '../../model/rule';
import type { FixOperation } from '../../model/operations';
import { replaceValue } from '../../model/operations';
import { getValue } from '../../model/tree';
import { coerceSemver, isSemver, parseFqn } from './helpers/fqn';

export const invalidToolkitVersion: Rule = {
  meta: {
    id: 'arcade/invalid-toolkit-version',
    defaultSeverity: 'warning',
    description: 'Require `toolkit.version` to be a semantic version (MAJOR.MINOR.PATCH).',
    families: ['arcade'],
  },
  check({ doc, report }) {
    const root = doc.root;
    const version = getValue(getValue(root, 'toolkit'), 'version');
    if (version?.type !== 'string' || isSemver(version.value)) return;
    const suggestion = coerceSemver(version.value);
    report({
      node: version,
      message: `toolkit.version "${version.value}" is not a semantic version (MAJOR.MINOR.PATCH, e.g. "1.0.0"); Arcade resolves toolkit versions by semver. ${suggestion ? `Use "${suggestion}".` : 'Write it as MAJOR.MINOR.PATCH.'}`,
      fixes: () => {
        if (!suggestion) return [];
        const operations: FixOperation[] = [...replaceValue(version, suggestion)];
        // Keep fully_qualified_name's @version in step with the toolkit's.
        const fqn = getValue(root, 'fully_qualified_name');
        const parts = fqn?.type === 'string' ? parseFqn(fqn.value) : undefined;
        if (fqn && parts?.version === version.value) operations.push(...replaceValue(fqn, `${parts.toolkit}.${parts.name}@${suggestion}`));
        return [{ title: `Change to "${suggestion}"`, operations, isPreferred: true }];
      },
    });
  },
};
