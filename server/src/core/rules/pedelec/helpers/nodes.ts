/**
 * Where Pedelec args-schema nodes are: the root of an args-schema file, and the `argsSchema` (or legacy `input`)
 * of every tool of a skills manifest, tools registry or tool file; below them, every node under `properties`,
 * `items` and `oneOf`, at any depth, and the `$defs`/`definitions` entries a local `$ref` points into.
 */
import { getString, getValue, isArray, isObject, type TreeNode, type ObjectNode } from '../../../model/tree';
import { PEDELEC_TYPES, type PedelecType } from './keywords';
import type { SchemaDocument } from '../../../model/document';
import { PEDELEC_FAMILIES, type Family } from '../../../model/catalog';
import { skillTools } from './skills';
import { referencedDefinitions } from './definitions';

export interface SchemaNode {
  node: ObjectNode;
  /** True for the root of an args schema (the file root, or a tool's argsSchema). */
  isRoot: boolean;
  /** In a standalone args-schema file, the document root may carry `$schema` as the editor's hint. */
  isDocumentRoot: boolean;
}

/** The args-schema roots of a document of the given family (none for a lone node: `satisfies ToolArgsSchemaNode`). */
export function argsSchemaRoots(doc: SchemaDocument, family: Family): TreeNode[] {
  const root = doc.root;
  if (doc.rootIsNode) return [];
  if (family === 'pedelec-args') return root ? [root] : [];
  return skillTools(doc, family).flatMap((tool) => {
    const schema = getValue(tool, 'argsSchema') ?? getValue(tool, 'input');
    return schema ? [schema] : [];
  });
}

/** Where the schema values of a document start: its args-schema roots, or the lone node itself. */
export function schemaStarts(doc: SchemaDocument, family: Family): TreeNode[] {
  return doc.rootIsNode ? (doc.root ? [doc.root] : []) : argsSchemaRoots(doc, family);
}

/** Child schema nodes of a node, through the supported composition keywords only. */
export function childSchemas(node: ObjectNode): TreeNode[] {
  const out: TreeNode[] = [];
  const properties = getValue(node, 'properties');
  if (isObject(properties)) for (const p of properties.properties) if (p.valueNode) out.push(p.valueNode);
  const items = getValue(node, 'items');
  if (items) out.push(items);
  const oneOf = getValue(node, 'oneOf');
  if (isArray(oneOf)) out.push(...oneOf.items);
  return out;
}

/** This module's note on each document it walked (SchemaDocument.noted): the nodes by family. */
const WALKED = {};

/**
 * Every object schema node of the document, without recursion (deeply nested documents are fine). Walked once
 * per document version and family: every Pedelec rule and the hover read the same list.
 */
export function schemaNodes(doc: SchemaDocument, family: Family): readonly SchemaNode[] {
  let byFamily = doc.noted<Map<Family, readonly SchemaNode[]>>(WALKED);
  if (!byFamily) doc.note(WALKED, (byFamily = new Map()));
  let nodes = byFamily.get(family);
  if (!nodes) byFamily.set(family, (nodes = walk(doc, family)));
  return nodes;
}

function walk(doc: SchemaDocument, family: Family): SchemaNode[] {
  const out: SchemaNode[] = [];
  const stack: { node: TreeNode; isRoot: boolean }[] = [];
  // Core resolves local references into `$defs`, so the definitions something uses are schema nodes too.
  for (const start of schemaStarts(doc, family).reverse()) {
    const definitions = doc.rootIsNode ? [] : referencedDefinitions(start);
    for (let i = definitions.length - 1; i >= 0; i--) stack.push({ node: definitions[i].valueNode!, isRoot: false });
    stack.push({ node: start, isRoot: !doc.rootIsNode });
  }
  while (stack.length) {
    const { node, isRoot } = stack.pop()!;
    if (!isObject(node)) continue;
    out.push({ node, isRoot, isDocumentRoot: isRoot && node === doc.root && !doc.isScript });
    const children = childSchemas(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], isRoot: false });
  }
  return out;
}

/** The node's `type` when it is one Pedelec knows; undefined when absent, unknown or not a string. */
export function declaredType(node: ObjectNode): PedelecType | undefined {
  const t = getString(node, 'type');
  return t !== undefined && (PEDELEC_TYPES as readonly string[]).includes(t) ? (t as PedelecType) : undefined;
}

/**
 * Where to report a problem about a whole node: the key that holds it (`"shapeId"`, `"items"`, `"argsSchema"`),
 * or its opening brace when nothing names it (the document root, a `oneOf` branch).
 */
export function anchorOf(node: TreeNode): { offset: number; length: number } {
  const parent = node.parent;
  if (parent?.type === 'property' && parent.valueNode === node) return { offset: parent.keyNode.offset, length: parent.keyNode.length };
  return { offset: node.offset, length: 1 };
}

/** The schema node (and its facts) whose own braces hold `node`, if `node` is one. */
export function schemaNodeOf(doc: SchemaDocument, family: Family, node: TreeNode | undefined): SchemaNode | undefined {
  if (!isObject(node)) return undefined;
  for (const n of schemaNodes(doc, family)) if (n.node === node) return n;
  return undefined;
}

export const isPedelecFamily = (family: Family | undefined): family is Exclude<Family, 'arcade'> =>
  family !== undefined && PEDELEC_FAMILIES.includes(family);

const KIND = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
} as const;
export type Kind = keyof typeof KIND;

/** `a string`, `an object` …: what a value is, for messages. */
export const kindNoun = (kind: Kind) => KIND[kind];
export const kindOf = (node: TreeNode) => (node.type === 'opaque' || node.type === 'property' ? 'a value' : KIND[node.type]);
