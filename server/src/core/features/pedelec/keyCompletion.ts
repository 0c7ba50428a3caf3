/**
 * Which keys a Pedelec object takes, for completion: the keywords valid for a schema node's type (a node without a
 * known type is offered `type` and `oneOf`; every node the shared metadata; `$schema` only at a standalone file's
 * root), and in scripts, where no JSON language service completes, the items themselves.
 */
import { CompletionItemKind, type CompletionItem } from 'vscode-json-languageservice';
import { getProperty, isObject, type TreeNode } from '../../model/tree';
import type { SchemaDocument } from '../../model/document';
import type { Family } from '../../model/catalog';
import { declaredType, schemaNodeOf, type SchemaNode } from '../../rules/pedelec/helpers/nodes';
import { isSupported, keywordDoc, SUPPORTED } from '../../rules/pedelec/helpers/keywords';

const METADATA = new Set(['description', 'default', 'examples']);

/** The object a completion at `at` adds to: the cursor is on a key being typed (inside its property) or between members. */
export const holderOf = (at: TreeNode | undefined) =>
  at?.type === 'string' && at.parent?.type === 'property' && at.parent.keyNode === at ? at.parent.parent : at;

/** Which keywords a schema node takes: those valid for its type, the shared metadata, `$schema` at a file's root. */
export function keywordFilter(owner: SchemaNode): (keyword: string) => boolean {
  const type = declaredType(owner.node);
  const hasOneOf = !!getProperty(owner.node, 'oneOf');
  return (keyword: string) => {
    if (keyword === '$schema') return owner.isDocumentRoot;
    if (!isSupported(keyword)) return false;
    if (METADATA.has(keyword)) return true;
    if (!type) return !hasOneOf && (keyword === 'type' || keyword === 'oneOf');
    return !!SUPPORTED[keyword].types?.includes(type);
  };
}

/**
 * Completion of keys in a script's Pedelec value (there is no JSON language service for TypeScript): the keywords
 * a schema node takes, or a tool's or a session's keys, each with its docs; keys already there are not offered.
 */
export function scriptKeyCompletion(
  doc: SchemaDocument,
  family: Family,
  holder: TreeNode | undefined,
  toolKeys: Readonly<Record<string, string>>,
): CompletionItem[] {
  if (!isObject(holder)) return [];
  const present = new Set(holder.properties.map((p) => p.keyNode.value));
  const owner = schemaNodeOf(doc, family, holder);
  if (owner) {
    const allowed = keywordFilter(owner);
    return Object.keys(SUPPORTED)
      .filter((k) => allowed(k) && !present.has(k))
      .map((k) => ({ label: k, kind: CompletionItemKind.Property, documentation: { kind: 'markdown', value: keywordDoc(k) } }));
  }
  return Object.entries(toolKeys)
    .filter(([k]) => !present.has(k))
    .map(([k, docs]) => ({ label: k, kind: CompletionItemKind.Property, documentation: { kind: 'markdown', value: docs } }));
}
