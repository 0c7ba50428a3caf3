/**
 * Completion: property names and enum values from the bundled schema (through the language service), then
 * narrowed by family-specific filters (Pedelec offers only the keywords valid for the node's type).
 */
import type { CompletionItem, CompletionList, Position } from 'vscode-json-languageservice';
import type { Analysis } from './analyze';
import { jsonLanguageService, underSchemaUri } from './languageService';
import { COMPLETION_FILTERS } from './contributions';

export interface CompletionContext {
  analysis: Analysis;
  offset: number;
}

export type CompletionFilter = (context: CompletionContext, items: CompletionItem[]) => CompletionItem[];


export async function complete(
  analysis: Analysis,
  position: Position,
  filters: readonly CompletionFilter[] = COMPLETION_FILTERS,
): Promise<CompletionList | null> {
  const { doc, association } = analysis;
  if (!association || analysis.limited) return null;
  const list = await jsonLanguageService().doComplete(underSchemaUri(doc.text, association.schema.id), position, doc.json);
  if (!list) return null;
  const context = { analysis, offset: doc.text.offsetAt(position) };
  let items = list.items;
  for (const f of filters) items = f(context, items);
  return { ...list, items };
}
