/** The three output formats: ESLint-like text, JSON, and SARIF 2.1.0. */
import type { Log, Result } from 'sarif';
import { RULES } from '../core/rules';
import type { Severity } from '../core/problem';
import { docsPage } from '../core/problem';
import { plural } from '../core/wording';

const pageOf = (code: string) => {
  const { file, anchor } = docsPage(code);
  return `${file}#${anchor}`;
};
import { escapeJson, escapePath, escapeText } from './escape';

export interface FileResult {
  path: string;
  /** The schema id that applied, or undefined when no schema applies. */
  schemaId?: string;
  problems: LocatedProblem[];
}

/** A problem as the CLI prints it: 1-based lines and columns. */
export interface LocatedProblem {
  line: number; // 1-based
  column: number; // 1-based
  endLine: number;
  endColumn: number;
  severity: Severity;
  message: string;
  code: string;
}

export function formatText(results: FileResult[], relative: (p: string) => string): string {
  const lines: string[] = [];
  const count = { error: 0, warning: 0, info: 0, hint: 0 };
  for (const r of results) {
    for (const p of r.problems) {
      count[p.severity]++;
      lines.push(`${escapePath(relative(r.path))}:${p.line}:${p.column}  ${p.severity}  ${escapeText(p.message)}  ${escapeText(p.code)}`);
    }
  }
  const linted = results.filter((r) => r.schemaId).length;
  const total = count.error + count.warning + count.info + count.hint;
  lines.push(
    total === 0
      ? `✔ ${plural(linted, 'file')} checked, no problems.`
      : `✖ ${plural(total, 'problem')} (${plural(count.error, 'error')}, ${plural(count.warning, 'warning')}, ${count.info + count.hint} info) in ${plural(linted, 'file')} checked.`,
  );
  return lines.join('\n') + '\n';
}

export const formatJson = (results: FileResult[]) => escapeJson(JSON.stringify(results, null, 2)) + '\n';

const SARIF_LEVEL = { error: 'error', warning: 'warning', info: 'note', hint: 'note' } as const;

export function formatSarif(results: FileResult[], toUri: (p: string) => string): string {
  const sarifResults: Result[] = results.flatMap((r) =>
    r.problems.map((p) => ({
      ruleId: p.code,
      level: SARIF_LEVEL[p.severity],
      message: { text: p.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: toUri(r.path) },
            region: { startLine: p.line, startColumn: p.column, endLine: p.endLine, endColumn: p.endColumn },
          },
        },
      ],
    })),
  );
  const log: Log = {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [
      {
        tool: {
          driver: {
            name: 'toolschema-lint',
            rules: RULES.map((rule) => ({
              id: rule.meta.id,
              shortDescription: { text: rule.meta.description },
              // No helpUri: the rule pages have no web address, and a file: URL of this machine helps nobody
              // reading the log elsewhere (code scanning). The page is named instead.
              help: { text: `${rule.meta.description}. See docs/rules/${pageOf(rule.meta.id)} in the toolschema package.` },
            })),
          },
        },
        results: sarifResults,
      },
    ],
  };
  return escapeJson(JSON.stringify(log, null, 2)) + '\n';
}
