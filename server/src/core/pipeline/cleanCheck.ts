/**
 * The fast path for a JSON document, as the CLI meets thousands of them: `JSON.parse` and a tree built from its
 * value, positioned in the text only when a span is first read (json/valueTree.ts: a file nothing is reported on
 * never is), then the analysis's stages as `analyze` runs them, the validation and the provider rules reading the
 * parsed value as is. Positioned, the tree is the one the full parse builds, so the analysis is the same, problems
 * and positions (test/cli/fastPath.test.ts compares them on every fixture
 * and on fuzzed documents); a text the fast path cannot read in step (anything but strict JSON, a key given twice)
 * is left to `analyze`.
 */
import { analyzeParsed, type Analysis, type AnalyzeOptions } from './analyze';
import type { SourceText } from '../model/document';
import type { Settings } from '../settings/settings';

/** The analysis of a document by its language's fast parse (JSON's), the same as `analyze` gives; undefined where it does not apply. */
export function fastAnalysis(source: SourceText, settings: Settings, options: AnalyzeOptions): Analysis | undefined {
  const { engine } = options;
  if (source.text.length > settings.maxFileSizeKB * 1024) return undefined;
  const parsed = engine.languageFor(source.languageId).parseFast?.(source);
  return parsed && analyzeParsed(parsed, settings, options);
}
