/**
 * The provider rules' fixes (strict mode's, and lower-case type names), offered only where the source node is the schema the host is
 * sent as written: a host's own tool file. Not for an Arcade definition (its converter already lists every field
 * and closes every described object; what is left, a free-form `json`, needs fields only the author knows) nor a
 * Pedelec args schema (Pedelec's subset has neither `additionalProperties` nor `"null"`, so the fix would trade the
 * host's refusal for Pedelec's).
 */
import type { Fix } from '../../model/problem';
import { addElement, addProperty, replaceValue, setProperty, type FixOperation } from '../../model/operations';
import { getValue, isArray, isObject, type ArrayNode, type ObjectNode, type TreeNode, type ValueNode } from '../../model/tree';
import type { LocatedViolation } from './violations';

const q = (s: string) => JSON.stringify(s);

export function fixesFor(v: LocatedViolation): (() => Fix[]) | undefined {
  if (v.subject.origin !== 'host' || v.subject.role === 'output' || !v.node) return undefined;
  if (v.kind === 'open-object') return closeObject(v.node);
  if (v.kind === 'optional-property' && v.property !== undefined) return requireNullable(v.node, v.property);
  if (v.kind === 'type-case') return lowerCaseType(v.node);
  return undefined;
}

/**
 * `"additionalProperties": false` on an object that describes its fields. Not on a free-form object (closing it
 * would let the model send only `{}`) nor one whose `additionalProperties` is a schema (a map: strict mode cannot
 * say it, and replacing it would lose what the values are).
 */
function closeObject(node: TreeNode): (() => Fix[]) | undefined {
  if (!isObject(node) || !isObject(getValue(node, 'properties'))) return undefined;
  const extra = getValue(node, 'additionalProperties');
  if (extra && !(extra.type === 'boolean' && extra.value)) return undefined;
  return () => [
    { title: 'Add "additionalProperties": false', operations: setProperty(node, 'additionalProperties', false), isPreferred: true },
  ];
}

/**
 * `name` listed in its object's `required`, and its schema widened to take `null` (OpenAI's way to say "optional" in
 * strict mode): `"type": T` → `[T, "null"]`, `null` joins an `enum` (else the enum still refuses it, as arcade-core's
 * `_add_null_to_type` also does), and without a `type`, `{ "type": "null" }` joins its `anyOf`. No fix where the
 * schema has neither (a bare `$ref`: the author chooses), or `required` is not a list.
 */
function requireNullable(node: TreeNode, name: string): (() => Fix[]) | undefined {
  const holder = node.parent;
  const properties = holder?.type === 'property' && holder.keyNode.value === name ? holder.parent : undefined;
  const key = properties?.parent;
  const object = key?.type === 'property' && key.keyNode.value === 'properties' ? key.parent : undefined;
  if (!object || getValue(object, 'properties') !== properties || !isObject(node)) return undefined;
  const required = getValue(object, 'required');
  if (required && !isArray(required)) return undefined;
  const nullable = widened(node);
  if (!nullable) return undefined;
  const listed: FixOperation[] = required ? addElement(required, name) : addProperty(object, 'required', [name]);
  return () => [{ title: `List ${q(name)} in "required" and let it be null`, operations: [...nullable, ...listed], isPreferred: true }];
}

const allowsNull = (list: ArrayNode) => list.items.some((i) => i.type === 'null');

/** The operations that let `schema` take `null` ([] when it already does), or undefined when no certain one exists. */
function widened(schema: ObjectNode): FixOperation[] | undefined {
  const type = getValue(schema, 'type');
  const anyOf = getValue(schema, 'anyOf');
  const values = getValue(schema, 'enum');
  const ops: FixOperation[] = [];
  if (type?.type === 'string') {
    if (type.value !== 'null') ops.push(...replaceValue(type, [type.value, 'null'], 'inline'));
  } else if (isArray(type)) {
    if (!type.items.every((t) => t.type === 'string')) return undefined;
    if (!type.items.some((t) => t.type === 'string' && t.value === 'null')) ops.push(...addElement(type, 'null'));
  } else if (type) return undefined;
  else if (isArray(anyOf)) {
    if (!anyOf.items.some(isNullSchema)) ops.push(...addElement(anyOf, { type: 'null' }));
  } else if (!isArray(values)) return undefined;
  if (values) {
    if (!isArray(values)) return undefined;
    if (!allowsNull(values)) ops.push(...addElement(values, null));
  }
  return ops;
}

const isNullSchema = (n: ValueNode) => {
  const t = getValue(n, 'type');
  return t?.type === 'string' && t.value === 'null';
};

/** Each upper-case type name written in lower case: the same JSON Schema type, spelt as the specification does. */
function lowerCaseType(node: TreeNode): (() => Fix[]) | undefined {
  const type = node.parent?.type === 'property' && node.parent.keyNode === node ? node.parent.valueNode : undefined;
  const names = type?.type === 'string' ? [type] : isArray(type) ? type.items : [];
  const ops = names.flatMap((n) =>
    n.type === 'string' && n.value !== n.value.toLowerCase() ? replaceValue(n, n.value.toLowerCase()) : [],
  );
  if (!ops.length) return undefined;
  return () => [{ title: 'Write the type name in lower case', operations: ops, isPreferred: true, safe: true }];
}
