import type { Rule } from '../../model/rule';
import { replaceValue } from '../../model/operations';
import { getValue, isObject, type ValueNode } from '../../model/tree';
import { arcadeVersion } from './helpers/version';
import { BOOLEAN_FIELDS, modelObjects } from './arcadeModel';

/**
 * pydantic 2's lax-mode bool parsing (the mode arcade-core's models use): these strings, case-insensitive and not
 * trimmed, and the numbers 0 and 1. Checked against pydantic 2.13.4 (test/unit/differential/contract.ts).
 */
const TRUE_STRINGS = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_STRINGS = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

/** The boolean pydantic makes of `node`, or undefined when it is a real boolean or pydantic rejects it. */
export function laxBoolean(node: ValueNode): boolean | undefined {
  if (node.type === 'number') return node.value === 1 ? true : node.value === 0 ? false : undefined;
  if (node.type !== 'string') return undefined;
  const lower = node.value.toLowerCase();
  return TRUE_STRINGS.has(lower) ? true : FALSE_STRINGS.has(lower) ? false : undefined;
}

/** ToolMetadata's booleans (arcade_core/metadata.py): Behavior's four flags and `strict`. */
function* metadataFlags(root: ValueNode | undefined): Generator<[string, ValueNode]> {
  const metadata = getValue(root, 'metadata');
  const strict = getValue(metadata, 'strict');
  if (strict) yield ['strict', strict];
  const behavior = getValue(metadata, 'behavior');
  for (const key of ['read_only', 'destructive', 'idempotent', 'open_world']) {
    const flag = getValue(behavior, key);
    if (flag) yield [key, flag];
  }
}

export const laxBooleanRule: Rule = {
  meta: {
    id: 'arcade/lax-boolean',
    defaultSeverity: 'warning',
    description: 'Require real booleans where Arcade converts a string or a number to one (current format).',
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    if (arcadeVersion(association) !== 'current') return; // the published schemas take only booleans
    const flags: [string, ValueNode][] = [];
    for (const { model, node } of modelObjects(doc)) {
      const keys = BOOLEAN_FIELDS[model];
      if (keys)
        for (const key of keys) {
          const value = getValue(node, key);
          if (value) flags.push([key, value]);
        }
    }
    if (isObject(doc.root)) flags.push(...metadataFlags(doc.root));
    for (const [key, value] of flags) {
      const converted = laxBoolean(value);
      if (converted === undefined) continue;
      const written = value.type === 'string' ? JSON.stringify(value.value) : String(value.type === 'number' ? value.value : '');
      report({
        node: value,
        message: `Arcade converts ${written} to ${converted} in "${key}" (pydantic's lax mode); write the boolean ${converted}.`,
        supersedes: [{ code: 'schema/wrong-type', node: value }],
        fixes: () => [{ title: `Write ${converted}`, operations: replaceValue(value, converted), isPreferred: true, safe: true }],
      });
    }
  },
};
