/**
 * Completion: property names and enum values from the bundled schema (through the language service), then
 * narrowed by family-specific filters (Pedelec offers only the keywords valid for the node's type).
 */
import type { CompletionItem, CompletionList } from 'vscode-json-languageservice';
import type { Analysis } from './analyze';
import { jsonLanguageService, serviceJson, serviceText, underSchemaUri } from './languageService';

export interface CompletionContext {
  analysis: Analysis;
  offset: number;
}

export type CompletionFilter = (context: CompletionContext, items: CompletionItem[]) => CompletionItem[];

export async function complete(analysis: Analysis, offset: number, filters: readonly CompletionFilter[]): Promise<CompletionList | null> {
  const { doc, association } = analysis;
  if (!association || analysis.limited) return null;
  const text = serviceText(doc);
  const list = await jsonLanguageService().doComplete(
    underSchemaUri(text, association.schema.id),
    text.positionAt(offset),
    serviceJson(doc),
  );
  if (!list) return null;
  const context = { analysis, offset };
  let items = list.items;
  for (const f of filters) items = f(context, items);
  return { ...list, items };
}
