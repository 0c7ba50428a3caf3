import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { getProperty, getValue, isArray, isObject, toValue, type TreeNode, type ObjectNode } from '../../model/tree';
import { anchorOf, declaredType, schemaNodes } from './helpers/nodes';
import { canonical } from './helpers/valueSet';

const kind = (n: ObjectNode) => {
  const t = declaredType(n);
  return t === 'integer' ? 'number' : t;
};

/** The canonical values of a node's enum (valueSet.ts), or undefined when it has none. */
const enumOf = (n: TreeNode | undefined): Set<string> | undefined => {
  const v = isObject(n) ? toValue(getValue(n, 'enum')) : undefined;
  return Array.isArray(v) ? new Set(v.map(canonical)) : undefined;
};

/** Through Sets, the smaller one walked: enums of thousands of values stay linear. */
const disjoint = (a: Set<string> | undefined, b: Set<string> | undefined) => {
  if (!a || !b) return false;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) return false;
  return true;
};

function requiredOf(n: ObjectNode): string[] {
  const r = getValue(n, 'required');
  // As a set: a name listed twice is still one required property.
  return isArray(r) ? [...new Set(r.items.flatMap((i) => (i.type === 'string' ? [i.value] : [])))].sort() : [];
}

/** What tells a branch apart, read once per branch (not once per pair). */
interface Features {
  node: ObjectNode;
  position: number;
  enum?: Set<string>;
  /** A required property's enum and type, by name. */
  required: { enum?: Set<string>; kind?: string }[];
}

/**
 * Alternatives that differ in type or in their set of required names can be told apart, so only alternatives
 * of one group (same type, same required names) are compared; each with at most this many before it in its group.
 * Real oneOfs have a handful of alternatives; the cap keeps a generated oneOf of thousands linear.
 */
export const MAX_COMPARED = 100;

function groupsOf(items: readonly TreeNode[]): Map<string, Features[]> {
  const groups = new Map<string, Features[]>();
  items.forEach((node, position) => {
    if (!isObject(node)) return;
    const k = kind(node);
    if (!k) return;
    const names = k === 'object' ? requiredOf(node) : [];
    const properties = getValue(node, 'properties');
    const required = names.map((name) => {
      const p = getValue(properties, name);
      return { enum: enumOf(p), kind: isObject(p) ? kind(p) : undefined };
    });
    const key = `${k}\0${names.join('\0')}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push({ node, position, enum: enumOf(node), required });
  });
  return groups;
}

/** Whether some value could match both branches of one group: nothing enumerated, no required property's enum or type differs. */
function indistinguishable(a: Features, b: Features): boolean {
  if (disjoint(a.enum, b.enum)) return false;
  // A shared required property whose enums (or types) differ tells the branches apart.
  return a.required.every((pa, i) => {
    const pb = b.required[i];
    return !disjoint(pa.enum, pb.enum) && !(pa.kind && pb.kind && pa.kind !== pb.kind);
  });
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
      const found: { branch: Features; like: Features }[] = [];
      for (const group of groupsOf(oneOf.items).values())
        for (let j = 1; j < group.length; j++) {
          const like = group.slice(0, Math.min(j, MAX_COMPARED)).find((b) => indistinguishable(b, group[j]));
          if (like) found.push({ branch: group[j], like });
        }
      found.sort((a, b) => a.branch.position - b.branch.position);
      for (const { branch, like } of found) {
        const type = getProperty(branch.node, 'type');
        report({
          span: type ? { offset: type.keyNode.offset, length: type.keyNode.length } : anchorOf(branch.node),
          message: `This oneOf alternative (#${branch.position + 1}) cannot be told apart from #${like.position + 1}: same type, and nothing required or enumerated differs. Add a discriminating required property (e.g. "kind" with a one-value enum), or merge them.`,
        });
      }
    }
  },
};
