/** Runs the whole core on a test document and describes each diagnostic by code and the exact text it covers. */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { analyzeDoc, type TestAnalysis } from './core';
import { DEFAULT_SETTINGS, type Settings } from '../../server/src/core/settings/settings';
import { docFor } from './ruleTester';

export const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../../../test/fixtures', name), 'utf8');

export async function analyzeText(text: string, filename: string, settings: Settings = DEFAULT_SETTINGS): Promise<TestAnalysis> {
  return analyzeDoc(docFor(text, filename), settings);
}

/** `code «covered text»` per diagnostic, in document order. */
export async function diagnose(text: string, filename: string, settings: Settings = DEFAULT_SETTINGS): Promise<string[]> {
  const analysis = await analyzeText(text, filename, settings);
  return analysis.problems.map((p) => `${p.code} «${text.slice(p.span.offset, p.span.offset + p.span.length)}»`);
}

/** Replaces the first occurrence of `from` in `text`, failing loudly if it is not there. */
export function mutate(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`fixture does not contain ${from}`);
  return text.replace(from, to);
}
