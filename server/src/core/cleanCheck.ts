/**
 * The fast path for a JSON document that has nothing to report, as the CLI meets thousands of them: `JSON.parse`
 * and a tree without positions (json/valueTree.ts), the compiled validator on the parsed value, and the rules. Only
 * when that finds nothing at all is its answer used; a document with any problem (or any log line) is analysed again
 * by `analyze` with positions, so what is reported is always the full path's. The two agree on every fixture and on
 * fuzzed documents (test/unit/cleanCheck.test.ts, test/cli/fastPath.test.ts).
 */
import { analyze } from './analyze';
import type { Association } from './associate';
import { Budget } from './budget';
import { isScriptLanguage, SchemaDocument, type SourceText } from './document';
import { isPythonLanguage } from './languages';
import { jsonAdapter } from './json/adapter';
import { parseValueTree } from './json/valueTree';
import type { Rule } from './rule';
import { RULES } from './rules';
import type { Settings } from './settings';

/**
 * The document's association (undefined: no schema applies) when it is strict JSON and nothing is reported on it;
 * undefined when the full analysis must run (a script, a document over maxFileSizeKB, one JSON.parse refuses or
 * with a key given twice, or one with problems).
 */
export function cleanDocument(
  source: SourceText,
  settings: Settings,
  rules: readonly Rule[] = RULES,
): { association: Association | undefined } | undefined {
  if (isScriptLanguage(source.languageId) || isPythonLanguage(source.languageId) || source.text.length > settings.maxFileSizeKB * 1024)
    return undefined;
  const parse = parseValueTree(source.text);
  if (!parse) return undefined;
  const doc = new SchemaDocument(source, jsonAdapter, { parse, value: parse.value });
  let logged = false;
  const analysis = analyze(doc, settings, () => (logged = true), rules, new Budget());
  return analysis.problems.length === 0 && !logged ? { association: analysis.association } : undefined;
}
