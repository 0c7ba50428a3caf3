/**
 * Problems a script's analysis finds in other files (a constant imported from shared.ts, a `.json` file used as an
 * args schema), kept per file they are written in and per open document that found them. A file's diagnostics are
 * its own problems and every open document's problems elsewhere (in it), each once. They last while the document that made
 * them is open, as an editor shows problems of open files.
 */
import type { Diagnostic } from 'vscode-languageserver';
import type { Analysis } from '../core/pipeline/analyze';
import { problemKey, type Problem } from '../core/model/problem';
import { LineIndex } from '../core/model/text';
import { toDiagnostic } from './lsp';
import type { Settings } from '../core/settings/settings';
import { withSeverities } from '../core/pipeline/severities';
import type { Engine } from '../core/pipeline/engine';

export class ElsewhereProblems {
  /** Source document → target file → problems found there. */
  private readonly bySource = new Map<string, ReadonlyMap<string, Problem[]>>();
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
      if (a !== b) changed.push(target);
    }
    return changed;
  }

  /** The document closed: its problems elsewhere go; returns the files they were in. */
  forget(source: string): string[] {
    this.reads.delete(source);
    const before = this.bySource.get(source);
    this.bySource.delete(source);
    return before ? [...before.keys()] : [];
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
    const seen = new Set(except);
    const lines = new LineIndex(text);
    const out: Diagnostic[] = [];
    const settings = this.settingsOf(target);
    for (const targets of this.bySource.values()) {
      for (const p of withSeverities(this.engine, targets.get(target) ?? [], settings)) {
        const key = problemKey(p);
        if (seen.has(key) || p.span.offset + p.span.length > text.length) continue; // gone stale with the text
        seen.add(key);
        out.push(toDiagnostic(p, lines));
      }
    }
    return out;
  }

  /** The keys of a document's own problems, so that a finding of the same problem is not shown twice. */
  static keys(problems: readonly Problem[]): Set<string> {
    return new Set(problems.map(problemKey));
  }
}
