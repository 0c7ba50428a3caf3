/** Small helpers over the language service's JSON AST, which is parsed once per document version and shared. */
import type { ASTNode, ObjectASTNode, PropertyASTNode, ArrayASTNode } from 'vscode-json-languageservice';

export type { ASTNode, ObjectASTNode, PropertyASTNode, ArrayASTNode };
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonPath = (string | number)[];

export const isObject = (n: ASTNode | undefined): n is ObjectASTNode => n?.type === 'object';
export const isArray = (n: ASTNode | undefined): n is ArrayASTNode => n?.type === 'array';

/** The property of `obj` named `key` (the last one, as JSON.parse would keep). */
export function getProperty(obj: ASTNode | undefined, key: string): PropertyASTNode | undefined {
  if (!isObject(obj)) return undefined;
  // From the end: the last duplicate wins, and the search stops at the first hit. Rules call this a lot.
  const properties = obj.properties;
  for (let i = properties.length - 1; i >= 0; i--) if (properties[i].keyNode.value === key) return properties[i];
  return undefined;
}

export const getValue = (obj: ASTNode | undefined, key: string): ASTNode | undefined => getProperty(obj, key)?.valueNode;

/** The string value of `obj[key]`, or undefined when absent or not a string. */
export function getString(obj: ASTNode | undefined, key: string): string | undefined {
  const v = getValue(obj, key);
  return v?.type === 'string' ? (v.value as string) : undefined;
}

/** The plain JSON value of a node (an incomplete property becomes absent). */
export function toValue(node: ASTNode | undefined): JsonValue | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case 'object': {
      const out: { [key: string]: JsonValue } = {};
      for (const p of node.properties) {
        const v = toValue(p.valueNode);
        if (v !== undefined) out[p.keyNode.value] = v;
      }
      return out;
    }
    case 'array':
      return node.items.map((i) => toValue(i) ?? null);
    case 'property':
      return toValue(node.valueNode);
    default:
      return node.value as JsonValue;
  }
}

/** The JSON path of a node from the root, as jsonc-parser's `modify` expects it. */
export function pathOf(node: ASTNode): JsonPath {
  const path: JsonPath = [];
  let child: ASTNode = node;
  let parent = node.parent;
  while (parent) {
    if (parent.type === 'property') path.unshift(parent.keyNode.value);
    else if (parent.type === 'array') path.unshift(parent.items.indexOf(child));
    child = parent;
    parent = parent.parent;
  }
  return path;
}

/** Iterates every node below (and including) `node`, depth first, without recursion (deep documents are fine). */
export function* descendants(node: ASTNode | undefined): Generator<ASTNode> {
  const stack: ASTNode[] = node ? [node] : [];
  while (stack.length) {
    const n = stack.pop()!;
    yield n;
    const children = n.children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}
