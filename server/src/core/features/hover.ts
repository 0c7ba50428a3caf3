/**
 * Hover: family-specific docs first (Pedelec keywords, Arcade value types), then the bundled schema's description
 * of the key or value under the cursor. The schema is the one association chose, whatever `$schema` says.
 */
import type { JSONSchema } from 'vscode-json-languageservice';
import { unitAt, type Analysis } from '../pipeline/analyze';
import { schemaById, SKILLS_ITEMS } from '../model/catalog';
import { nodeAtOffset, type PropertyNode, type Span, type TreeNode, type ValueNode } from '../model/tree';
import { jsonLanguageService, schemaTarget, serviceViewAt } from './languageService';

export interface HoverTarget {
  analysis: Analysis;
  /** The node under the cursor: a key, or a value. */
  node: TreeNode;
  /** The property whose key is under the cursor, when hovering a key. */
  property?: PropertyNode;
}

/** Returns markdown for the target, or undefined to let the next contributor (and finally the schema) answer. */
export type HoverContributor = (target: HoverTarget) => string | undefined;

export interface HoverResult {
  markdown: string;
  /** The key or value the hover is about. */
  span: Span;
}

export async function hover(analysis: Analysis, offset: number, contributors: readonly HoverContributor[]): Promise<HoverResult | null> {
  const found = unitAt(analysis, offset);
  if (!found) return null;
  // The value under the cursor is the tree, with its own schema; a whole document's schema words come through the
  // JSON language service, a script value's from the bundled schema along the tree.
  const { unit, start, whole } = found;
  return treeHover(
    { ...analysis, doc: unit.doc, association: unit.association },
    start,
    offset,
    contributors,
    whole ? schemaDescription : scriptDescription,
  );
}

async function treeHover(
  analysis: Analysis,
  start: ValueNode | undefined,
  offset: number,
  contributors: readonly HoverContributor[],
  described: (target: HoverTarget) => Promise<string | undefined>,
): Promise<HoverResult | null> {
  const at = nodeAtOffset(start, offset);
  // Between a key and its value (the colon, spaces) nothing is under the cursor.
  const node = at?.type === 'property' ? undefined : at;
  if (!node) return null;
  const property = node.parent?.type === 'property' && node.parent.keyNode === node ? node.parent : undefined;
  const target: HoverTarget = { analysis, node, property };
  let markdown: string | undefined;
  for (const c of contributors) {
    markdown = c(target);
    if (markdown) break;
  }
  markdown ??= await described(target);
  if (!markdown) return null;
  return { markdown, span: { offset: node.offset, length: node.length } };
}

const describe = (s: JSONSchema | undefined) => s && (s.markdownDescription ?? s.description);

/**
 * In a script, the schema's words for a tool's or a session's own keys (`name`, `timeoutMs`, `guidance` …); the
 * keywords of an args schema are the Pedelec contributor's. Read from the bundled schema along the tree.
 */
async function scriptDescription({ analysis, node, property }: HoverTarget): Promise<string | undefined> {
  if (!property || node.origin) return undefined;
  const root = analysis.doc.root;
  const schema = analysis.association!.schema.schema;
  const owner = property.parent;
  if (owner === root) return describe(propertySchema(schema, property.keyNode.value));
  // A tool in a session's `tools`, a module in its `denoModules`.
  const list = owner.parent?.type === 'array' ? owner.parent.parent : undefined;
  const items = list?.type === 'property' && list.parent === root ? SKILLS_ITEMS[list.keyNode.value] : undefined;
  return items ? describe(propertySchema(schemaById(items)!.schema, property.keyNode.value)) : undefined;
}

const propertySchema = (schema: JSONSchema, key: string) => {
  const s = schema.properties?.[key];
  return typeof s === 'object' ? s : undefined;
};
const sameSpan = (a: { offset: number; length: number }, b: { offset: number; length: number }) =>
  a.offset === b.offset && a.length === b.length;

/** The schema's words for the target, through the language service's view of which schema applies where. */
async function schemaDescription({ analysis, node, property }: HoverTarget): Promise<string | undefined> {
  const { doc, association } = analysis;
  const view = serviceViewAt(doc, node.offset);
  const target = schemaTarget(doc, association!.schema, view.text);
  const matching = await jsonLanguageService().getMatchingSchemas(target.text, view.json, target.schema);
  if (property) {
    const owner = property.parent;
    for (const m of matching) {
      if (m.node.type !== 'object' || !sameSpan(m.node, owner)) continue;
      const prop = m.schema.properties?.[property.keyNode.value];
      const text = typeof prop === 'object' ? describe(prop) : undefined;
      if (text) return text;
    }
    return undefined;
  }
  const value = node as ValueNode;
  for (const m of matching) {
    if (m.node.type !== value.type || !sameSpan(m.node, value) || (m.node.parent?.type === 'property' && m.node.parent.keyNode === m.node))
      continue;
    const parts: string[] = [];
    const own = describe(m.schema);
    if (own) parts.push(own);
    const literal = 'value' in value ? value.value : undefined;
    const index = literal === undefined ? -1 : (m.schema.enum?.indexOf(literal) ?? -1);
    const enumText = index >= 0 ? (m.schema.markdownEnumDescriptions ?? m.schema.enumDescriptions)?.[index] : undefined;
    if (enumText) parts.push(`\`${JSON.stringify(literal)}\`: ${enumText}`);
    if (parts.length) return parts.join('\n\n');
  }
  return undefined;
}
