/** The core's problems and spans as LSP values: the only place a Problem becomes a Diagnostic. */
import { DiagnosticSeverity, DiagnosticTag, type Diagnostic, type Range } from 'vscode-languageserver';
import type { Problem, Severity } from '../core/model/problem';
import type { LineIndex } from '../core/model/text';
import type { Span } from '../core/model/tree';
import { docsUrl } from '../docs';

export const SOURCE = 'toolschema';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

const TAGS = { unnecessary: DiagnosticTag.Unnecessary, deprecated: DiagnosticTag.Deprecated } as const;

export const rangeOf = (span: Span, lines: LineIndex): Range => ({
  start: lines.positionAt(span.offset),
  end: lines.positionAt(span.offset + span.length),
});

export function toDiagnostic(problem: Problem, lines: LineIndex): Diagnostic {
  return {
    range: rangeOf(problem.span, lines),
    severity: SEVERITY[problem.severity],
    source: SOURCE,
    code: problem.code,
    codeDescription: { href: docsUrl(problem.code) },
    message: problem.message,
    ...(problem.tags ? { tags: problem.tags.map((t) => TAGS[t]) } : {}),
  };
}

/** A client-sent `{ line, character }`, checked (a request's params are whatever the client wrote). */
export const isPosition = (p: unknown): p is { line: number; character: number } =>
  typeof p === 'object' && p !== null && Number.isInteger((p as any).line) && Number.isInteger((p as any).character);
