/** `toolschema-lint -f json` (ESLint's JSON formatter shape) read back as per-file problems, for tests. */
import type { EslintResult } from '../../server/src/cli/format';

export interface LintedFile {
  path: string;
  schemaId?: string;
  output?: string;
  problems: { code: string; severity: 'error' | 'warning'; message: string; line: number; column: number }[];
}

export const lintJson = (stdout: string): LintedFile[] =>
  (JSON.parse(stdout) as EslintResult[]).map((r) => ({
    path: r.filePath,
    ...(r.schemaId !== undefined ? { schemaId: r.schemaId } : {}),
    ...(r.output !== undefined ? { output: r.output } : {}),
    problems: r.messages.map((m) => ({
      code: m.ruleId,
      severity: m.severity === 2 ? 'error' : 'warning',
      message: m.message,
      line: m.line,
      column: m.column,
    })),
  }));
