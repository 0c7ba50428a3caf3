/** User settings shared by the editor (`toolschema.*`) and the CLI config file, with validation. */
import { globProblem } from './glob';
import { nearest } from '../model/nearest';
import { quote, SettingsProblems } from './settingsProblems';
import { SCHEMAS, schemaById } from '../model/catalog';
import { PROFILE_IDS } from './providers';
import { RENAMED_RULES } from './renamedRules';

export type SeverityName = 'off' | 'hint' | 'info' | 'warning' | 'error';
export const SEVERITY_NAMES: readonly SeverityName[] = ['off', 'hint', 'info', 'warning', 'error'];

export interface Settings {
  /** glob → schema id; wins over everything else. */
  associations: Record<string, string>;
  /** rule id → severity override. */
  rules: Record<string, SeverityName>;
  /** Recognise Arcade tool definitions (root `fully_qualified_name` + `toolkit`) and the hosts' tool files by their content. */
  detectByContent: boolean;
  /** Documents larger than this get syntax checks only. */
  maxFileSizeKB: number;
  /** Module names whose import makes a script file (.ts, .js …) a Pedelec file; a file naming none is not parsed. */
  pedelecModules: string[];
  /**
   * Folders, besides the project's own, that a script's imports may read (absolute, or relative to the project's
   * folder: the config file's folder in the CLI, the first workspace folder in the editor). Imports of files
   * anywhere else are not followed.
   */
  moduleRoots?: string[];
  /**
   * Provider profiles the tools are checked against (`openai-strict`, `mcp-2025-11-25` …). Unset: `openai-strict`
   * for Arcade definitions (what Arcade's converter sends OpenAI) and none for Pedelec.
   */
  providers?: string[];
  /**
   * The heap each of the language server's analysis workers may use, MB (the editor's setting only: a config file
   * does not size the server). Unset: node/analysisPool.ts WORKER_MEMORY_MB.
   */
  workerMemoryMB?: number;
  /** Document URI → schema id picked in the editor for that one document (never read from a settings file). */
  schemaOverrides?: Readonly<Record<string, string>>;
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  associations: {},
  rules: {},
  detectByContent: true,
  maxFileSizeKB: 10240,
  pedelecModules: Object.freeze(['@kaoruisaac/pedelec', 'pedelec']),
  moduleRoots: Object.freeze([]),
}) as unknown as Settings;

/** The smallest heap `workerMemoryMB` may give a worker (the analysis of a small file needs a few MB). */
export const MIN_WORKER_MEMORY_MB = 16;

export interface SettingsResult {
  settings: Settings;
  /** One sentence per rejected value, naming the setting; the rest keeps working. */
  problems: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Turns untrusted input (workspace settings, a config file) into Settings. Invalid entries are dropped with a
 * message; valid ones are kept. `knownRuleIds` lets the caller say which rule ids exist.
 */
export function parseSettings(raw: unknown, knownRuleIds: ReadonlySet<string>): SettingsResult {
  const problems = new SettingsProblems();
  // No prototype: a glob or rule id named `__proto__` is an ordinary key.
  const settings: Settings = {
    associations: Object.create(null),
    rules: Object.create(null),
    detectByContent: true,
    maxFileSizeKB: DEFAULT_SETTINGS.maxFileSizeKB,
    pedelecModules: [...DEFAULT_SETTINGS.pedelecModules],
    moduleRoots: [],
  };
  if (raw === undefined || raw === null) return { settings, problems: [] };
  if (!isRecord(raw)) return { settings, problems: ['toolschema: settings must be an object; using the defaults.'] };
  const { associations, rules, detectByContent, maxFileSizeKB, pedelecModules, moduleRoots, providers, workerMemoryMB } = raw;
  for (const key of Object.keys(raw)) {
    if (!KNOWN_KEYS.includes(key))
      problems.add(
        'toolschema: unknown settings',
        () => `toolschema.${quote(key).slice(1, -1)} is not a toolschema setting${suggestion(key, KNOWN_KEYS)}; it is ignored.`,
      );
  }
  if (associations !== undefined) {
    if (!isRecord(associations)) problems.add('associations', () => 'toolschema.associations must be an object of glob → schema id.');
    else
      for (const [glob, id] of Object.entries(associations)) {
        const why = typeof id === 'string' && schemaById(id) ? globProblem(glob) : undefined;
        if (typeof id !== 'string' || !schemaById(id)) {
          problems.add(
            'toolschema.associations: unknown schema ids',
            () =>
              `toolschema.associations[${quote(glob)}]: unknown schema id ${quote(id)}${suggestion(
                id,
                SCHEMAS.map((x) => x.id),
              )}; use one of ${SCHEMAS.map((x) => x.id).join(', ')}.`,
          );
        } else if (why) {
          problems.add(
            'toolschema.associations: invalid globs',
            () => `toolschema.associations: ${quote(glob)} is not a valid glob: ${why}.`,
          );
        } else settings.associations[glob] = id;
      }
  }
  if (rules !== undefined) {
    if (!isRecord(rules)) problems.add('rules', () => 'toolschema.rules must be an object of rule id → severity.');
    else
      for (const [id, sev] of Object.entries(rules)) {
        const renamed = Object.hasOwn(RENAMED_RULES, id) ? RENAMED_RULES[id] : undefined;
        if (!knownRuleIds.has(id) && !renamed)
          problems.add(
            'toolschema.rules: unknown rule ids',
            () => `toolschema.rules: unknown rule id ${quote(id)}${suggestion(id, [...knownRuleIds])}.`,
          );
        else if (typeof sev !== 'string' || !SEVERITY_NAMES.includes(sev as SeverityName)) {
          problems.add(
            'toolschema.rules: invalid severities',
            () => `toolschema.rules[${quote(id)}]: severity must be one of ${SEVERITY_NAMES.join(', ')} (a string), not ${quote(sev)}.`,
          );
        } else if (renamed) {
          // An old id keeps working: its severity goes to each rule it became, unless that rule is set itself.
          for (const to of renamed) if (!Object.hasOwn(rules, to)) settings.rules[to] = sev as SeverityName;
        } else settings.rules[id] = sev as SeverityName;
      }
  }
  if (detectByContent !== undefined) {
    if (typeof detectByContent !== 'boolean') problems.add('detectByContent', () => 'toolschema.detectByContent must be true or false.');
    else settings.detectByContent = detectByContent;
  }
  if (maxFileSizeKB !== undefined) {
    if (typeof maxFileSizeKB !== 'number' || !(maxFileSizeKB > 0))
      problems.add('maxFileSizeKB', () => 'toolschema.maxFileSizeKB must be a positive number.');
    else settings.maxFileSizeKB = maxFileSizeKB;
  }
  if (workerMemoryMB !== undefined && workerMemoryMB !== null) {
    if (!Number.isInteger(workerMemoryMB) || (workerMemoryMB as number) < MIN_WORKER_MEMORY_MB)
      problems.add(
        'workerMemoryMB',
        () => `toolschema.workerMemoryMB must be a whole number of megabytes, at least ${MIN_WORKER_MEMORY_MB}.`,
      );
    else settings.workerMemoryMB = workerMemoryMB as number;
  }
  if (pedelecModules !== undefined) settings.pedelecModules = modulesOf(pedelecModules, problems);
  if (moduleRoots !== undefined) settings.moduleRoots = foldersOf(moduleRoots, problems);
  // null (the editor's default) is unset: each family's default applies.
  if (providers !== undefined && providers !== null) settings.providers = providersOf(providers, problems);
  return { settings, problems: problems.list() };
}

/**
 * `base` with the values `over` sets (`keys`: the keys its source file wrote) on top: `rules` and `associations`
 * entry by entry (an entry of `over` wins), the other settings whole.
 */
export function overlaySettings(base: Settings, over: Settings, keys: readonly string[]): Settings {
  const merged: Settings = { ...base };
  for (const key of keys) {
    if (key === 'rules') merged.rules = Object.assign(Object.create(null), base.rules, over.rules);
    else if (key === 'associations') merged.associations = Object.assign(Object.create(null), base.associations, over.associations);
    else if (key === 'detectByContent' || key === 'maxFileSizeKB') (merged[key] as unknown) = over[key];
    else if (key === 'pedelecModules') merged.pedelecModules = over.pedelecModules;
    else if (key === 'providers') merged.providers = over.providers;
  }
  return merged;
}

/** The settings' keys; `trace` is VS Code's (`toolschema.trace.server`), read by the client. */
// `trace` and `logLevel` are read by the editor's client, not by the checks.
const KNOWN_KEYS = [
  'associations',
  'rules',
  'detectByContent',
  'maxFileSizeKB',
  'pedelecModules',
  'moduleRoots',
  'providers',
  'workerMemoryMB',
  'trace',
  'logLevel',
];

/** `providers`: known profile ids, each once; an unknown one is dropped with a message naming the known ones. */
export function providersOf(value: unknown, problems: SettingsProblems): string[] {
  if (!Array.isArray(value)) {
    problems.add(
      'providers',
      () => `toolschema.providers must be an array of profile names, such as ["openai-strict"]; one of ${PROFILE_IDS.join(', ')}.`,
    );
    return [];
  }
  const kept = new Set<string>();
  for (const id of value) {
    if (typeof id === 'string' && (PROFILE_IDS as readonly string[]).includes(id)) kept.add(id);
    else
      problems.add(
        'toolschema.providers: unknown profiles',
        () => `toolschema.providers: unknown profile ${quote(id)}${suggestion(id, PROFILE_IDS)}; use one of ${PROFILE_IDS.join(', ')}.`,
      );
  }
  return [...kept];
}

/** `moduleRoots`: folder paths (non-empty strings), each once; anything else is dropped with a message. */
function foldersOf(value: unknown, problems: SettingsProblems): string[] {
  if (!Array.isArray(value)) {
    problems.add('moduleRoots', () => 'toolschema.moduleRoots must be an array of folder paths, such as ["../shared"].');
    return [];
  }
  const kept = new Set<string>();
  for (const folder of value) {
    if (typeof folder === 'string' && folder.trim() !== '' && !folder.includes('\0')) kept.add(folder);
    else
      problems.add(
        'toolschema.moduleRoots: invalid folders',
        () => `toolschema.moduleRoots: ${quote(folder)} is not a folder path (a non-empty string); it is ignored.`,
      );
  }
  return [...kept];
}

/**
 * `pedelecModules`: the valid names, each once. Not an array: the defaults. An empty array is allowed and means no
 * script file is checked; an entry that is not a name (a string, not empty, no spaces) is dropped with a message.
 */
function modulesOf(value: unknown, problems: SettingsProblems): string[] {
  if (!Array.isArray(value)) {
    problems.add('pedelecModules', () => `toolschema.pedelecModules must be an array of module names, such as ["@kaoruisaac/pedelec"].`);
    return [...DEFAULT_SETTINGS.pedelecModules];
  }
  const kept = new Set<string>();
  for (const name of value) {
    if (typeof name === 'string' && /^\S+$/.test(name)) kept.add(name);
    else
      problems.add(
        'toolschema.pedelecModules: invalid module names',
        () =>
          `toolschema.pedelecModules: ${quote(name)} is not a module name (a non-empty string without spaces, such as "@kaoruisaac/pedelec"); it is ignored.`,
      );
  }
  return [...kept];
}

/** ` (did you mean "x"?)` for a near miss (a typo, or a different case), else nothing. */
function suggestion(value: unknown, candidates: readonly string[]): string {
  const meant = typeof value === 'string' ? nearest(value, candidates) : undefined;
  return meant ? ` (did you mean "${meant}"?)` : '';
}
