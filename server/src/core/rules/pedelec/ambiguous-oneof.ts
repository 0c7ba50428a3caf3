import type { Rule } from '../../rule';
import { PEDELEC_FAMILIES } from '../../catalog';
import { getProperty, getValue, isArray, isObject, toValue, type TreeNode, type JsonValue, type ObjectNode } from '../../tree';
import { anchorOf, declaredType, schemaNodes } from '../../pedelec/nodes';
import { canonical } from '../../pedelec/valueSet';

const kind = (n: ObjectNode) => {
  const t = declaredType(n);
  return t === 'integer' ? 'number' : t;
};

const enumOf = (n: TreeNode | undefined) => {
  const v = isObject(n) ? toValue(getValue(n, 'enum')) : undefined;
  return Array.isArray(v) ? v : undefined;
};

/** Through a Set (valueSet.ts): enums of thousands of values stay linear. */
const disjoint = (a: JsonValue[] | undefined, b: JsonValue[] | undefined) => {
  if (!a || !b) return false;
  const inB = new Set(b.map(canonical));
  return !a.some((x) => inB.has(canonical(x)));
};

function requiredOf(n: ObjectNode): string[] {
  const r = getValue(n, 'required');
  return isArray(r) ? r.items.flatMap((i) => (i.type === 'string' ? [i.value] : [])) : [];
}

/** Whether some value could match both branches by the measure: same type, nothing required or enumerated that differs. */
function indistinguishable(a: ObjectNode, b: ObjectNode): boolean {
  const ka = kind(a);
  if (!ka || ka !== kind(b)) return false;
  if (disjoint(enumOf(a), enumOf(b))) return false;
  if (ka !== 'object') return true;
  const ra = requiredOf(a);
  const rb = requiredOf(b);
  // As sets: a name listed twice is still one required property.
  if (ra.some((r) => !rb.includes(r)) || rb.some((r) => !ra.includes(r))) return false;
  // A shared required property whose enums (or types) differ tells the branches apart.
  for (const name of ra) {
    const pa = getValue(getValue(a, 'properties'), name);
    const pb = getValue(getValue(b, 'properties'), name);
    if (disjoint(enumOf(pa), enumOf(pb))) return false;
    if (isObject(pa) && isObject(pb) && kind(pa) && kind(pb) && kind(pa) !== kind(pb)) return false;
  }
  return true;
}

export const ambiguousOneOf: Rule = {
  meta: {
    id: 'pedelec/ambiguous-oneof',
    defaultSeverity: 'warning',
    description: 'Require `oneOf` alternatives that can be told apart (a different type, required property or enum).',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      const oneOf = getValue(node, 'oneOf');
      if (!isArray(oneOf)) continue;
      const branches = oneOf.items.filter(isObject);
      for (let j = 1; j < branches.length; j++) {
        const i = branches.slice(0, j).findIndex((b) => indistinguishable(b, branches[j]));
        if (i < 0) continue;
        const type = getProperty(branches[j], 'type');
        report({
          span: type ? { offset: type.keyNode.offset, length: type.keyNode.length } : anchorOf(branches[j]),
          message: `This oneOf alternative (#${oneOf.items.indexOf(branches[j]) + 1}) cannot be told apart from #${oneOf.items.indexOf(branches[i]) + 1}: same type, and nothing required or enumerated differs. Add a discriminating required property (e.g. "kind" with a one-value enum), or merge them.`,
        });
      }
    }
  },
};
