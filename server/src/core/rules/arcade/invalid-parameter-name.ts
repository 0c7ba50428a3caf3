import type { Rule } from '../../model/rule';
import type { FixOperation } from '../../model/operations';
import { replaceValue } from '../../model/operations';
import { getString, getValue } from '../../model/tree';
import { endpointParameters, parameters, plainParameters } from './helpers/valueSchemas';
import { arcadeVersion } from './helpers/version';

/**
 * Python's `str.isidentifier()`: a letter-like start (Unicode XID_Start, or `_`), then XID_Continue characters.
 * Keywords (`class`, `from` …) pass, as they do in Python and in Arcade's own check.
 */
const IDENTIFIER = /^[\p{XID_Start}_]\p{XID_Continue}*$/u;

/**
 * Whether `name` is `[A-Za-z_][A-Za-z0-9_]*`, told by its character codes: the verdict asks it of every parameter
 * name of every clean file, and a regular expression's call costs more than the few comparisons.
 */
function isAsciiIdentifier(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    // a-z, A-Z or _; after the first character 0-9 too.
    const letter = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f;
    if (!letter && (i === 0 || c < 0x30 || c > 0x39)) return false;
  }
  return name.length > 0;
}

/** An ASCII name (nearly every one) is told without the Unicode property classes, which cost several times more. */
export const isPythonIdentifier = (name: string) => isAsciiIdentifier(name) || IDENTIFIER.test(name);

/** The closest identifier: other characters become `_`, and a leading `_` goes before a digit start. */
export function toPythonIdentifier(name: string): string | undefined {
  const replaced = [...name.trim()].map((ch) => (/\p{XID_Continue}/u.test(ch) ? ch : '_')).join('');
  const candidate = replaced && !/^[\p{XID_Start}_]/u.test(replaced) ? `_${replaced}` : replaced;
  return candidate && isPythonIdentifier(candidate) ? candidate : undefined;
}

export const invalidParameterName: Rule = {
  meta: {
    id: 'arcade/invalid-parameter-name',
    defaultSeverity: 'warning',
    reportSeverities: ['error'],
    description: 'Require every parameter name to be a valid Python identifier (`str.isidentifier()`).',
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    // The catalog's `extract_field_info` raises "Invalid parameter name: … is not a valid identifier" for a name
    // given in Annotated (a Python argument is always an identifier), so a JSON name that is not one cannot come
    // out of a catalog build: an error in the current format, a warning in the published ones.
    const current = arcadeVersion(association) === 'current';
    const params = parameters(doc);
    const taken = new Set(params.map((p) => getString(p, 'name')));
    for (const param of params) {
      const name = getValue(param, 'name');
      if (name?.type !== 'string' || isPythonIdentifier(name.value)) continue;
      const old = name.value;
      const suggestion = toPythonIdentifier(old);
      report({
        node: name,
        ...(current ? { severity: 'error' as const } : {}),
        message: `Parameter name "${old}" is not a Python identifier (letters, digits and _, not starting with a digit); Arcade's catalog rejects it when it builds the tool ("not a valid identifier"). Rename it${suggestion ? `, e.g. to "${suggestion}"` : ''}.`,
        fixes: () => {
          if (!suggestion || taken.has(suggestion)) return [];
          // The HTTP endpoint of a wrapper tool refers to the parameter by name: rename those references too.
          const operations: FixOperation[] = [...replaceValue(name, suggestion)];
          for (const ep of endpointParameters(doc)) {
            const ref = getValue(ep, 'tool_parameter_name');
            if (ref?.type === 'string' && ref.value === old) operations.push(...replaceValue(ref, suggestion));
          }
          return [{ title: `Rename to "${suggestion}"`, operations, isPreferred: true }];
        },
      });
    }
  },
  clean(context) {
    for (const param of plainParameters(context)) {
      const name = param['name'];
      if (typeof name === 'string' && !isPythonIdentifier(name)) return false;
    }
    return true;
  },
};
