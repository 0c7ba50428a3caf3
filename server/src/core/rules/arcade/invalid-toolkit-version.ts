import type { Rule } from '../../rule';
import type { FixOperation } from '../../operations';
import { replaceValue } from '../../operations';
import { getProperty, getValue, isObject } from '../../tree';
import { addProperty } from '../../operations';
import { arcadeVersion } from '../../arcade/version';
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
  check({ doc, association, report }) {
    const root = doc.root;
    const toolkit = getValue(root, 'toolkit');
    const version = getValue(toolkit, 'version');
    // ToolkitDefinition.version is `str | None = None` (arcade_core/schema.py): pydantic accepts it missing or null.
    if (isObject(toolkit) && (!version || version.type === 'null') && arcadeVersion(association) === 'current') {
      const fqn = getValue(root, 'fully_qualified_name');
      const fromFqn = fqn?.type === 'string' ? parseFqn(fqn.value)?.version : undefined;
      const key = getProperty(toolkit, 'version')?.keyNode ?? (toolkit.parent?.type === 'property' ? toolkit.parent.keyNode : undefined);
      report({
        ...(version ? { node: version } : key ? { node: key } : { span: { offset: toolkit.offset, length: 1 } }),
        message: `toolkit.version is ${version ? 'null' : 'missing'}: Arcade accepts that (it is optional), but then the definition does not say which release of the toolkit it describes. ${fromFqn && isSemver(fromFqn) ? `Add "version": "${fromFqn}" (the version in fully_qualified_name).` : 'Add "version": "MAJOR.MINOR.PATCH".'}`,
        supersedes: version
          ? [{ code: 'schema/wrong-type', node: version }]
          : [{ code: 'schema/missing-property', node: toolkit, property: 'version' }],
        ...(fromFqn && isSemver(fromFqn)
          ? {
              fixes: () => [
                {
                  title: `Set "version" to "${fromFqn}"`,
                  operations: version ? replaceValue(version, fromFqn) : addProperty(toolkit, 'version', fromFqn),
                  isPreferred: true,
                },
              ],
            }
          : {}),
      });
      return;
    }
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
