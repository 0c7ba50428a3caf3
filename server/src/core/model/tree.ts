/**
 * The source-neutral document model: one tree of schema values with spans, built by a source adapter (JSON/JSONC
 * today, TypeScript object literals next) and read by every rule. Nothing here knows which language the text is.
 *
 * Spans are UTF-16 offsets into the text of the file the node is written in. A node written in another file than
 * the one analysed (a constant imported by a TypeScript file) names that file in `origin`.
 */

import { charge } from './work';

export interface Span {
  offset: number;
  length: number;
}

interface NodeBase extends Span {
  /** The property or array that holds this node; undefined for a root. */
  parent?: PropertyNode | ArrayNode | ObjectNode;
  /** The URI of the file the node is written in, when it is not the analysed document. */
  origin?: string;
}

export interface ObjectNode extends NodeBase {
  type: 'object';
  properties: PropertyNode[];
  /** A script's object given to an SDK helper call (`defineDenoModule({…})`): what a build step reads of that call. */
  call?: HelperCall;
}

/** The call an object was the argument of, as written (languages/typescript/evaluate.ts fills it in). */
export interface HelperCall {
  /** The helper's exported name (`defineDenoModule`). */
  name: string;
  /** The module specifier it was imported from, as written (`"@kaoruisaac/pedelec"`, an alias …). */
  module: string;
  /** Called by a bare name bound by a value import `import { name } from …` (not `import * as`, `require`, `import type`). */
  namedImport: boolean;
  /** The callee as written. */
  callee: Span;
  /** The call has exactly one argument, written as an object literal (no `as`, `satisfies`, variable). */
  objectLiteral: boolean;
  /** Members that are neither `key: value` nor shorthand (spreads, methods, accessors). */
  nonStatic: Span[];
  /** Keys (identifier, string or numeric literal) → how their value is written. */
  fields: Map<string, { span: Span; written: 'string-literal' | 'template-with-substitutions' | 'other' }>;
}

export interface ArrayNode extends NodeBase {
  type: 'array';
  items: ValueNode[];
}

export interface StringNode extends NodeBase {
  type: 'string';
  value: string;
}

export interface NumberNode extends NodeBase {
  type: 'number';
  value: number;
}

export interface BooleanNode extends NodeBase {
  type: 'boolean';
  value: boolean;
}

export interface NullNode extends NodeBase {
  type: 'null';
  value: null;
}

/** A value the adapter could not evaluate statically (a call, a computed key): rules skip it, never guess. */
export interface OpaqueNode extends NodeBase {
  type: 'opaque';
  /** What was skipped, in a few words (`a function call`). */
  reason: string;
  /** A value written in code that JSON cannot hold: what `JSON.parse(JSON.stringify(…))` drops, nulls or throws on. */
  hazard?: Hazard;
}

export type Hazard = 'function' | 'undefined' | 'symbol' | 'bigint' | 'instance' | 'NaN' | 'Infinity';

/** `key: value` inside an object. Its span covers key and value. */
export interface PropertyNode extends NodeBase {
  type: 'property';
  parent: ObjectNode;
  keyNode: KeyNode;
  /** Absent while the user is still typing (`"key":` with nothing after it). */
  valueNode?: ValueNode;
}

/** A property's key; its span covers the key as written (quotes included in JSON). */
export interface KeyNode extends NodeBase {
  type: 'string';
  value: string;
  parent: PropertyNode;
}

export type ValueNode = ObjectNode | ArrayNode | StringNode | NumberNode | BooleanNode | NullNode | OpaqueNode;
export type TreeNode = ValueNode | PropertyNode | KeyNode;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonPath = (string | number)[];

export const isObject = (n: TreeNode | undefined): n is ObjectNode => n?.type === 'object';
export const isArray = (n: TreeNode | undefined): n is ArrayNode => n?.type === 'array';
export const end = (n: Span) => n.offset + n.length;

/** Objects with more properties than this are looked up through a map (a scan per lookup would be quadratic). */
const INDEXED = 16;
const indexes = new WeakMap<ObjectNode, { size: number; byKey: Map<string, PropertyNode> }>();

/** The property of `obj` named `key` (the last one, as JSON.parse would keep). */
export function getProperty(obj: TreeNode | undefined, key: string): PropertyNode | undefined {
  if (!isObject(obj)) return undefined;
  charge();
  // From the end: the last duplicate wins, and the search stops at the first hit. Rules call this a lot.
  const properties = obj.properties;
  if (properties.length > INDEXED) return indexOf(obj).get(key);
  for (let i = properties.length - 1; i >= 0; i--) if (properties[i].keyNode.value === key) return properties[i];
  return undefined;
}

/** The last property of each name; rebuilt if the object grew since (trees are built once, then only read). */
function indexOf(obj: ObjectNode): Map<string, PropertyNode> {
  let index = indexes.get(obj);
  if (!index || index.size !== obj.properties.length) {
    const byKey = new Map<string, PropertyNode>();
    for (const p of obj.properties) byKey.set(p.keyNode.value, p);
    indexes.set(obj, (index = { size: obj.properties.length, byKey }));
  }
  return index.byKey;
}

export const getValue = (obj: TreeNode | undefined, key: string): ValueNode | undefined => getProperty(obj, key)?.valueNode;

/** The string value of `obj[key]`, or undefined when absent or not a string. */
export function getString(obj: TreeNode | undefined, key: string): string | undefined {
  const v = getValue(obj, key);
  return v?.type === 'string' ? v.value : undefined;
}

/** The children of a node, in source order. */
export function childrenOf(node: TreeNode): TreeNode[] {
  switch (node.type) {
    case 'object':
      return node.properties;
    case 'array':
      return node.items;
    case 'property':
      return node.valueNode ? [node.keyNode, node.valueNode] : [node.keyNode];
    default:
      return [];
  }
}

/**
 * The plain JSON value of a node, as JSON.parse would give it: the last duplicate key wins, an incomplete property
 * or an opaque value is absent (null inside an array). Objects never inherit: a key named `__proto__` is an own
 * property, not a prototype. Iterative, so a deep document cannot overflow the stack.
 */
export function toValue(node: TreeNode | undefined): JsonValue | undefined {
  if (!node) return undefined;
  if (node.type === 'property') return toValue(node.valueNode);
  if (node.type !== 'object' && node.type !== 'array') return node.type === 'opaque' ? undefined : node.value;
  const out: JsonValue = node.type === 'object' ? {} : [];
  const stack: { node: ObjectNode | ArrayNode; out: JsonValue }[] = [{ node, out }];
  /** A scalar's value, or a new empty container that the loop fills later. */
  const valueOf = (child: ValueNode): JsonValue | undefined => {
    if (child.type === 'opaque') return undefined;
    if (child.type !== 'object' && child.type !== 'array') return child.value;
    const value: JsonValue = child.type === 'object' ? {} : [];
    stack.push({ node: child, out: value });
    return value;
  };
  // Plain loops and assignment: this runs on every validation of every document (defineProperty on each key and
  // an entries array per object made it 3× slower on the Arcade corpus). Only `__proto__` needs defineProperty.
  while (stack.length) {
    const { node: n, out: target } = stack.pop()!;
    charge(n.type === 'array' ? n.items.length + 1 : n.properties.length + 1);
    if (n.type === 'array') {
      const items = n.items;
      for (let i = 0; i < items.length; i++) (target as JsonValue[])[i] = valueOf(items[i]) ?? null;
      continue;
    }
    const object = target as Record<string, JsonValue>;
    for (const { keyNode, valueNode: child } of n.properties) {
      const key = keyNode.value;
      const value = child && valueOf(child);
      if (value === undefined) {
        if (Object.prototype.hasOwnProperty.call(object, key)) delete object[key];
      } else if (key === '__proto__') Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      else object[key] = value;
    }
  }
  return out;
}

const positions = new WeakMap<ArrayNode, { size: number; of: Map<ValueNode, number> }>();

/** An item's index, through a map for long arrays (a path per item of a long array would be quadratic). */
function indexIn(array: ArrayNode, item: ValueNode): number {
  charge();
  if (array.items.length <= INDEXED) return array.items.indexOf(item);
  let index = positions.get(array);
  if (!index || index.size !== array.items.length) {
    const of = new Map<ValueNode, number>();
    array.items.forEach((x, i) => of.set(x, i));
    positions.set(array, (index = { size: array.items.length, of }));
  }
  return index.of.get(item) ?? -1;
}

/** The JSON path of a node from its root. */
export function pathOf(node: TreeNode): JsonPath {
  const path: JsonPath = [];
  let child: TreeNode = node;
  let parent = node.parent;
  while (parent) {
    if (parent.type === 'property') path.unshift(parent.keyNode.value);
    else if (parent.type === 'array') path.unshift(indexIn(parent, child as ValueNode));
    child = parent;
    parent = parent.parent;
  }
  return path;
}

/** The value at `path` below `root` (the last duplicate key wins, as in `toValue`). */
export function nodeAtPath(root: ValueNode | undefined, path: readonly (string | number)[]): ValueNode | undefined {
  let node: ValueNode | undefined = root;
  for (const segment of path) {
    if (node?.type === 'array' && typeof segment === 'number') node = node.items[segment];
    else if (node?.type === 'object') node = getValue(node, String(segment));
    else return undefined;
  }
  return node;
}

/**
 * No part of the value is opaque: it is known as written, so a rule may judge it. The walk of `descendants`, charged
 * the same, as a plain loop: the Python reader asks it of every value schema, and a generator there is an iterator
 * result per node and code that stays slow while cold.
 */
export function isStatic(node: TreeNode | undefined): boolean {
  const stack: TreeNode[] = node ? [node] : [];
  while (stack.length) {
    const n = stack.pop()!;
    charge();
    if (n.type === 'opaque') return false;
    const children = childrenOf(n);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return true;
}

/** Iterates every node below (and including) `node`, depth first, without recursion (deep documents are fine). */
export function* descendants(node: TreeNode | undefined): Generator<TreeNode> {
  const stack: TreeNode[] = node ? [node] : [];
  while (stack.length) {
    const n = stack.pop()!;
    charge();
    yield n;
    const children = childrenOf(n);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/** The innermost node whose span holds `offset` (a key, a value, or the property between them), or undefined. */
export function nodeAtOffset(root: ValueNode | undefined, offset: number): TreeNode | undefined {
  const holds = (n: TreeNode) => n.offset <= offset && offset < end(n);
  let found: TreeNode | undefined;
  let node: TreeNode | undefined = root && holds(root) ? root : undefined;
  while (node) {
    found = node;
    node = childrenOf(node).find(holds);
  }
  return found;
}
