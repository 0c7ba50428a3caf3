/**
 * How a local `$ref` is inlined, on plain JSON values: one logic for the quick fix (refs.ts) and the converter
 * (convert/jsonSchemaToPedelec.ts). A reference is a JSON pointer into the args schema that holds it; the node
 * holding the reference keeps its own annotations, which win over the referenced schema's (as a spread with
 * overrides would).
 */
import type { JsonValue } from '../../../model/tree';
import { deepEqual } from './values';

/** Keywords that describe and never constrain: beside a `$ref`, the referring node's own win. */
export const ANNOTATIONS: readonly string[] = ['description', 'default', 'examples'];

export { localRefPath } from './definitions';

type JsonObject = { [key: string]: JsonValue };

/**
 * Keywords whose meaning depends on sibling keywords: beside a `$ref` they see only their own object's siblings,
 * merged into the referenced schema they would see its keywords too (`additionalProperties: false` next to a `$ref`
 * rejects every property the referenced schema declares). `*`: every sibling.
 */
const READS_SIBLINGS: Record<string, readonly string[] | '*'> = {
  additionalProperties: ['properties', 'patternProperties'],
  unevaluatedProperties: '*',
  unevaluatedItems: '*',
  items: ['prefixItems'],
  additionalItems: ['items'],
  then: ['if'],
  else: ['if'],
  minContains: ['contains'],
  maxContains: ['contains'],
};

function readsAcross(keys: readonly string[], other: readonly string[]): string | undefined {
  for (const k of keys) {
    const reads = Object.prototype.hasOwnProperty.call(READS_SIBLINGS, k) ? READS_SIBLINGS[k] : undefined;
    if (reads && (reads === '*' ? other.length > 0 : reads.some((r) => other.includes(r)))) return k;
  }
  return undefined;
}

/**
 * The referenced schema with the referring node's other keywords merged in: the same constraint as "both apply",
 * which is what a `$ref` beside other keywords means in the drafts Core applies. Refused (with the reason, to
 * finish "it cannot be inlined because …") when the merge would change what is accepted: the same keyword with
 * another value on both sides, or a keyword that reads its siblings.
 */
export function mergeInlined(referenced: JsonObject, own: JsonObject): { value: JsonObject } | { refused: string } {
  // Its own "$ref" would land where the node's is and be taken for it: the reference it makes would be lost.
  if (Object.prototype.hasOwnProperty.call(referenced, '$ref'))
    return { refused: 'the referenced schema has a "$ref" of its own; inline that one first, or merge them by hand' };
  const constraints = Object.keys(own).filter((k) => k !== '$ref' && !ANNOTATIONS.includes(k));
  const theirs = Object.keys(referenced).filter((k) => !ANNOTATIONS.includes(k));
  const reader = readsAcross(constraints, theirs) ?? readsAcross(theirs, constraints);
  if (reader)
    return {
      refused: `"${reader}" would then also see the other side's keywords and accept less; merge the two schemas by hand`,
    };
  for (const k of constraints)
    if (Object.prototype.hasOwnProperty.call(referenced, k) && !deepEqual(referenced[k], own[k]))
      return { refused: `"${k}" is set both beside the "$ref" and in the referenced schema, and both apply; merge them by hand` };
  // The node's own keywords in their order, the referenced schema's in place of the "$ref".
  const value: JsonObject = {};
  const set = (k: string, v: JsonValue) =>
    Object.defineProperty(value, k, { value: v, enumerable: true, writable: true, configurable: true });
  for (const [k, v] of Object.entries(own)) {
    if (k !== '$ref') set(k, v);
    else for (const [rk, rv] of Object.entries(referenced)) if (!Object.prototype.hasOwnProperty.call(own, rk)) set(rk, rv);
  }
  return { value };
}
