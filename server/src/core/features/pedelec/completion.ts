/**
 * Completion inside a Pedelec schema node: the language service offers every keyword of the subset (the bundled
 * schema lists them all, at every depth, in skills manifests too); keep only those valid for the node's type. A
 * node without a (known) type is offered `type` and `oneOf`; every node the shared metadata. `$schema` is offered
 * only at a standalone file's root. Value completions (the enum values of `type`) pass through untouched.
 */
import { CompletionItemKind } from 'vscode-json-languageservice';
import type { CompletionFilter } from '../completion';
import { nodeAtOffset } from '../../model/tree';
import { isPedelecFamily, schemaNodeOf } from '../../rules/pedelec/helpers/nodes';
import { holderOf, keywordFilter } from './keyCompletion';
import { isSupported, keywordDoc } from '../../rules/pedelec/helpers/keywords';

export const pedelecKeywordCompletion: CompletionFilter = ({ analysis, offset }, items) => {
  const family = analysis.association?.schema.family;
  if (!isPedelecFamily(family)) return items;
  const at = nodeAtOffset(analysis.doc.root, offset);
  const owner = schemaNodeOf(analysis.doc, family, holderOf(at));
  if (!owner) return items;
  const allowed = keywordFilter(owner);
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
