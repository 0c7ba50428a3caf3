/**
 * The optional config file, read the same way by the CLI and the language server: the editor's `toolschema.*`
 * settings, plus `ignorePatterns` (files not linted) and `overrides` (rule severities for some files). Globs are
 * matched in the manner of `toolschema.associations` (core/settings/glob.ts, linear time), against paths relative to the
 * config's folder.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { anywherePattern } from '../core/pipeline/associate';
import { compileGlob, globProblem, type GlobMatcher } from '../core/settings/glob';
import { overlaySettings, parseSettings, type Settings, type SettingsResult } from '../core/settings/settings';
import { quote, SettingsProblems } from '../core/settings/settingsProblems';
import { tooDeepAt } from '../core/languages/json/depth';
import { MAX_NESTING } from '../core/model/limits';
import { RULE_IDS } from '../core/rules';
import { readRegularFile } from './read';

/** A config file that cannot be read or is not JSON: the CLI stops with this message, the server logs it. */
export class ConfigError extends Error {}

export const CONFIG_FILE_NAMES = ['toolschema.config.json', 'toolschema.config.jsonc', '.toolschemarc.json'];

export interface Override {
  files: string[];
  rules: Settings['rules'];
}

/**
 * Globs compiled once, each with the longest run of literal characters every path it matches must contain: 20,000
 * `ignorePatterns` over 300 files are 6 million cheap `includes` and a few real matches, not 6 million matches
 * (or compilations: the editor's matcher cache holds 1,000).
 */
interface CompiledGlob {
  literal: string;
  match: GlobMatcher;
}

function compileGlobs(globs: readonly string[]): CompiledGlob[] {
  return globs.flatMap((glob) => {
    try {
      const pattern = anywherePattern(glob);
      // Outside braces and brackets, characters other than * ? / match themselves (case-insensitively).
      const literal = pattern
        .toLowerCase()
        .replace(/\{[^}]*\}|\[[^\]]*\]/g, '/')
        .split(/[*?/{}[\]]+/)
        .reduce((a, b) => (b.length > a.length ? b : a), '');
      return [{ literal, match: compileGlob(pattern) }];
    } catch {
      return []; // refused when the config was read
    }
  });
}

/** True when one of the compiled globs matches `relative` (a POSIX path). */
const anyMatches = (globs: readonly CompiledGlob[], relative: string) => {
  const lower = relative.toLowerCase();
  return globs.some((g) => lower.includes(g.literal) && g.match(relative));
};

/** Settings as the CLI passes them to each file's lint (and to its workers): the overrides travel with them. */
export interface CliSettings extends Settings {
  overrides?: Override[];
  /** The folder override globs are relative to. */
  configDir?: string;
  /** The folders a script's imports may read, as directory URIs (moduleHost.ts projectRoots); unset: no limit. */
  projectRoots?: string[];
}

export interface Config extends SettingsResult {
  settings: CliSettings;
  file?: string;
  ignorePatterns: string[];
  /** The settings keys the file sets (the rest are defaults): what it changes of the editor's settings. */
  keys: string[];
  /** ignorePatterns, compiled once (made on first use). */
  ignoreMatchers?: CompiledGlob[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The config file in `dir`, if there is one (the first of CONFIG_FILE_NAMES). */
export const configFileIn = (dir: string): string | undefined => CONFIG_FILE_NAMES.map((n) => path.join(dir, n)).find(existsSync);

/** Reads `--config FILE`, or the first config file in `cwd`; defaults when there is none. */
export function loadConfig(cwd: string, explicit?: string): Config {
  const file = explicit ? path.resolve(cwd, explicit) : configFileIn(cwd);
  return file ? readConfig(file) : { ...parseSettings(undefined, RULE_IDS), ignorePatterns: [], keys: [] };
}

/** One config file, read and validated; throws ConfigError when it cannot be read or is not JSON. */
export function readConfig(file: string): Config {
  let text: string;
  try {
    text = readRegularFile(file);
  } catch (e) {
    throw new ConfigError(`Cannot read config file ${file}: ${(e as Error).message}.`);
  }
  text = text.replace(/^\uFEFF/, ''); // a byte-order mark, as editors on Windows write it: accepted, as in a tsconfig
  const deep = tooDeepAt(text);
  if (deep !== undefined)
    throw new ConfigError(
      `Config file ${file} nests objects or arrays more than ${MAX_NESTING} levels deep (at offset ${deep}); a config needs a few. Flatten it.`,
    );
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true });
  if (errors.length)
    throw new ConfigError(`Config file ${file} is not valid JSON: ${printParseErrorCode(errors[0].error)} at offset ${errors[0].offset}.`);
  const raw = tree && valueOf(tree);
  if (!isRecord(raw)) return { ...parseSettings(raw, RULE_IDS), file, ignorePatterns: [], keys: [] };
  const { $schema, ignorePatterns, overrides, ...editorSettings } = raw;
  void $schema; // the editor's, for validation and completion of this file
  const result = parseSettings(editorSettings, RULE_IDS);
  // Bounded like the editor's settings: 100,000 bad globs are a count and the first few, not 17 MB of stderr.
  const bounded = new SettingsProblems();
  const globs = globsOf(ignorePatterns, 'ignorePatterns', bounded);
  const settings = { ...result.settings, overrides: overridesOf(overrides, bounded), configDir: path.dirname(file) };
  const config: Config = {
    ...result,
    problems: [...result.problems, ...bounded.list()],
    file,
    ignorePatterns: globs,
    keys: Object.keys(editorSettings),
  };
  config.settings = settings;
  return config;
}

/**
 * The editor's settings with a config file's over them (the language server's order, see README › Settings): what
 * the file sets wins, rule by rule and glob by glob; what it leaves out stays the editor's. The overrides travel along.
 */
export function withConfig(editor: Settings, config: Config): CliSettings {
  return {
    ...overlaySettings(editor, config.settings, config.keys),
    overrides: config.settings.overrides,
    configDir: config.settings.configDir,
  };
}

function globsOf(value: unknown, name: string, problems: SettingsProblems): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.add(name, () => `${name} must be an array of globs.`);
    return [];
  }
  return value.filter((glob) => {
    const why = typeof glob === 'string' ? globProblem(glob) : 'not a string';
    if (why) problems.add(`${name.replace(/\[\d+\]/, '[…]')}: invalid globs`, () => `${name}: ${quote(glob)} is not a valid glob: ${why}.`);
    return !why;
  });
}

function overridesOf(value: unknown, problems: SettingsProblems): Override[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.add('overrides', () => 'overrides must be an array of { "files": [globs], "rules": { rule id: severity } }.');
    return [];
  }
  return value.flatMap((entry, i) => {
    if (!isRecord(entry) || !Array.isArray(entry.files)) {
      problems.add('overrides: invalid entries', () => `overrides[${i}] must be an object with "files" (an array of globs) and "rules".`);
      return [];
    }
    const rules = parseSettings({ rules: entry.rules ?? {} }, RULE_IDS);
    for (const p of rules.problems) problems.add('overrides: invalid rules', () => `overrides[${i}]: ${p}`);
    return [{ files: globsOf(entry.files, `overrides[${i}].files`, problems), rules: rules.settings.rules }];
  });
}

const relativePosix = (dir: string, file: string) => path.relative(dir, file).split(path.sep).join('/');

/** The settings for one file: the overrides whose globs match it applied in order (a later one wins). */
export function settingsFor(settings: CliSettings, file: string): Settings {
  if (!settings.overrides?.length) return settings; // most runs: no path to make relative
  const relative = relativePosix(settings.configDir ?? '.', file);
  const matching = (settings.overrides ?? []).filter((o) => anyMatches(compiledFiles(o), relative));
  if (!matching.length) return settings;
  return { ...settings, rules: Object.assign(Object.create(null), settings.rules, ...matching.map((o) => o.rules)) };
}

/** An override's `files`, compiled once per thread (overrides travel to the workers as plain data). */
const compiledOverrides = new WeakMap<Override, CompiledGlob[]>();
function compiledFiles(override: Override): CompiledGlob[] {
  let globs = compiledOverrides.get(override);
  if (!globs) compiledOverrides.set(override, (globs = compileGlobs(override.files)));
  return globs;
}

/** True when the config's `ignorePatterns` exclude the file. */
export function isIgnored(config: Config, file: string): boolean {
  if (!config.ignorePatterns.length) return false;
  config.ignoreMatchers ??= compileGlobs(config.ignorePatterns);
  return anyMatches(config.ignoreMatchers, relativePosix(config.file ? path.dirname(config.file) : '.', file));
}

/** The JSON value of a node, with objects that have no prototype: a glob named `__proto__` stays a key. */
function valueOf(node: Node): unknown {
  if (node.type === 'array') return (node.children ?? []).map(valueOf);
  if (node.type !== 'object') return node.value;
  const object: Record<string, unknown> = Object.create(null);
  for (const [key, value] of (node.children ?? []).map((p) => p.children ?? [])) if (key && value) object[key.value] = valueOf(value);
  return object;
}
