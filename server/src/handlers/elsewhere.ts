/**
 * Problems a script's analysis finds in other files (a constant imported from shared.ts, a `.json` file used as an
 * args schema), kept per file they are written in and per open document that found them. A file's diagnostics are
 * its own problems and every open document's problems elsewhere (in it), each once. They last while the document that made
 * them is open, as an editor shows problems of open files.
 *
 * The same finding usually comes from many documents (a thousand tools importing one module find its mistake a
 * thousand times), so each file's findings are also kept once per problem, with a count of the documents that found
 * it: a file's diagnostics cost what it holds, never what every document found in it. Built again after each
 * document's analysis, they made that thousand-tool workspace quadratic (minutes of CPU and 340 MB of garbage).
 */
import type { Diagnostic } from 'vscode-languageserver';
import type { Analysis } from '../core/pipeline/analyze';
import { problemKey, type Problem } from '../core/model/problem';
import { LineIndex } from '../core/model/text';
import { toDiagnostic } from './lsp';
import type { Settings } from '../core/settings/settings';
import { withSeverities } from '../core/pipeline/severities';
import type { Engine } from '../core/pipeline/engine';

/** A problem found in a file, and how many of the documents' lists hold it. */
interface Finding {
  problem: Problem;
  count: number;
}

export class ElsewhereProblems {
  /** Source document → target file → problems found there. */
  private readonly bySource = new Map<string, ReadonlyMap<string, Problem[]>>();
  /** Target file → `problemKey` → the problem, once however many documents found it. */
  private readonly byTarget = new Map<string, Map<string, Finding>>();
  /** Source document → the files its analysis read; reversed on lookup. */
  private readonly reads = new Map<string, ReadonlySet<string>>();

  /** `settingsOf`: a file's settings (its config file's overrides), which its problems are shown with by `engine`'s rules. */
  constructor(
    private readonly engine: Engine,
    private readonly settingsOf: (uri: string) => Settings,
  ) {}

  /** Records what a document's analysis read and found elsewhere; returns the files whose problems elsewhere changed. */
  update(source: string, analysis: Pick<Analysis, 'reads' | 'elsewhere'>): string[] {
    this.reads.set(source, new Set(analysis.reads ?? []));
    const next = analysis.elsewhere ?? new Map<string, Problem[]>();
    const before = this.bySource.get(source) ?? new Map<string, Problem[]>();
    if (next.size) this.bySource.set(source, next);
    else this.bySource.delete(source);
    const changed: string[] = [];
    for (const target of new Set([...before.keys(), ...next.keys()])) {
      const a = (before.get(target) ?? []).map(problemKey).join('\n');
      const b = (next.get(target) ?? []).map(problemKey).join('\n');
      if (a === b) continue; // the same keys: what the index holds for them stands
      changed.push(target);
      this.count(target, before.get(target) ?? [], -1);
      this.count(target, next.get(target) ?? [], 1);
    }
    return changed;
  }

  /** The document closed: its problems elsewhere go; returns the files they were in. */
  forget(source: string): string[] {
    this.reads.delete(source);
    const before = this.bySource.get(source);
    this.bySource.delete(source);
    for (const [target, problems] of before ?? []) this.count(target, problems, -1);
    return before ? [...before.keys()] : [];
  }

  /** Adds (`by` 1) or removes (-1) one document's findings in `target` from the index. */
  private count(target: string, problems: readonly Problem[], by: 1 | -1): void {
    if (!problems.length) return;
    let findings = this.byTarget.get(target);
    if (!findings) this.byTarget.set(target, (findings = new Map()));
    for (const problem of problems) {
      const key = problemKey(problem);
      const finding = findings.get(key);
      if (by > 0) {
        if (finding) finding.count++;
        else findings.set(key, { problem, count: 1 });
      } else if (finding && --finding.count === 0) findings.delete(key);
    }
    if (!findings.size) this.byTarget.delete(target);
  }

  /** The documents whose analysis read `uri` (and so are stale when it changes). */
  readersOf(uri: string): string[] {
    return [...this.reads].filter(([, files]) => files.has(uri)).map(([source]) => source);
  }

  /** The documents that found problems in `target`. */
  sourcesOf(target: string): string[] {
    return [...this.bySource].filter(([, targets]) => targets.has(target)).map(([source]) => source);
  }

  /** Every finding in `target`, once, as diagnostics of its text. */
  diagnostics(target: string, text: string, except: ReadonlySet<string> = new Set()): Diagnostic[] {
    const findings = this.byTarget.get(target);
    if (!findings) return [];
    const problems: Problem[] = [];
    for (const [key, { problem }] of findings)
      if (!except.has(key) && problem.span.offset + problem.span.length <= text.length) problems.push(problem); // else gone stale with the text
    const lines = new LineIndex(text);
    return withSeverities(this.engine, problems, this.settingsOf(target)).map((p) => toDiagnostic(p, lines));
  }

  /** The keys of a document's own problems, so that a finding of the same problem is not shown twice. */
  static keys(problems: readonly Problem[]): Set<string> {
    return new Set(problems.map(problemKey));
  }
}
