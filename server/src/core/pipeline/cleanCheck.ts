/**
 * The fast path for a JSON document, as the CLI meets thousands of them: `JSON.parse`, and a tree built from its
 * value only when something reads it and positioned in the text only when a span is first read (json/valueTree.ts),
 * then the analysis's stages as `analyze` runs them: association and the validation read the parsed value, and each
 * rule whose verdict finds the value clean is not run (check.ts), so a file nothing is reported on builds no tree
 * where every verdict says clean. Built, the tree is the one the full parse builds, so the analysis is the same,
 * problems and positions (test/cli/fastPath.test.ts compares them on every fixture and on fuzzed documents, and the
 * rule tables on every row); a text the fast path cannot read in step (anything but strict JSON, a key given twice)
 * is left to `analyze`. */
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
