/**
 * Problems written in another file than the one analysed (a constant imported from shared.ts into a.ts): reported
 * under the file where they are written, merged with that file's own problems, each shown once however many files
 * reach it.
 */
import type { Engine } from '../core/pipeline/engine';
import { fileURLToPath } from 'node:url';
import type { Problem } from '../core/model/problem';
import { LineIndex } from '../core/model/text';
import type { FileResult, LocatedProblem } from './format';
import type { Settings } from '../core/settings/settings';
import { withSeverities } from '../core/pipeline/severities';

/** 1-based lines and columns of the problems of one text. */
export function locate(problems: readonly Problem[], lines: () => LineIndex): LocatedProblem[] {
  return problems.map((p) => {
    const start = lines().positionAt(p.span.offset);
    const end = p.span.length ? lines().positionAt(p.span.offset + p.span.length) : start;
    return {
      line: start.line + 1,
      column: start.character + 1,
      endLine: end.line + 1,
      endColumn: end.character + 1,
      severity: p.severity,
      message: p.message,
      code: p.code,
    };
  });
}

/**
 * The analysis's problems in other files, by path, located in the text the core read (`textOf`, by URI), each
 * rule's problem with the severity that file's settings give it (`settingsOf`, the config's overrides for it) among
 * the engine's rules.
 */
export function locateElsewhere(
  elsewhere: ReadonlyMap<string, readonly Problem[]>,
  textOf: (uri: string) => string | undefined,
  settingsOf: (file: string) => Settings,
  engine: Engine,
): NonNullable<FileResult['elsewhere']> {
  const out: NonNullable<FileResult['elsewhere']> = [];
  for (const [uri, problems] of elsewhere) {
    const text = textOf(uri);
    if (text === undefined || !problems.length) continue;
    let file: string;
    try {
      file = fileURLToPath(uri);
    } catch {
      continue; // not a file: URI; the CLI reports files only
    }
    const shown = withSeverities(engine, problems, settingsOf(file));
    let lines: LineIndex | undefined;
    if (shown.length) out.push({ path: file, problems: locate(shown, () => (lines ??= new LineIndex(text))) });
  }
  return out;
}

const keyOf = (p: LocatedProblem) => [p.code, p.line, p.column, p.endLine, p.endColumn, p.message].join('\u0000');

/**
 * The results with every file's problems found from other files added to that file's result (one made for a file
 * not linted itself), each problem once, in line order; `excluded` files (ignorePatterns) get none. Sorted by path.
 */
export function mergeElsewhere(results: readonly FileResult[], excluded: (path: string) => boolean): FileResult[] {
  // A result without problems elsewhere (nearly every one) is kept as it is, not copied: only copies are changed below.
  const byPath = new Map<string, FileResult>(
    results.map((r) => {
      if (r.elsewhere === undefined) return [r.path, r];
      const { elsewhere, ...own } = r;
      return (void elsewhere, [own.path, own]);
    }),
  );
  const added = new Map<string, { seen: Set<string>; problems: LocatedProblem[] }>();
  for (const result of results)
    for (const { path, problems } of result.elsewhere ?? []) {
      if (excluded(path)) continue;
      const target = byPath.get(path) ?? { path, schemaId: result.schemaId, problems: [] };
      byPath.set(path, target);
      let into = added.get(path);
      if (!into) added.set(path, (into = { seen: new Set(target.problems.map(keyOf)), problems: [...target.problems] }));
      for (const p of problems) if (!into.seen.has(keyOf(p)) && into.seen.add(keyOf(p))) into.problems.push(p);
    }
  for (const [path, { problems }] of added)
    byPath.set(path, { ...byPath.get(path)!, problems: problems.sort((a, b) => a.line - b.line || a.column - b.column) });
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
