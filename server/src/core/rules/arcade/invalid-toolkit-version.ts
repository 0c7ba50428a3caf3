import type { Rule } from '../../model/rule';
import type { FixOperation } from '../../model/operations';
import { replaceValue } from '../../model/operations';
import { getValue } from '../../model/tree';
import { parseFqn } from './fqn-mismatch';

/** The regular expression semver.org recommends (ECMAScript form). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export const isSemver = (v: string) => SEMVER.test(v);

/** `v1.2` → `1.2.0`, `01.2.3` → `1.2.3`: the obvious reading of a near-miss, or undefined. */
export function coerceSemver(v: string): string | undefined {
  const m = v.trim().match(/^[vV]?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/);
  if (!m) return undefined;
  return [m[1], m[2] ?? '0', m[3] ?? '0'].map((n) => String(Number(n))).join('.');
}

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
