/**
 * Hover docs and completion, in the order they are asked: what a file's language declares it contributes
 * (`Language.contributes`, by name: the code is here, features sit above languages), then the families' own.
 */
import type { HoverContributor } from './hover';
import type { CompletionFilter, CompletionSource } from './completion';
import type { Analysis } from '../pipeline/analyze';
import type { CompletionContribution, HoverContribution } from '../languages/language';
import { pedelecKeywordHover } from './pedelec/hover';
import { arcadeHover } from './arcade/hover';
import { pedelecKeywordCompletion } from './pedelec/completion';
import { providerHover } from './provider/hover';
import { pythonHover } from './python/hover';
import { pythonCompletion } from './python/completion';

const HOVERS: Record<HoverContribution, HoverContributor> = { 'arcade-tool-function': pythonHover };
const COMPLETIONS: Record<CompletionContribution, CompletionSource> = { 'arcade-metadata-calls': pythonCompletion };

const contributions = (analysis: Analysis) => analysis.engine.languageFor(analysis.doc.languageId).contributes;

/** The hovers the file's language declares, first to answer wins. */
const languageHover: HoverContributor = (target) => {
  for (const name of contributions(target.analysis)?.hover ?? []) {
    const markdown = HOVERS[name](target);
    if (markdown) return markdown;
  }
  return undefined;
};

/** The completions the file's language declares, first to answer wins. */
const languageCompletion: CompletionSource = (analysis, offset) => {
  for (const name of contributions(analysis)?.completion ?? []) {
    const list = COMPLETIONS[name](analysis, offset);
    if (list) return list;
  }
  return undefined;
};

/** The family's own words first, then what the selected hosts make of the tool (both when both have something). */
const arcadeAndHosts: HoverContributor = (target) => {
  const parts = [arcadeHover(target), providerHover(target)].filter((p): p is string => p !== undefined);
  return parts.length ? parts.join('\n\n') : undefined;
};

export const HOVER_CONTRIBUTORS: readonly HoverContributor[] = [languageHover, pedelecKeywordHover, arcadeAndHosts];
export const COMPLETION_FILTERS: readonly CompletionFilter[] = [pedelecKeywordCompletion];
export const COMPLETION_SOURCES: readonly CompletionSource[] = [languageCompletion];
