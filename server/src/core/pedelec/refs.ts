/**
 * Local `$ref`s (`#/$defs/…`, `#/definitions/…`) and their inlining. A reference resolves against the args schema
 * that holds it (the file root, or a tool's `argsSchema`, which Pedelec receives on its own).
 */
import { descendants, getProperty, getValue, isObject, type TreeNode, type ObjectNode, type PropertyNode, type StringNode } from '../tree';
import type { SchemaDocument } from '../document';
import type { Family } from '../catalog';
import type { Fix } from '../problem';
import { removeProperties, removeProperty, replaceWithCopies, type FixOperation } from '../operations';
import { argsSchemaRoots, childSchemas } from './nodes';
import { isSupported } from './keywords';

export const DEFINITION_KEYWORDS = ['$defs', 'definitions'] as const;

/** The args-schema root that holds `node`. */
export function argsRootOf(doc: SchemaDocument, family: Family, node: TreeNode): TreeNode | undefined {
  const roots = new Set(argsSchemaRoots(doc, family));
  for (let n: TreeNode | undefined = node; n; n = n.parent) if (roots.has(n)) return n;
  return undefined;
}

/** The definition a local reference names (`#/$defs/point` → that node), when it is an object. */
export function resolveLocalRef(root: TreeNode, ref: string): PropertyNode | undefined {
  const m = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref);
  if (!m) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(m[2]).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return undefined;
  }
  if (name.includes('/')) return undefined;
  const definition = getProperty(getValue(root, m[1]), name);
  return isObject(definition?.valueNode) ? definition : undefined;
}

/** Every `$ref` property below `root` whose value is a string. */
export function refsUnder(root: TreeNode): PropertyNode[] {
  const out: PropertyNode[] = [];
  for (const n of descendants(root)) {
    if (n.type === 'property' && n.keyNode.value === '$ref' && n.valueNode?.type === 'string') out.push(n);
  }
  return out;
}

const contains = (outer: TreeNode, inner: TreeNode) =>
  inner.offset >= outer.offset && inner.offset + inner.length <= outer.offset + outer.length;
const refOf = (p: PropertyNode) => (p.valueNode as StringNode).value;

/** The references to `definition` from outside it. */
export function referencesTo(root: TreeNode, definition: PropertyNode): PropertyNode[] {
  return refsUnder(root).filter((r) => !contains(definition, r) && resolveLocalRef(root, refOf(r)) === definition);
}

/** Whether a definition reaches itself through references (then inlining would never end). */
function isRecursive(root: TreeNode, definition: PropertyNode): boolean {
  const seen = new Set<PropertyNode>();
  const stack = [definition];
  while (stack.length) {
    const d = stack.pop()!;
    for (const r of refsUnder(d.valueNode!)) {
      const target = resolveLocalRef(root, refOf(r));
      if (target === definition) return true;
      if (target && !seen.has(target)) {
        seen.add(target);
        stack.push(target);
      }
    }
  }
  return false;
}

/**
 * Whether a definition uses keywords outside the subset anywhere in it. Inlining it would move them where they
 * count, adding problems instead of removing one, so such a definition is not inlined (fix it, or remove the ref).
 */
function usesUnsupportedKeywords(definition: PropertyNode): boolean {
  const stack: TreeNode[] = [definition.valueNode!];
  while (stack.length) {
    const node = stack.pop()!;
    if (!isObject(node)) continue;
    if (node.properties.some((p) => !isSupported(p.keyNode.value))) return true;
    stack.push(...childSchemas(node));
  }
  return false;
}

/** What goes with a definition's last reference: its entry, or the whole `$defs` when it is the only one. */
function definitionToDrop(definition: PropertyNode): PropertyNode {
  const container = definition.parent as ObjectNode;
  const holder = container.parent;
  return container.properties.length === 1 && holder?.type === 'property' ? holder : definition;
}

/**
 * "Inline the reference": the node holding only `$ref` becomes the referenced schema's text; a node with other
 * keywords gains the definition's keywords it lacks (its own win). When this was the last reference, the
 * definition goes too.
 */
export function inlineRefFix(doc: SchemaDocument, family: Family, ref: PropertyNode): Fix | undefined {
  const root = argsRootOf(doc, family, ref);
  if (!root || ref.valueNode?.type !== 'string') return undefined;
  const definition = resolveLocalRef(root, refOf(ref));
  if (!definition || isRecursive(root, definition) || usesUnsupportedKeywords(definition)) return undefined;
  const holder = ref.parent;
  const target = definition.valueNode as ObjectNode;
  const name = definition.keyNode.value;
  const last = referencesTo(root, definition).length === 1;
  const drop = last ? definitionToDrop(definition) : undefined;
  const operations: FixOperation[] = [];
  // Properties of the reference's own object to remove; neighbours must go together (their edits would overlap).
  const removals: PropertyNode[] = [];
  if (holder.properties.length === 1) {
    operations.push(...replaceWithCopies(holder, [target]));
  } else {
    const own = new Set(holder.properties.map((p) => p.keyNode.value));
    const members = target.properties.filter((p) => !own.has(p.keyNode.value));
    if (members.length === 0) removals.push(ref);
    else operations.push(...replaceWithCopies(ref, members));
  }
  if (drop && drop.parent === holder) removals.push(drop);
  else if (drop) operations.push(...removeProperty(drop));
  operations.push(...removeProperties(holder, removals));
  return {
    title: last ? `Inline "${name}" here and remove its definition` : `Inline "${name}" here`,
    operations,
    isPreferred: true,
    safe: true,
  };
}

/** The definitions container's fixes: removing it is safe only once nothing refers into it. */
export function definitionsContainerFix(doc: SchemaDocument, family: Family, container: PropertyNode): Fix {
  const root = argsRootOf(doc, family, container);
  const defs = isObject(container.valueNode) ? container.valueNode.properties : [];
  const referenced = root ? defs.filter((d) => referencesTo(root, d).some((r) => !contains(container, r))).length : 0;
  const keyword = container.keyNode.value;
  return referenced
    ? {
        title: `Remove "${keyword}" (${referenced} of its definitions are still referenced: inline them first)`,
        operations: removeProperty(container),
      }
    : { title: `Remove "${keyword}"`, operations: removeProperty(container), isPreferred: true, safe: true };
}
