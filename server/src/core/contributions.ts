/** Family-specific hover docs and completion filters, in the order they are asked. */
import type { HoverContributor } from './hover';
import type { CompletionFilter } from './completion';
import { pedelecKeywordHover } from './pedelec/hover';
import { arcadeHover } from './arcade/hover';
import { pedelecKeywordCompletion } from './pedelec/completion';
import { pythonHover } from './languages/python/hover';

export const HOVER_CONTRIBUTORS: readonly HoverContributor[] = [pythonHover, pedelecKeywordHover, arcadeHover];
export const COMPLETION_FILTERS: readonly CompletionFilter[] = [pedelecKeywordCompletion];
