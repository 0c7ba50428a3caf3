/** Family-specific hover docs and completion filters, in the order they are asked. */
import type { HoverContributor } from './hover';
import type { CompletionFilter, CompletionSource } from './completion';
import { pedelecKeywordHover } from './pedelec/hover';
import { arcadeHover } from './arcade/hover';
import { pedelecKeywordCompletion } from './pedelec/completion';
import { providerHover } from './provider/hover';
import { pythonHover } from './python/hover';
import { pythonCompletion } from './python/completion';

/** The family's own words first, then what the selected hosts make of the tool (both when both have something). */
const arcadeAndHosts: HoverContributor = (target) => {
  const parts = [arcadeHover(target), providerHover(target)].filter((p): p is string => p !== undefined);
  return parts.length ? parts.join('\n\n') : undefined;
};

export const HOVER_CONTRIBUTORS: readonly HoverContributor[] = [pythonHover, pedelecKeywordHover, arcadeAndHosts];
export const COMPLETION_FILTERS: readonly CompletionFilter[] = [pedelecKeywordCompletion];
export const COMPLETION_SOURCES: readonly CompletionSource[] = [pythonCompletion];
