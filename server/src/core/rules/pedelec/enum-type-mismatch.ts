import type { Rule } from '../../model/rule';
import { quoteCapped } from '../../model/wording';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { removeElement, replaceValue } from '../../model/operations';
import { getValue, isArray, toValue, type ValueNode } from '../../model/tree';
import { declaredType, schemaNodes } from './helpers/nodes';
import { hasType } from './helpers/values';
import type { PedelecType } from './helpers/keywords';
import type { JsonValue } from '../../model/tree';

/** The same value written in the node's type, when that is unambiguous ("5" on a number → 5). */
function converted(value: JsonValue, type: PedelecType): JsonValue | undefined {
  if (type === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
  if ((type === 'number' || type === 'integer') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    const n = Number(value);
    // Beyond the safe range the number would not be the one written (and Infinity serialises as null).
    const exact = Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n));
    return exact && hasType(n, type) ? n : undefined;
  }
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return undefined;
}

export const enumTypeMismatch: Rule = {
  meta: {
    id: 'pedelec/enum-type-mismatch',
    defaultSeverity: 'error',
    description: "Require every `enum` value to be of the node's type.",
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      const type = declaredType(node);
      const values = getValue(node, 'enum');
      if (!type || !isArray(values)) continue;
      for (const item of values.items) {
        const value = toValue(item) ?? null;
        if (hasType(value, type)) continue;
        const better = converted(value, type);
        report({
          node: item,
          message: `${quoteCapped(value)} is not ${type === 'integer' ? 'an' : 'a'} ${type}, so no valid argument can take this value. Write it as ${type === 'integer' ? 'an' : 'a'} ${type}, or remove it.`,
          fixes: () => fixesFor(item, better),
        });
      }
    }
  },
};

function fixesFor(item: ValueNode, better: JsonValue | undefined) {
  const remove = { title: 'Remove this value', operations: removeElement(item) };
  return better === undefined
    ? [{ ...remove, isPreferred: true }]
    : [{ title: `Replace with ${quoteCapped(better)}`, operations: replaceValue(item, better), isPreferred: true }, remove];
}
