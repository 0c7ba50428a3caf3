/** User settings shared by the editor (`toolschema.*`) and the CLI config file, with validation. */
import picomatch from 'picomatch';
import { schemaById } from './catalog';

export type SeverityName = 'off' | 'hint' | 'info' | 'warning' | 'error';
export const SEVERITY_NAMES: readonly SeverityName[] = ['off', 'hint', 'info', 'warning', 'error'];

export interface Settings {
  /** glob → schema id; wins over everything else. */
  associations: Record<string, string>;
  /** rule id → severity override. */
  rules: Record<string, SeverityName>;
  /** Recognise Arcade tool definitions by their content (root `fully_qualified_name` + `toolkit`). */
  detectByContent: boolean;
  /** Documents larger than this get syntax checks only. */
  maxFileSizeKB: number;
  /** Document URI → schema id picked in the editor for that one document (never read from a settings file). */
  schemaOverrides?: Readonly<Record<string, string>>;
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  associations: {},
  rules: {},
  detectByContent: true,
  maxFileSizeKB: 10240,
}) as Settings;

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
  const problems: string[] = [];
  const settings: Settings = { associations: {}, rules: {}, detectByContent: true, maxFileSizeKB: DEFAULT_SETTINGS.maxFileSizeKB };
  if (raw === undefined || raw === null) return { settings, problems };
  if (!isRecord(raw)) {
    problems.push('toolschema: settings must be an object; using the defaults.');
    return { settings, problems };
  }
  const { associations, rules, detectByContent, maxFileSizeKB } = raw;
  if (associations !== undefined) {
    if (!isRecord(associations)) problems.push('toolschema.associations must be an object of glob → schema id.');
    else
      for (const [glob, id] of Object.entries(associations)) {
        if (typeof id !== 'string' || !schemaById(id)) {
          problems.push(`toolschema.associations["${glob}"]: unknown schema id ${JSON.stringify(id)}.`);
        } else if (!isValidGlob(glob)) {
          problems.push(`toolschema.associations: "${glob}" is not a valid glob.`);
        } else settings.associations[glob] = id;
      }
  }
  if (rules !== undefined) {
    if (!isRecord(rules)) problems.push('toolschema.rules must be an object of rule id → severity.');
    else
      for (const [id, sev] of Object.entries(rules)) {
        if (!knownRuleIds.has(id)) problems.push(`toolschema.rules: unknown rule id "${id}".`);
        else if (typeof sev !== 'string' || !SEVERITY_NAMES.includes(sev as SeverityName)) {
          problems.push(`toolschema.rules["${id}"]: severity must be one of ${SEVERITY_NAMES.join(', ')}.`);
        } else settings.rules[id] = sev as SeverityName;
      }
  }
  if (detectByContent !== undefined) {
    if (typeof detectByContent !== 'boolean') problems.push('toolschema.detectByContent must be true or false.');
    else settings.detectByContent = detectByContent;
  }
  if (maxFileSizeKB !== undefined) {
    if (typeof maxFileSizeKB !== 'number' || !(maxFileSizeKB > 0)) problems.push('toolschema.maxFileSizeKB must be a positive number.');
    else settings.maxFileSizeKB = maxFileSizeKB;
  }
  return { settings, problems };
}

function isValidGlob(glob: string): boolean {
  if (glob.trim() === '') return false;
  try {
    picomatch.makeRe(glob, { strictBrackets: true });
    return true;
  } catch {
    return false;
  }
}
