/**
 * Completion inside a Pedelec schema node: the language service offers every keyword of the subset (the bundled
 * schema lists them all, at every depth, in skills manifests too); keep only those valid for the node's type. A
 * node without a (known) type is offered `type` and `oneOf`; every node the shared metadata. `$schema` is offered
 * only at a standalone file's root. Value completions (the enum values of `type`) pass through untouched.
 */
import { CompletionItemKind } from 'vscode-json-languageservice';
import type { CompletionFilter } from '../completion';
import { getProperty, nodeAtOffset } from '../tree';
import { declaredType, isPedelecFamily, schemaNodeOf } from './nodes';
import { isSupported, SUPPORTED } from './keywords';

const METADATA = new Set(['description', 'default', 'examples']);

export const pedelecKeywordCompletion: CompletionFilter = ({ analysis, offset }, items) => {
  const family = analysis.association?.schema.family;
  if (!isPedelecFamily(family)) return items;
  const at = nodeAtOffset(analysis.doc.root, offset);
  // The cursor is on a key being typed (inside its property) or between the node's members.
  const holder = at?.type === 'string' && at.parent?.type === 'property' && at.parent.keyNode === at ? at.parent.parent : at;
  const owner = schemaNodeOf(analysis.doc, family, holder);
  if (!owner) return items;
  const type = declaredType(owner.node);
  const hasOneOf = !!getProperty(owner.node, 'oneOf');
  const allowed = (keyword: string) => {
    if (keyword === '$schema') return owner.isDocumentRoot;
    if (!isSupported(keyword)) return false;
    if (METADATA.has(keyword)) return true;
    if (!type) return !hasOneOf && (keyword === 'type' || keyword === 'oneOf');
    return !!SUPPORTED[keyword].types?.includes(type);
  };
  return items.filter((item) => item.kind !== CompletionItemKind.Property || allowed(item.label));
};
