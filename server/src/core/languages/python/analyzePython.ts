/**
 * The Python path of an analysis: each tool of the file is one unit, an Arcade ToolDefinition tree with spans in
 * the Python text, checked against `arcade-tool-current` like a JSON definition (schema, `arcade/…` rules, and the
 * `arcade-python/…` rules for faults only the Python shows). A file that does not name an Arcade module is not parsed.
 */
import type { Association } from '../../associate';
import { schemaById } from '../../catalog';
import { checkTree, failedProblem, guarded, type Analysis, type Logger, type ScriptUnit } from '../../check';
import { SchemaDocument, type SourceText } from '../../document';
import type { Budget } from '../../budget';
import { problemKey, type Problem } from '../../problem';
import type { Rule } from '../../rule';
import type { Settings } from '../../settings';
import type { SourceAdapter } from '../../source';
import { tooLarge } from '../../notices';
import { overSizeLimit } from '../../text';
import { pythonEdits } from './edits';
import { namesArcade, parsePythonFile } from './index';
import { moduleReader } from './imports';
import { NO_FILES, type ModuleHost } from '../../typescript/program';

export const pythonAdapter: SourceAdapter = {
  tooDeepAt: () => undefined,
  parse: () => ({ problems: [] }), // parsed once by analyzePython, which hands each unit its tree
  edits: pythonEdits,
};

const association = (): Association => ({
  schema: schemaById('arcade-tool-current')!,
  reason: 'content',
  detail: 'an Arcade tool written in Python',
});

export function analyzePython(
  source: SourceText,
  settings: Settings,
  log: Logger,
  rules: readonly Rule[],
  budget: Budget,
  host: ModuleHost = NO_FILES,
): Analysis {
  const doc = new SchemaDocument(source, pythonAdapter, { parse: { problems: [] } });
  if (!namesArcade(source.text)) return { doc, problems: [] };
  if (overSizeLimit(source.text, settings.maxFileSizeKB)) return { doc, association: association(), problems: [tooLarge(doc, settings)] };
  const problems: Problem[] = [];
  const dependencies: string[] = []; // the modules read for imported types: the analysis is stale when one changes
  const parsed = guarded(
    () => parsePythonFile(source.text, moduleReader(source.uri, host, dependencies)),
    `reading the tools of ${source.uri}`,
    log,
    (e) => {
      const failed = failedProblem(doc, settings, "the reading of the file's Arcade tools", e);
      if (failed) problems.push(failed);
    },
  );
  const units: ScriptUnit[] = [];
  for (const unit of parsed?.units ?? []) {
    const unitDoc = new SchemaDocument(source, pythonAdapter, { parse: { root: unit.root, problems: [] } });
    units.push({ doc: unitDoc, association: association() });
    problems.push(...checkTree(unitDoc, association(), settings, log, rules, budget).problems);
  }
  const truncation = budget.truncation();
  if (truncation) problems.push(truncation);
  const seen = new Set<string>();
  const unique = problems.filter((p) => !seen.has(problemKey(p)) && !!seen.add(problemKey(p)));
  unique.sort((a, b) => a.span.offset - b.span.offset);
  return { doc, association: association(), problems: unique, units, dependencies };
}
