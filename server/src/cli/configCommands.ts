/** `--print-config <file>` and `--init`. */
import { languageIdOfFile } from '../core/languages/ids';
import { existsSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyze, type Engine } from '../core/pipeline/analyze';
import { CONFIG_FILE_NAMES, settingsFor, type CliSettings } from '../node/config';
import { escapeJson } from './escape';
import { readRegularFile } from '../node/read';

const REASONS = {
  override: 'chosen for this file in the editor',
  setting: 'toolschema.associations glob',
  $schema: 'the file\'s "$schema"',
  fileName: 'file name pattern',
  content: 'content',
} as const;

/** The effective settings for `file` and the schema it gets, with the reason, as JSON (exit 0; 2 when unreadable). */
export function printConfig(file: string, settings: CliSettings, out: (s: string) => void, engine: Engine): number {
  const effective = settingsFor(settings, file);
  const text = readRegularFile(file);
  const { association } = analyze({ uri: pathToFileURL(file).toString(), languageId: languageIdOfFile(file), text }, effective, { engine });
  const { overrides, configDir, ...shown } = effective as CliSettings;
  void overrides;
  void configDir;
  const schema = association
    ? { id: association.schema.id, reason: association.reason, why: `${REASONS[association.reason]}: ${association.detail}` }
    : null;
  out(escapeJson(JSON.stringify({ file, settings: shown, schema }, null, 2)) + '\n');
  return 0;
}

export const STARTER = `// toolschema-lint's config (and the editor's, for this folder). Comments and trailing commas are allowed.
// Every key is optional; see the README's "Command line" section.
{
  // Rule id → "off" | "hint" | "info" | "warning" | "error".
  "rules": {
    // "pedelec/unbounded-array": "off",
  },
  // Glob → schema id, for files whose names toolschema does not recognise.
  "associations": {
    // "tools/*.json": "arcade-tool-1.0",
  },
  // The modules whose import makes a .ts/.tsx/.js … file a Pedelec file (these two by default).
  // "pedelecModules": ["@kaoruisaac/pedelec", "pedelec"],
  // Files never linted.
  "ignorePatterns": [
    // "fixtures/**",
  ],
  // Rule severities for some files; a later entry wins.
  "overrides": [
    // { "files": ["legacy/**"], "rules": { "pedelec/unsupported-keyword": "warning" } },
  ],
}
`;

export const INIT_FILE = 'toolschema.config.jsonc';

/** Writes the starter config into `cwd`; refuses when a config file is there already. */
export function initConfig(cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  const existing = CONFIG_FILE_NAMES.find((n) => existsSync(path.join(cwd, n)));
  if (existing) {
    err(`toolschema-lint: ${existing} exists already; --init does not overwrite it.\n`);
    return 2;
  }
  try {
    writeFileSync(path.join(cwd, INIT_FILE), STARTER, { flag: 'wx' });
  } catch (e) {
    err(`toolschema-lint: cannot write ${INIT_FILE}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}.\n`);
    return 2;
  }
  out(`Wrote ${INIT_FILE}.\n`);
  return 0;
}
