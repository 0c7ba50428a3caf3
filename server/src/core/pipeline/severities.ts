/**
 * Problems written in another file than the one analysed (a constant imported from shared.ts) are that file's: they
 * take the severities its settings give (its config overrides), in the CLI and the editor alike. The analysis of
 * a script runs every rule (`everyRuleOn`), so a rule off for the importer but on for the imported file is found,
 * and each file's problems are then shown with its own settings (`withSeverities`).
 */
import type { Problem } from '../model/problem';
import type { Settings } from '../settings/settings';
import { effectiveSeverity } from './check';
import type { SourceText } from '../model/document';
import { analyze, type Analysis, type AnalyzeOptions } from './analyze';
import type { Engine } from './engine';

/** A rule's severity in a file's settings; undefined when the rule is off there. */
function severityIn(engine: Engine, settings: Settings, p: Problem): Problem['severity'] | undefined {
  const rule = engine.rule(p.code);
  if (!rule) return p.severity; // syntax and schema problems have no setting
  const severity = effectiveSeverity(rule, settings);
  return severity === 'off' ? undefined : severity;
}

/** The problems with the severities `settings` give their rules; those of rules it turns off left out. */
export function withSeverities(engine: Engine, problems: readonly Problem[], settings: Settings): Problem[] {
  return problems.flatMap((p) => {
    const severity = severityIn(engine, settings, p);
    return severity ? [severity === p.severity ? p : { ...p, severity }] : [];
  });
}

/** `settings` with every rule it turns off on (as a warning): to find what another file's settings may want. */
export function everyRuleOn(engine: Engine, settings: Settings): Settings {
  const rules = Object.assign(Object.create(null), settings.rules) as Settings['rules'];
  for (const rule of engine.rules) if (effectiveSeverity(rule, settings) === 'off') rules[rule.meta.id] = 'warning';
  return { ...settings, rules };
}

/**
 * The analysis of a file as the server and the CLI both show it: a language whose values may be written in the
 * files it imports runs every rule, so a problem it finds in an imported file is there for that file's settings to
 * judge (`elsewhere`, shown with `withSeverities` by the caller); the file's own problems keep its own severities.
 */
export function analyzeForEveryFile(source: SourceText, settings: Settings, options: AnalyzeOptions): Analysis {
  const { engine } = options;
  if (!engine.languageFor(source.languageId).readsImports) return analyze(source, settings, options);
  const found = analyze(source, everyRuleOn(engine, settings), options);
  return { ...found, problems: withSeverities(engine, found.problems, settings) };
}
