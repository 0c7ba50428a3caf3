import type { Rule } from '../../model/rule';
import type { FixOperation } from '../../model/operations';
import { addProperty, replaceValue } from '../../model/operations';
import { getProperty, getString, getValue, isObject } from '../../model/tree';
import { arcadeVersion } from './helpers/version';
import { coerceSemver, isSemver, parseFqn } from './helpers/fqn';
import { isPlainObject } from './helpers/reader';

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
      const fromFqn = fqn?.type === 'string' ? parseFqn(fqn.value, getString(root, 'name'))?.version : undefined;
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
        const parts = fqn?.type === 'string' ? parseFqn(fqn.value, getString(root, 'name')) : undefined;
        if (fqn && parts?.version === version.value) operations.push(...replaceValue(fqn, `${parts.toolkit}.${parts.name}@${suggestion}`));
        return [{ title: `Change to "${suggestion}"`, operations, isPreferred: true }];
      },
    });
  },
  clean({ association, value }) {
    // Named reads (no key read is a member objects inherit): every clean file is asked.
    const toolkit = isPlainObject(value) ? value.toolkit : undefined;
    if (!isPlainObject(toolkit)) return true;
    const version = toolkit.version;
    if ((version ?? null) === null) return arcadeVersion(association) !== 'current';
    return typeof version !== 'string' || isSemver(version);
  },
};
