import type { Rule } from '../../model/rule';
import { replaceValue } from '../../model/operations';
import { getString, getValue } from '../../model/tree';
import { formatFqn as format, intendedVersion, parseFqn, type FqnParts } from './helpers/fqn';
import { isPlainObject } from './helpers/reader';

/**
 * What is wrong with `fqn` for the tool `name` of toolkit version `version` (no problems: nothing), and its reading
 * corrected when it reads as an FQN at all.
 */
function mismatch(fqn: string, name: string, version: string | undefined): { problems: string[]; fixed?: FqnParts } {
  const parsed = parseFqn(fqn, name);
  if (!parsed) return { problems: ['it must look like <Toolkit>.<Name>@<version>'] };
  const problems: string[] = [];
  const fixed = { ...parsed };
  if (parsed.name !== name) {
    problems.push(`its tool part "${parsed.name}" differs from "name" ("${name}")`);
    fixed.name = name;
  }
  // The version invalid-toolkit-version asks for (`1.0` → `1.0.0`): an @version already written that way is right.
  // Worked out only for an @version that differs (a regular expression per clean file otherwise).
  if (parsed.version !== undefined && version !== undefined && parsed.version !== version) {
    const intended = intendedVersion(version);
    if (parsed.version !== intended) {
      problems.push(`its version "${parsed.version}" differs from toolkit.version ("${version}")`);
      fixed.version = intended;
    }
  }
  return { problems, fixed };
}

/**
 * Whether `fqn` is `<Toolkit>.<name>` or `<Toolkit>.<name>@<version>` (the version written as toolkit.version's, or
 * either version when that is absent): what nearly every definition writes, and what parseFqn reads as `name` and
 * that version, so mismatch finds nothing. Told without parseFqn's slices and lists (the verdict asks it of every
 * clean file); false only means "not this shape", and mismatch decides.
 */
function plainlyRight(fqn: string, name: string, version: string | undefined): boolean {
  if (name === '') return false; // parseFqn reads a nameless FQN otherwise
  if (endsWithDotName(fqn, fqn.length, name)) return true;
  const at = fqn.lastIndexOf('@');
  if (at < 0 || at === fqn.length - 1 || !endsWithDotName(fqn, at, name)) return false;
  return version === undefined || (fqn.length - at - 1 === version.length && fqn.endsWith(version));
}

/** Whether `fqn` up to `end` is `<something>.<name>`, the something not empty. */
const endsWithDotName = (fqn: string, end: number, name: string): boolean =>
  end > name.length + 1 && fqn.charCodeAt(end - name.length - 1) === 46 /* . */ && fqn.startsWith(name, end - name.length);

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
    const { problems, fixed } = mismatch(fqnNode.value, name, version);
    if (!problems.length) return;
    // Only an FQN that does not read as one gets a guessed toolkit part: it is free (real files use AirtableApi.X with
    // toolkit ArcadeAirtableApi).
    const toolkitName = fixed ? undefined : getString(toolkit, 'name');
    const expected = fixed
      ? format(fixed)
      : toolkitName && format({ toolkit: toolkitName, name, version: version === undefined ? undefined : intendedVersion(version) });
    report({
      node: fqnNode,
      message: `"fully_qualified_name" is wrong: ${problems.join(', and ')}. ${expected ? `Use "${expected}".` : 'Write it as <Toolkit>.<Name>@<version>.'}`,
      fixes: () => (expected ? [{ title: `Change to "${expected}"`, operations: replaceValue(fqnNode, expected), isPreferred: true }] : []),
    });
  },
  clean({ value }) {
    // Named reads (no key read is a member objects inherit): every clean file is asked.
    if (!isPlainObject(value)) return true;
    const fqn = value.fully_qualified_name;
    const name = value.name;
    if (typeof fqn !== 'string' || typeof name !== 'string') return true;
    const toolkit = value.toolkit;
    const written = isPlainObject(toolkit) ? toolkit.version : undefined;
    const version = typeof written === 'string' ? written : undefined;
    return plainlyRight(fqn, name, version) || mismatch(fqn, name, version).problems.length === 0;
  },
};
