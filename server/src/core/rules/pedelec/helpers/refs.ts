/**
 * Local `$ref`s and their inlining. A reference resolves against the args schema that holds it (the file root, or
 * a tool's `argsSchema`, which Pedelec receives on its own). The inlined schema is written as data (its evaluated
 * value, printed in the file's style), never as a copy of source text: in code a name means what its scope says, and
 * the same text pasted elsewhere could mean another value. No fix removes a definition a reference still uses.
 */
import {
  isObject,
  isStatic,
  toValue,
  type JsonValue,
  type ObjectNode,
  type PropertyNode,
  type TreeNode,
  type ValueNode,
} from '../../../model/tree';
import type { SchemaDocument } from '../../../model/document';
import type { Family } from '../../../model/catalog';
import type { Fix } from '../../../model/problem';
import { removeProperties, removeProperty, replaceValue, type FixOperation } from '../../../model/operations';
import { argsSchemaRoots } from './nodes';
import { mergeInlined } from './inlining';
import { definitionsOf, localRefPath, referencesTo, refOf, refsUnder, resolveRef, within } from './definitions';

/** The args-schema root that holds `node`. */
export function argsRootOf(doc: SchemaDocument, family: Family, node: TreeNode): TreeNode | undefined {
  const roots = new Set(argsSchemaRoots(doc, family));
  for (let n: TreeNode | undefined = node; n; n = n.parent) if (roots.has(n)) return n;
  return undefined;
}

/**
 * Whether inlining `target` would never end: following the references inside it (and inside what they point at)
 * leads back to it, or into it.
 */
function isRecursive(root: TreeNode, target: ValueNode): boolean {
  const seen = new Set<PropertyNode>();
  const stack = refsUnder(target);
  while (stack.length) {
    const r = stack.pop()!;
    if (seen.has(r)) continue;
    seen.add(r);
    const next = resolveRef(root, refOf(r));
    if (!next) continue;
    if (within(next, target) || within(target, next)) return true;
    stack.push(...refsUnder(next));
  }
  return false;
}

/** The definition entry holding `node`, if it lies in one of `root`'s definitions. */
function definitionHolding(root: TreeNode, node: TreeNode): PropertyNode | undefined {
  return definitionsOf(root).find((d) => within(node, d));
}

/** What goes with a definition's last reference: its entry, or the whole `$defs` when it is the only one. */
function definitionToDrop(definition: PropertyNode): PropertyNode {
  const container = definition.parent;
  const holder = container.parent;
  return container.properties.length === 1 && holder?.type === 'property' ? holder : definition;
}

/** Deletes from `value` (the JSON of `holder`) the property `property` of the tree below it. */
function deleteAt(value: JsonValue, property: PropertyNode, holder: TreeNode): void {
  const keys: string[] = [];
  for (let n: TreeNode | undefined = property; n && n !== holder; n = n.parent) if (n.type === 'property') keys.unshift(n.keyNode.value);
  let at: JsonValue | undefined = value;
  for (const k of keys.slice(0, -1)) at = at && typeof at === 'object' && !Array.isArray(at) ? at[k] : undefined;
  if (at && typeof at === 'object' && !Array.isArray(at)) delete at[keys[keys.length - 1]];
}

export type Inlining = { fix: Fix } | { refused: string } | { dangling: true };

/** Text where a value is written that other values use too (a constant two tools share): edits there reach them all. */
const shared = (doc: SchemaDocument, node: TreeNode) => doc.sharedAt?.(node) ?? false;

/**
 * "Inline the definition": the node holding the `$ref` becomes the referenced schema with the node's own keywords
 * (mergeInlined), written as data. When this was the last reference, the definition goes too. Undefined for a
 * reference that is not local; `dangling` when it points at nothing (Core cannot compile it); `refused` with why
 * it cannot be inlined without changing what the schema accepts.
 */
export function inlineRef(doc: SchemaDocument, family: Family, ref: PropertyNode): Inlining | undefined {
  const root = argsRootOf(doc, family, ref);
  const text = refOf(ref);
  if (!root || !localRefPath(text)) return undefined;
  const target = resolveRef(root, text);
  if (!target) return { dangling: true };
  const holder = ref.parent;
  if (!isObject(target)) return { refused: 'it points at a value that is no schema object; point it at an object schema' };
  if (within(holder, target) || isRecursive(root, target))
    return {
      refused: 'the schema it points at refers back to itself, so it cannot be written out in full; flatten it to the depth the tool needs',
    };
  if (!isStatic(target) || !isStatic(holder))
    return { refused: 'part of it is not known without running the code; write the referenced schema here by hand' };
  const merged = mergeInlined(toValue(target) as { [key: string]: JsonValue }, toValue(holder) as { [key: string]: JsonValue });
  if ('refused' in merged) return merged;
  if (shared(doc, holder))
    return {
      refused: 'it is written in a constant other values use too, which inlining would change; write the schema where each value uses it',
    };
  const definition = definitionHolding(root, target);
  const last = !!definition && !within(holder, definition) && referencesTo(root, definition).length === 1;
  const drop = last ? definitionToDrop(definition) : undefined;
  const value = merged.value;
  const operations: FixOperation[] = [];
  // The root may hold both the $ref and its definitions: then the definition leaves the value written there.
  const dropsInside = !!drop && within(drop, holder);
  if (drop && dropsInside) deleteAt(value, drop, holder);
  // Over lines where the definition was written so and the node sits among members on lines of their own.
  const around = holder.parent?.parent ?? holder;
  const block = doc.textOf(target).includes('\n') && doc.textOf(around).includes('\n');
  operations.push(...replaceValue(holder, value, block ? 'block' : 'inline'));
  const dropped = drop && !dropsInside && !shared(doc, drop) ? drop : undefined;
  if (dropped) operations.push(...removeProperty(dropped));
  const name = definition ? definition.keyNode.value : text;
  return {
    fix: {
      title: dropped || dropsInside ? `Inline "${name}" here and remove its definition` : `Inline "${name}" here`,
      operations,
      isPreferred: true,
      safe: true,
    },
  };
}

/** The fixes of a `$ref`: inlining when it is certain; removal only where it loses nothing Core could use. */
export function refFixes(doc: SchemaDocument, family: Family, ref: PropertyNode): Fix[] {
  const inlining = inlineRef(doc, family, ref);
  const remove: Fix = { title: 'Remove "$ref"', operations: removeProperty(ref) };
  // Not local, or pointing at nothing: Core cannot resolve it either (the schema fails to compile).
  if (!inlining || 'dangling' in inlining) return [{ ...remove, isPreferred: true, safe: true }];
  if ('fix' in inlining) return [inlining.fix, remove];
  // Removing it would drop the referenced schema's constraints, which Core applies: no fix, the message says why.
  return [];
}

/** Why a local `$ref` cannot be inlined, for its message; undefined when it can (or is not a local one). */
export function inlineRefusal(doc: SchemaDocument, family: Family, ref: PropertyNode): string | undefined {
  const inlining = inlineRef(doc, family, ref);
  return inlining && 'refused' in inlining ? inlining.refused : undefined;
}

/**
 * The definitions container's fix: removing it once nothing refers into it; while something does, removing only
 * the definitions nothing uses (and nothing at all when every one is used).
 */
export function definitionsContainerFix(doc: SchemaDocument, family: Family, container: PropertyNode): Fix | undefined {
  const root = argsRootOf(doc, family, container);
  const defs = isObject(container.valueNode) ? container.valueNode.properties : [];
  const used = (d: PropertyNode) => !!root && referencesTo(root, d).some((r) => !within(r, container));
  const unused = defs.filter((d) => !used(d));
  const keyword = container.keyNode.value;
  if (unused.length === defs.length)
    return { title: `Remove "${keyword}"`, operations: removeProperty(container), isPreferred: true, safe: true };
  if (!unused.length || shared(doc, container.valueNode!)) return undefined;
  const names = unused.map((d) => `"${d.keyNode.value}"`).join(', ');
  return {
    title: `Remove the ${unused.length === 1 ? 'definition' : 'definitions'} nothing refers to (${names})`,
    operations: removeProperties(container.valueNode as ObjectNode, unused),
    isPreferred: true,
    safe: true,
  };
}
