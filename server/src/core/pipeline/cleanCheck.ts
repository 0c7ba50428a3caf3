/**
 * The fast path for a document that has nothing to report, as the CLI meets thousands of them: its language's parse
 * without positions (JSON's: `JSON.parse` and languages/json/valueTree.ts), the compiled validator on the parsed
 * value, and the rules. Only when that finds nothing at all is its answer used; a document with any problem (or any
 * log line) is analysed again by `analyze` with positions, so what is reported is always the full path's; that
 * analysis runs only the rules that reported here (and no schema validation when it found nothing). The two agree
 * on every fixture and on fuzzed documents (test/unit/cleanCheck.test.ts, test/cli/fastPath.test.ts).
 */
import { analyzeParsed } from './analyze';
import type { Findings } from './check';
import type { Association } from './associate';
import { Budget } from '../model/budget';
import type { SourceText } from '../model/document';
import type { Engine } from './engine';
import type { Settings } from '../settings/settings';

/**
 * The fast path's verdict: clean (with the association), or not clean with what found something when that is
 * all the full analysis needs to look for again (`known`: the schema validation was clean, no rule failed or was
 * cut by the budget, nothing was logged). Undefined where the fast path does not apply.
 */
export function fastVerdict(
  source: SourceText,
  settings: Settings,
  engine: Engine,
): { clean: true; association: Association | undefined } | { clean: false; known?: Findings } | undefined {
  if (source.text.length > settings.maxFileSizeKB * 1024) return undefined;
  const parsed = engine.languageFor(source.languageId).parseWithoutPositions?.(source);
  if (!parsed) return undefined;
  let logged = false;
  const budget = new Budget();
  const record: Findings = { schema: false, rules: new Set() };
  const analysis = analyzeParsed(parsed, settings, {
    engine,
    log: () => (logged = true),
    budget,
    cleanOnly: true,
    record,
  });
  if (analysis.problems.length === 0 && !logged) return { clean: true, association: analysis.association };
  // A schema problem stopped the rules (cleanOnly): which of them would report is not known.
  return { clean: false, ...(!logged && !record.schema && !budget.truncated ? { known: record } : {}) };
}
