/**
 * `--report-unused-disable-directives`, with ESLint's semantics: unused `toolschema-disable…` comments are errors
 * when asked for, and not reported otherwise (the editor always shows them, as hints).
 */
import { UNUSED_DIRECTIVE } from '../core/pipeline/suppressions';
import type { FileResult } from './format';

export function withUnusedDirectives(result: FileResult, report: boolean): FileResult {
  // Most results have no such problem: kept as they are, with no copy per file.
  if (!result.problems.some((p) => p.code === UNUSED_DIRECTIVE)) return result;
  const problems = report
    ? result.problems.map((p) => (p.code === UNUSED_DIRECTIVE ? { ...p, severity: 'error' as const } : p))
    : result.problems.filter((p) => p.code !== UNUSED_DIRECTIVE);
  return { ...result, problems };
}
