/**
 * Hover: family-specific docs first (Pedelec keywords, Arcade value types), then the bundled schema's description
 * of the key or value under the cursor. The schema is the one association chose, whatever `$schema` says.
 */
import { MarkupKind, type Hover, type JSONSchema } from 'vscode-json-languageservice';
import type { Analysis } from './analyze';
import type { ASTNode, PropertyASTNode } from './ast';
import { jsonLanguageService, schemaTarget } from './languageService';
import { HOVER_CONTRIBUTORS } from './contributions';

export interface HoverTarget {
  analysis: Analysis;
  /** The node under the cursor: a key string, or a value. */
  node: ASTNode;
  /** The property whose key is under the cursor, when hovering a key. */
  property?: PropertyASTNode;
}

/** Returns markdown for the target, or undefined to let the next contributor (and finally the schema) answer. */
export type HoverContributor = (target: HoverTarget) => string | undefined;

export async function hover(
  analysis: Analysis,
  offset: number,
  contributors: readonly HoverContributor[] = HOVER_CONTRIBUTORS,
): Promise<Hover | null> {
  if (!analysis.association || analysis.limited) return null;
  const node = analysis.doc.json.getNodeFromOffset(offset);
  if (!node) return null;
  const property = node.parent?.type === 'property' && node.parent.keyNode === node ? node.parent : undefined;
  const target: HoverTarget = { analysis, node, property };
  let markdown: string | undefined;
  for (const c of contributors) {
    markdown = c(target);
    if (markdown) break;
  }
  markdown ??= await schemaDescription(target);
  if (!markdown) return null;
  const text = analysis.doc.text;
  return {
    contents: { kind: MarkupKind.Markdown, value: markdown },
    range: { start: text.positionAt(node.offset), end: text.positionAt(node.offset + node.length) },
  };
}

const describe = (s: JSONSchema | undefined) => s && (s.markdownDescription ?? s.description);

async function schemaDescription({ analysis, node, property }: HoverTarget): Promise<string | undefined> {
  const { doc, association } = analysis;
  const target = schemaTarget(doc, association!.schema);
  const matching = await jsonLanguageService().getMatchingSchemas(target.text, doc.json, target.schema);
  if (property) {
    const owner = property.parent;
    for (const m of matching) {
      if (m.node !== owner) continue;
      const prop = m.schema.properties?.[property.keyNode.value];
      const text = typeof prop === 'object' ? describe(prop) : undefined;
      if (text) return text;
    }
    return undefined;
  }
  for (const m of matching) {
    if (m.node !== node) continue;
    const parts: string[] = [];
    const own = describe(m.schema);
    if (own) parts.push(own);
    const index = m.schema.enum?.indexOf(node.value) ?? -1;
    const enumText = index >= 0 ? (m.schema.markdownEnumDescriptions ?? m.schema.enumDescriptions)?.[index] : undefined;
    if (enumText) parts.push(`\`${JSON.stringify(node.value)}\`: ${enumText}`);
    if (parts.length) return parts.join('\n\n');
  }
  return undefined;
}
