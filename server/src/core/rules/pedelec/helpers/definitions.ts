/**
 * Local `$ref`s and the definitions they point into: a reference is a JSON pointer into the args schema that holds
 * it (the file root, or a tool's `argsSchema`, which Core compiles on its own), as Core resolves it.
 */
import { descendants, getProperty, isArray, isObject, type PropertyNode, type TreeNode, type ValueNode } from '../../../model/tree';

/** The pointer segments of a local reference (`#/$defs/a~1b` → `$defs`, `a/b`); undefined when not one. */
export function localRefPath(ref: string): string[] | undefined {
  if (!ref.startsWith('#')) return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (fragment === '') return [];
  if (!fragment.startsWith('/')) return undefined; // an anchor (`#name`): resolved by `$anchor`, not by a path
  return fragment
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const DEFINITION_KEYWORDS: readonly string[] = ['$defs', 'definitions'];

/** Whether `inner` is `outer` or lies inside it (by the tree, not by spans: in code a value is written elsewhere). */
export function within(inner: TreeNode, outer: TreeNode): boolean {
  for (let n: TreeNode | undefined = inner; n; n = n.parent) if (n === outer) return true;
  return false;
}

/** The node a local reference points at below `root`; undefined when it is not local or points at nothing. */
export function resolveRef(root: TreeNode, ref: string): ValueNode | undefined {
  const path = localRefPath(ref);
  if (!path) return undefined;
  let node: TreeNode | undefined = root.type === 'property' ? root.valueNode : root;
  for (const segment of path) {
    if (isObject(node)) node = getProperty(node, segment)?.valueNode;
    else if (isArray(node) && /^(0|[1-9]\d*)$/.test(segment)) node = node.items[Number(segment)];
    else return undefined;
  }
  return node as ValueNode | undefined;
}

export const refOf = (p: PropertyNode) => (p.valueNode?.type === 'string' ? p.valueNode.value : '');

/** Every `$ref` property below `root` whose value is a string. */
export function refsUnder(root: TreeNode): PropertyNode[] {
  const out: PropertyNode[] = [];
  for (const n of descendants(root)) {
    if (n.type === 'property' && n.keyNode.value === '$ref' && n.valueNode?.type === 'string') out.push(n);
  }
  return out;
}

/** The `$defs`/`definitions` entries of `root`: each a definition a reference can point into. */
export function definitionsOf(root: TreeNode): PropertyNode[] {
  const value = root.type === 'property' ? root.valueNode : root;
  if (!isObject(value)) return [];
  return value.properties.flatMap((p) =>
    DEFINITION_KEYWORDS.includes(p.keyNode.value) && isObject(p.valueNode) ? p.valueNode.properties : [],
  );
}

/** Whether `ref` points into `definition` (or at something holding it: `#`, `#/$defs`). */
export function refersInto(root: TreeNode, ref: PropertyNode, definition: PropertyNode): boolean {
  const path = localRefPath(refOf(ref));
  if (!path) return false;
  const target = resolveRef(root, refOf(ref));
  return !!target && (within(target, definition) || within(definition, target));
}

/** The references to `definition` from outside it. */
export function referencesTo(root: TreeNode, definition: PropertyNode): PropertyNode[] {
  return refsUnder(root).filter((r) => !within(r, definition) && refersInto(root, r, definition));
}

/**
 * The definitions of `root` something outside them refers into: Core applies these, so they are checked like
 * the rest of the schema. One pass over the references.
 */
export function referencedDefinitions(root: TreeNode): PropertyNode[] {
  const definitions = definitionsOf(root);
  if (!definitions.length) return [];
  const all = new Set<TreeNode>(definitions);
  const used = new Set<TreeNode>();
  for (const ref of refsUnder(root)) {
    const target = resolveRef(root, refOf(ref));
    if (!target) continue;
    let d: TreeNode | undefined = target;
    while (d && !all.has(d)) d = d.parent;
    if (d) {
      if (!within(ref, d)) used.add(d);
    } else for (const x of definitions) if (within(x, target) && !within(ref, x)) used.add(x); // `#`, `#/$defs`
  }
  return definitions.filter((d) => used.has(d));
}
