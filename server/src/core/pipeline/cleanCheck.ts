/**
 * The fast path for a JSON document, as the CLI meets thousands of them: `JSON.parse` and a tree positioned by one
 * pass over the text in step with its value (json/valueTree.ts), then the analysis's stages as `analyze` runs them,
 * the validation and the provider rules reading the parsed value as is. The tree is the one the full parse builds,
 * so the analysis is the same, problems and positions (test/cli/fastPath.test.ts compares them on every fixture
 * and on fuzzed documents); a text the fast path cannot read in step (anything but strict JSON, a key given twice)
 * is left to `analyze`.
 */
import { analyzeParsed, type Analysis, type AnalyzeOptions } from './analyze';
import { SchemaDocument, type SourceText } from '../model/document';
import { jsonLanguage, jsonParsedFile } from '../languages/json/language';
import { jsonAdapter } from '../languages/json/adapter';
import { parseValueTree } from '../languages/json/valueTree';
import type { Settings } from '../settings/settings';

/** The analysis of a JSON document by the fast path, the same as `analyze` gives; undefined where it does not apply. */
export function fastAnalysis(source: SourceText, settings: Settings, options: AnalyzeOptions): Analysis | undefined {
  const { engine } = options;
  if (engine.languageFor(source.languageId) !== jsonLanguage || source.text.length > settings.maxFileSizeKB * 1024) return undefined;
  const parse = parseValueTree(source.text);
  if (!parse) return undefined;
  const doc = new SchemaDocument(source, jsonAdapter, { parse, value: { value: parse.value, units: parse.valueUnits } });
  return analyzeParsed(jsonParsedFile(doc, false), settings, options);
}
