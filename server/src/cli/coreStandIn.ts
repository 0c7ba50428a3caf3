/**
 * STAND-IN until branch ts-core lands (docs: /work/notes/ts-contract.md): the two pieces of the core's TypeScript
 * path the CLI calls, typed as the contract says. Removed on the merge, when the CLI imports them from the core.
 */
import { analyze, type Analysis, type Logger } from '../core/analyze';
import type { SourceText } from '../core/document';
import type { Problem } from '../core/problem';
import { RULES } from '../core/rules';
import type { Settings } from '../core/settings';
import { Budget } from '../core/budget';

/** As in ts-core (server/src/core/typescript/program.ts): files named by `file:` URI. */
export interface ModuleHost {
  readFile(uri: string): string | undefined;
}

export type AnalysisWithElsewhere = Analysis & { elsewhere?: Map<string, Problem[]> };

export const mentionsPedelec = (text: string, modules: readonly string[]): boolean => modules.some((m) => m.length > 0 && text.includes(m));

export const analyzeWithHost = (source: SourceText, settings: Settings, log: Logger, host: ModuleHost): AnalysisWithElsewhere =>
  (analyze as (...args: unknown[]) => AnalysisWithElsewhere)(source, settings, log, RULES, new Budget(), host);
