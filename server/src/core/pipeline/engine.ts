/**
 * What the pipeline runs: the rules and the source languages, in the manner of ESLint's Linter and its rules map.
 * Whoever starts toolschema (the language server's main, the CLI's, the ESLint plugin, the tests and the bench)
 * builds one from the registries (rules/index.ts, languages/registry.ts) and hands it down; nothing under them
 * imports the rule registry, so what runs is always the engine's rules (a test's own rule, settings that know only
 * its ids).
 */
import type { Rule } from '../model/rule';
import type { Language } from '../languages/language';

export interface Engine {
  readonly rules: readonly Rule[];
  /** The ids of `rules`: what settings may name (any other id is reported as unknown). */
  readonly ruleIds: ReadonlySet<string>;
  rule(id: string): Rule | undefined;
  readonly languages: readonly Language[];
  /** The language of an editor language id; any other id is read by the first language (JSON, in the registry). */
  languageFor(languageId: string): Language;
}

export function createEngine({ rules, languages }: { rules: readonly Rule[]; languages: readonly Language[] }): Engine {
  const byId = new Map(rules.map((r) => [r.meta.id, r]));
  return {
    rules,
    ruleIds: new Set(byId.keys()),
    rule: (id) => byId.get(id),
    languages,
    languageFor: (languageId) => languages.find((l) => l.languageIds.includes(languageId)) ?? languages[0],
  };
}
