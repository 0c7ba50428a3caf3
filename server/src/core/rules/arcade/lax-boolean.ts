import type { Rule } from '../../model/rule';
import { replaceValue } from '../../model/operations';
import type { JsonValue, ValueNode } from '../../model/tree';
import { arcadeVersion } from './helpers/version';
import { PLAIN, TREE, type Reader } from './helpers/reader';
import { BOOLEAN_FIELDS, laxBooleanOf, modelObjects, plainModelFindings, type ModelObject } from './arcadeModel';

/** The same of a node. */
export const laxBoolean = (node: ValueNode): boolean | undefined => laxBooleanOf(TREE.scalar(node));

/** ToolMetadata's booleans (arcade_core/metadata.py): `strict` and Behavior's four flags. */
const METADATA_FLAGS = ['read_only', 'destructive', 'idempotent', 'open_world'];

/**
 * Calls `visit` with every boolean field of the definition that is written, the models' and then ToolMetadata's,
 * until it returns false; whether it never did.
 */
function everyBooleanField<N>(
  r: Reader<N>,
  objects: readonly ModelObject<N>[],
  root: N | undefined,
  visit: (key: string, value: N) => boolean,
): boolean {
  for (const { model, node } of objects) {
    const keys = BOOLEAN_FIELDS[model];
    if (keys)
      for (const key of keys) {
        const value = r.get(node, key);
        if (value !== undefined && !visit(key, value)) return false;
      }
  }
  if (!r.isObject(root)) return true;
  const metadata = r.get(root, 'metadata');
  const strict = r.get(metadata, 'strict');
  if (strict !== undefined && !visit('strict', strict)) return false;
  const behavior = r.get(metadata, 'behavior');
  for (const key of METADATA_FLAGS) {
    const flag = r.get(behavior, key);
    if (flag !== undefined && !visit(key, flag)) return false;
  }
  return true;
}

/** What the verdict passes everyBooleanField, made once: every clean file is asked. */
const NO_OBJECTS: readonly ModelObject<JsonValue>[] = [];
const notConverted = (_: string, value: JsonValue) => laxBooleanOf(value) === undefined;

export const laxBooleanRule: Rule = {
  meta: {
    id: 'arcade/lax-boolean',
    defaultSeverity: 'warning',
    description: 'Require real booleans where Arcade converts a string or a number to one (current format).',
    families: ['arcade'],
  },
  check({ doc, association, report }) {
    if (arcadeVersion(association) !== 'current') return; // the published schemas take only booleans
    everyBooleanField(TREE, modelObjects(doc), doc.root, (key, value) => {
      const converted = laxBoolean(value);
      if (converted === undefined) return true;
      const written = value.type === 'string' ? JSON.stringify(value.value) : String(value.type === 'number' ? value.value : '');
      report({
        node: value,
        message: `Arcade converts ${written} to ${converted} in "${key}" (pydantic's lax mode); write the boolean ${converted}.`,
        supersedes: [{ code: 'schema/wrong-type', node: value }],
        fixes: () => [{ title: `Write ${converted}`, operations: replaceValue(value, converted), isPreferred: true, safe: true }],
      });
      return true;
    });
  },
  clean(context) {
    if (arcadeVersion(context.association) !== 'current') return true;
    // The models' fields from the walk unknown-key's verdict shares; ToolMetadata's read here (no objects given).
    if (plainModelFindings(context).laxBoolean) return false;
    return everyBooleanField(PLAIN, NO_OBJECTS, context.value, notConverted);
  },
};
