/**
 * Completion inside a Pedelec schema node: the language service offers every keyword of the subset (the bundled
 * schema lists them all, at every depth, in skills manifests too); keep only those valid for the node's type. A
 * node without a (known) type is offered `type` and `oneOf`; every node the shared metadata. `$schema` is offered
 * only at a standalone file's root. Value completions (the enum values of `type`) pass through untouched.
 */
import { CompletionItemKind, InsertTextFormat, type CompletionItem } from 'vscode-json-languageservice';
import type { CompletionFilter } from '../completion';
import type { SchemaDocument } from '../../model/document';
import { isObject, nodeAtOffset, type TreeNode } from '../../model/tree';
import { isPedelecFamily, schemaNodeOf } from '../../rules/pedelec/helpers/nodes';
import { holderOf, keywordFilter } from './keyCompletion';
import { isSupported, keywordDoc, SUPPORTED } from '../../rules/pedelec/helpers/keywords';

export const pedelecKeywordCompletion: CompletionFilter = ({ analysis, offset }, items) => {
  const family = analysis.association?.schema.family;
  if (!isPedelecFamily(family)) return items;
  const at = nodeAtOffset(analysis.doc.root, offset);
  const owner = schemaNodeOf(analysis.doc, family, holderOf(at));
  if (!owner) return items;
  const allowed = keywordFilter(owner);
  // A `$defs` entry a `$ref` points at is a schema node to Core, but not to the bundled schema, which offers nothing
  // there (at a value, such as after `"type":`, it offers the values: those are kept as they are).
  if (items.length === 0) return [...items, ...keywordItems(analysis.doc, at, offset, (k) => allowed(k) && !hasKey(owner.node, k))];
  // The keyword docs are hover's (keywords.ts), whatever schema the language service completed from: a `$schema`
  // naming a JSON Schema draft makes it offer the draft's keywords, with the draft's generic descriptions.
  return items
    .filter((item) => item.kind !== CompletionItemKind.Property || allowed(item.label))
    .map((item) =>
      item.kind === CompletionItemKind.Property && isSupported(item.label)
        ? { ...item, documentation: { kind: 'markdown', value: keywordDoc(item.label) } }
        : item,
    );
};

const hasKey = (node: TreeNode, key: string) => isObject(node) && node.properties.some((p) => p.keyNode.value === key);

/**
 * The keywords as the JSON language service would offer them, for a schema node its schema does not reach: each
 * inserted with an empty value of the kind its example shows, over the key being typed if any.
 */
function keywordItems(doc: SchemaDocument, at: TreeNode | undefined, offset: number, wanted: (k: string) => boolean): CompletionItem[] {
  const typing = at?.type === 'string' && at.parent?.type === 'property' && at.parent.keyNode === at ? at : undefined;
  const start = doc.lineIndex.positionAt(typing ? typing.offset : offset);
  const end = doc.lineIndex.positionAt(typing ? typing.offset + typing.length : offset);
  return Object.keys(SUPPORTED)
    .filter(wanted)
    .map((k) => {
      const value = SUPPORTED[k].example.slice(SUPPORTED[k].example.indexOf(':') + 1).trim();
      const empty = value.startsWith('"') ? '"$1"' : value.startsWith('[') ? '[$1]' : value.startsWith('{') ? '{$1}' : '$1';
      const newText = `"${k}": ${empty}`;
      return {
        label: k,
        kind: CompletionItemKind.Property,
        insertText: newText,
        insertTextFormat: InsertTextFormat.Snippet,
        filterText: `"${k}"`,
        documentation: { kind: 'markdown' as const, value: keywordDoc(k) },
        textEdit: { range: { start, end }, newText },
      };
    });
}
