/** Family-specific hover docs and completion filters, in the order they are asked. */
import type { HoverContributor } from './hover';
import type { CompletionFilter } from './completion';
import { pedelecKeywordHover } from './pedelec/hover';
import { arcadeHover } from './arcade/hover';
import { pedelecKeywordCompletion } from './pedelec/completion';

export const HOVER_CONTRIBUTORS: readonly HoverContributor[] = [pedelecKeywordHover, arcadeHover];
export const COMPLETION_FILTERS: readonly CompletionFilter[] = [pedelecKeywordCompletion];
