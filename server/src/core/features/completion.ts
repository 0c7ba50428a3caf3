/**
 * Completion: property names and enum values from the bundled schema (through the language service), then
 * narrowed by family-specific filters (Pedelec offers only the keywords valid for the node's type).
 */
import type { CompletionItem, CompletionList } from 'vscode-json-languageservice';
import { unitAt, type Analysis, type CheckedUnit } from '../pipeline/analyze';
import { holderOf, scriptKeyCompletion } from './pedelec/keyCompletion';
import { nodeAtOffset, type TreeNode, type ValueNode } from '../model/tree';
import { schemaById, SKILLS_ITEMS } from '../model/catalog';
import { jsonLanguageService, serviceViewAt, underSchemaUri } from './languageService';

export interface CompletionContext {
  analysis: Analysis;
  offset: number;
}

export type CompletionFilter = (context: CompletionContext, items: CompletionItem[]) => CompletionItem[];

/** A language's own completion from the text at the cursor (asked first; undefined: not this language's). */
export type CompletionSource = (analysis: Analysis, offset: number) => CompletionList | undefined;

export async function complete(
  analysis: Analysis,
  offset: number,
  filters: readonly CompletionFilter[],
  sources: readonly CompletionSource[] = [],
): Promise<CompletionList | null> {
  for (const source of sources) {
    const list = source(analysis, offset);
    if (list) return list;
  }
  const found = unitAt(analysis, offset);
  if (!found) return null;
  if (!found.whole) return completeValue(found.unit, found.start, offset);
  const { doc, association } = found.unit;
  const { text, json } = serviceViewAt(doc, offset);
  const list = await jsonLanguageService().doComplete(underSchemaUri(text, association.schema.id), text.positionAt(offset), json);
  if (!list) return null;
  const context = { analysis, offset };
  let items = list.items;
  for (const f of filters) items = f(context, items);
  return { ...list, items };
}

/** Keys of a script's Pedelec value: schema keywords (features/pedelec/completion.ts), or a tool's or a session's own keys. */
function completeValue(unit: CheckedUnit, start: ValueNode | undefined, offset: number): CompletionList | null {
  const { doc, association } = unit;
  const holder = holderOf(nodeAtOffset(start, offset));
  const items = scriptKeyCompletion(doc, association.schema.family, holder, ownKeys(unit, holder));
  return { isIncomplete: false, items };
}

/** A tool's keys (in a defineTool call or a session's `tools`) or a session's skills keys, with the schema's words. */
function ownKeys({ doc, association }: CheckedUnit, holder: TreeNode | undefined): Record<string, string> {
  const root = doc.root;
  const list = holder?.parent?.type === 'array' ? holder.parent.parent : undefined;
  const items =
    list?.type === 'property' && list.parent === root && association.schema.family === 'pedelec-skills'
      ? SKILLS_ITEMS[list.keyNode.value]
      : undefined;
  const schema = holder === root ? association.schema.schema : items ? schemaById(items)!.schema : undefined;
  const out: Record<string, string> = {};
  for (const [key, s] of Object.entries(schema?.properties ?? {})) {
    if (key === '$schema' || key === 'input' || typeof s !== 'object') continue;
    out[key] = s.markdownDescription ?? s.description ?? '';
  }
  return out;
}
