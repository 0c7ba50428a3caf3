/**
 * Where Pedelec args-schema nodes are: the root of an args-schema file, and every `tools[].argsSchema` (or legacy
 * `input`) of a skills manifest; below them, every node under `properties`, `items` and `oneOf`, at any depth.
 */
import { getValue, isArray, isObject, type ASTNode, type ObjectASTNode } from '../ast';
import type { ParsedDocument } from '../document';
import type { Family } from '../catalog';

export interface SchemaNode {
  node: ObjectASTNode;
  /** True for the root of an args schema (the file root, or a tool's argsSchema). */
  isRoot: boolean;
  /** In a standalone args-schema file, the document root may carry `$schema` as the editor's hint. */
  isDocumentRoot: boolean;
}

/** The args-schema roots of a document of the given family. */
export function argsSchemaRoots(doc: ParsedDocument, family: Family): ASTNode[] {
  const root = doc.root;
  if (family === 'pedelec-args') return root ? [root] : [];
  if (family !== 'pedelec-skills') return [];
  const tools = getValue(root, 'tools');
  if (!isArray(tools)) return [];
  return tools.items.flatMap((tool) => {
    const schema = getValue(tool, 'argsSchema') ?? getValue(tool, 'input');
    return schema ? [schema] : [];
  });
}

/** Child schema nodes of a node, through the supported composition keywords only. */
export function childSchemas(node: ObjectASTNode): ASTNode[] {
  const out: ASTNode[] = [];
  const properties = getValue(node, 'properties');
  if (isObject(properties)) for (const p of properties.properties) if (p.valueNode) out.push(p.valueNode);
  const items = getValue(node, 'items');
  if (items) out.push(items);
  const oneOf = getValue(node, 'oneOf');
  if (isArray(oneOf)) out.push(...oneOf.items);
  return out;
}

/** Every object schema node of the document, without recursion (deeply nested documents are fine). */
export function* schemaNodes(doc: ParsedDocument, family: Family): Generator<SchemaNode> {
  const stack: { node: ASTNode; isRoot: boolean }[] = argsSchemaRoots(doc, family).map((node) => ({ node, isRoot: true }));
  stack.reverse();
  while (stack.length) {
    const { node, isRoot } = stack.pop()!;
    if (!isObject(node)) continue;
    yield { node, isRoot, isDocumentRoot: isRoot && node === doc.root };
    const children = childSchemas(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], isRoot: false });
  }
}
