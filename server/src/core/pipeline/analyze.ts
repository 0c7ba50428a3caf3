/**
 * The pipeline, one for every source language: limits → parse (the file's language) → for each unit: associate →
 * validate → rules → suppressions → placement (each problem in the file it is written in) → sort. Pure: no editor,
 * no connection, no fixes computed.
 */
import { associate } from './associate';
import type { SourceText } from '../model/document';
import type { Problem } from '../model/problem';
import type { Settings } from '../settings/settings';
import { emptyDocument, tooLarge } from './notices';
import { overSizeLimit } from '../model/text';
import { Budget } from '../model/budget';
import { suppressed } from './suppressions';
import { checkTree, failedProblem, guarded } from './check';
import { placed } from './placement';
import { isPlainPath } from '../model/plainPath';
import type { Analysis, CheckedUnit, Logger } from './analysis';
import type { ModuleHost, ParseContext, ParsedFile } from '../languages/language';
import type { Engine } from './engine';
import type { SchemaDocument } from '../model/document';
import type { JsonValue } from '../model/tree';
import { contentSketch } from './hostToolsShape';

export type { Analysis, CheckedUnit, Logger } from './analysis';
export { unitAt } from './analysis';
export { effectiveSeverity } from './check';
export type { Engine } from './engine';
export type { ModuleHost } from '../languages/language';

export interface AnalyzeOptions {
  /** The rules run and the languages that read files (pipeline/engine.ts), passed in by whoever started toolschema. */
  engine: Engine;
  log?: Logger;
  budget?: Budget;
  /** Reads the files a script imports; none read without it. */
  host?: ModuleHost;
}

/**
 * The path association matches against: the URI's path, for every scheme, without its `?query` and `#fragment`
 * (a `git:` document carries its ref in the query, a notebook cell its id in the fragment).
 */
export function pathOfUri(uri: string): string {
  // A plain file URI (what the CLI makes of most paths: node/fileUri.ts) is its path; the URL parser is 1 % of a run.
  if (uri.startsWith('file:///') && isPlainPath(uri.slice(7))) return uri.slice(7);
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri.replace(/[?#][\s\S]*$/, '');
  }
}

export function analyze(source: SourceText, settings: Settings, options: AnalyzeOptions): Analysis {
  const log = options.log ?? (() => undefined);
  const budget = options.budget ?? new Budget();
  const syntaxOnly = overSizeLimit(source.text, settings.maxFileSizeKB);
  const context: ParseContext = {
    settings,
    budget,
    host: options.host,
    syntaxOnly,
    guard(stage, doc, what) {
      let failure: Problem | undefined;
      const value = guarded(stage, `${what} of ${doc.uri}`, log, (e) => (failure = failedProblem(settings, what, e)));
      return { value, failure };
    },
  };
  return analyzeParsed(options.engine.languageFor(source.languageId).parse(source, context), settings, {
    ...options,
    log,
    budget,
    syntaxOnly,
  });
}

/** What association reads to tell a file by its content: the parse's own value where it has one (no tree built). */
function contentOf(doc: SchemaDocument): JsonValue | undefined {
  const parsed = doc.parsedValue();
  return parsed ? parsed.value : contentSketch(doc.root);
}

/** The stages after parsing, for a file already parsed (the CLI's fast path hands in a JSON tree without positions). */
export function analyzeParsed(
  parsed: ParsedFile,
  settings: Settings,
  { engine, log = () => undefined, budget = new Budget(), syntaxOnly = false }: AnalyzeOptions & { syntaxOnly?: boolean },
): Analysis {
  const { doc } = parsed;
  // The one place a document gets its schema.
  const association =
    parsed.association ??
    (parsed.byPath
      ? associate(pathOfUri(doc.uri), parsed.byPath.facts, settings, settings.schemaOverrides?.[doc.uri], () => contentOf(doc))
      : undefined);
  const limited = syntaxOnly ? 'too-large' : doc.tooDeepAt !== undefined ? 'too-deep' : undefined;
  const units: CheckedUnit[] = association ? parsed.units.map((u) => ({ doc: u.doc, association: u.association ?? association })) : [];
  if (!association) return { doc, engine, problems: [], units, reads: parsed.reads };
  let problems: Problem[];
  let elsewhere: Map<string, Problem[]> | undefined;
  if (syntaxOnly) {
    problems = [...parsed.problems, tooLarge(doc, settings)];
  } else {
    const found = [...parsed.problems];
    let truncated = parsed.truncated ?? false;
    for (const unit of units) {
      // A lone schema node (a script's `satisfies ToolArgsSchemaNode`) has no schema of its own: rules only.
      const checked = checkTree(unit, { settings, log, rules: engine.rules, budget }, !unit.doc.rootIsNode);
      truncated ||= checked.truncated;
      for (const p of checked.problems) found.push(p); // a spread of 100,000 arguments overflows the stack
    }
    const truncation = budget.truncation(); // one problem names whatever the budget made every stage skip
    if (truncation) found.push(truncation);
    const place = placed(found, parsed.placeOf);
    elsewhere = place.elsewhere;
    problems = suppressed(doc, place.here, engine.rules, truncated);
  }
  // No value and no syntax error: the same whether the file was parsed or, over the size limit, only scanned.
  const empty = syntaxOnly ? parsed.empty : units.some((u) => !u.doc.hasRoot);
  if (empty && !parsed.problems.length) problems.push(emptyDocument(association));
  problems.push(...(parsed.notices?.(association, limited !== undefined) ?? []));
  problems.sort((a, b) => a.span.offset - b.span.offset);
  // Set only when there is something: a clean file makes no empty object to spread.
  const analysis: Analysis = { doc, engine, association, limited, problems, units };
  if (elsewhere) analysis.elsewhere = elsewhere;
  if (parsed.reads) analysis.reads = parsed.reads;
  return analysis;
}
