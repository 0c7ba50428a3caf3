/** Three output formats: ESLint-like text, ESLint's JSON shape, and SARIF 2.1.0. */
import type { Log, Result } from 'sarif';
import type { Rule } from '../core/model/rule';
import { sourcesOf } from '../core/rules/provider/profiles';
import type { ConstraintKind } from '../core/rules/provider/profiles/types';
import type { Severity } from '../core/model/problem';
import { docsPage } from '../core/model/problem';
import { asSentence, plural } from '../core/model/wording';
import { NOT_CHECKED } from '../core/pipeline/notices';
import { VERSION } from '../version';

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
  /** `--fix-dry-run`: the fixed text, when a fix applies (ESLint's `output`). */
  output?: string;
  /** Why no schema applies to a script file, said when the file was named on the command line. */
  skipped?: string;
  /** Problems written in other files (a constant imported from shared.ts); moved to those files before printing. */
  elsewhere?: { path: string; problems: LocatedProblem[] }[];
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

const SEVERITY_COLOR = { error: 31, warning: 33, info: 36, hint: 36 } as const;

export function formatText(results: FileResult[], relative: (p: string) => string, color = false): string {
  const paint = (code: number, s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const lines: string[] = [];
  for (const r of results) {
    if (r.output === undefined) continue;
    // --fix-dry-run: the fixed text, each line escaped and indented, so no line of it can pass for a log command.
    lines.push(`${escapePath(relative(r.path))} (fixed):`, ...r.output.split(/\r?\n/).map((l) => `  ${escapeText(l)}`));
  }
  const count = { error: 0, warning: 0, info: 0, hint: 0 };
  let linted = 0;
  let unchecked = 0;
  for (const r of results) {
    if (r.schemaId) linted++;
    if (!r.problems.length) continue;
    // The path once per file, not per problem (path.relative resolves both paths on every call).
    const file = escapePath(relative(r.path));
    let notFullyChecked = false;
    for (const p of r.problems) {
      count[p.severity]++;
      notFullyChecked ||= NOT_CHECKED.has(p.code);
      lines.push(
        `${file}:${p.line}:${p.column}  ${paint(SEVERITY_COLOR[p.severity], p.severity)}  ${escapeText(p.message)}  ${paint(2, escapeText(p.code))}`,
      );
    }
    if (notFullyChecked) unchecked++;
  }
  const total = count.error + count.warning + count.info + count.hint;
  lines.push(
    linted === 0 && total === 0
      ? 'No file was checked.' // never a tick: nothing was found to pass (the reason is on stderr)
      : total === 0
        ? `✔ ${plural(linted, 'file')} checked, no problems.`
        : `✖ ${plural(total, 'problem')} (${plural(count.error, 'error')}, ${plural(count.warning, 'warning')}, ${count.info + count.hint} info) in ${plural(linted, 'file')} checked${unchecked ? `, ${unchecked} of them not fully` : ''}.`,
  );
  return lines.join('\n') + '\n';
}

/** One file in ESLint's JSON formatter shape (`eslint -f json`), plus the schema that applied (`schemaId`). */
export interface EslintResult {
  filePath: string;
  messages: EslintMessage[];
  suppressedMessages: [];
  errorCount: number;
  fatalErrorCount: number;
  warningCount: number;
  fixableErrorCount: number;
  fixableWarningCount: number;
  /** `--fix-dry-run`: the fixed text. */
  output?: string;
  usedDeprecatedRules: [];
  schemaId?: string;
}

/** ESLint's message: severity 2 for an error, 1 for anything less (ESLint has no information level). */
export interface EslintMessage {
  ruleId: string;
  severity: 1 | 2;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * `-f json`: ESLint's JSON formatter shape, so tools that read `eslint -f json` read this too. Fixes are not listed
 * per message (no `fix`, fixable counts 0): `--fix-dry-run -f json` gives each fixed file's text as `output`.
 */
export function formatJson(results: FileResult[]): string {
  const eslint: EslintResult[] = results.map((r) => {
    const messages = r.problems.map((p): EslintMessage => ({
      ruleId: p.code,
      severity: p.severity === 'error' ? 2 : 1,
      message: p.message,
      line: p.line,
      column: p.column,
      endLine: p.endLine,
      endColumn: p.endColumn,
    }));
    const errorCount = messages.filter((m) => m.severity === 2).length;
    return {
      filePath: r.path,
      messages,
      suppressedMessages: [],
      errorCount,
      fatalErrorCount: 0,
      warningCount: messages.length - errorCount,
      fixableErrorCount: 0,
      fixableWarningCount: 0,
      ...(r.output !== undefined ? { output: r.output } : {}),
      usedDeprecatedRules: [],
      ...(r.schemaId !== undefined ? { schemaId: r.schemaId } : {}),
    };
  });
  return escapeJson(JSON.stringify(eslint, null, 2)) + '\n';
}

const SARIF_LEVEL = { error: 'error', warning: 'warning', info: 'note', hint: 'note' } as const;

/** `rules`: the engine's, each described in the log's driver. */
export function formatSarif(results: FileResult[], toUri: (p: string) => string, rules: readonly Rule[]): string {
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
            version: VERSION,
            semanticVersion: VERSION,
            rules: rules.map((rule) => ({
              id: rule.meta.id,
              shortDescription: { text: rule.meta.description },
              // No helpUri: the rule pages have no web address, and a file: URL of this machine helps nobody
              // reading the log elsewhere (code scanning). The page is named instead; a provider rule also names
              // the host documentation of each profile's constraint, with the day it was read.
              help: {
                text: `${asSentence(rule.meta.description)} See docs/rules/${pageOf(rule.meta.id)} in the toolschema package.${hostSources(rule.meta.id)}`,
              },
              ...(rule.meta.id.startsWith('provider/') ? { properties: { sources: sourcesOf(kindOf(rule.meta.id)) } } : {}),
            })),
          },
        },
        results: sarifResults,
      },
    ],
  };
  return escapeJson(JSON.stringify(log, null, 2)) + '\n';
}

const kindOf = (id: string) => id.slice('provider/'.length) as ConstraintKind;

/** ` Sources: openai-strict: https://… (read 2026-12-02); …` for a provider rule, else nothing. */
function hostSources(id: string): string {
  if (!id.startsWith('provider/')) return '';
  return ` Sources: ${sourcesOf(kindOf(id))
    .map((s) => `${s.profile}: ${s.url} (read ${s.read})`)
    .join('; ')}.`;
}
