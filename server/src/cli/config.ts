/** The optional CLI config file: the same settings as the editor's `toolschema.*`. */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { parseSettings, type SettingsResult } from '../core/settings';
import { RULE_IDS } from '../core/rules';
import { UsageError } from './files';

export const CONFIG_FILE_NAMES = ['toolschema.config.json', '.toolschemarc.json'];

/** Reads `--config FILE`, or the first config file in `cwd`; defaults when there is none. */
export function loadConfig(cwd: string, explicit?: string): SettingsResult & { file?: string } {
  const file = explicit ? path.resolve(cwd, explicit) : CONFIG_FILE_NAMES.map((n) => path.join(cwd, n)).find(existsSync);
  if (!file) return parseSettings(undefined, RULE_IDS);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`Cannot read config file ${file}: ${(e as Error).message}`);
  }
  const errors: ParseError[] = [];
  const raw = parse(text, errors, { allowTrailingComma: true });
  if (errors.length) throw new UsageError(`Config file ${file} is not valid JSON: ${printParseErrorCode(errors[0].error)} at offset ${errors[0].offset}.`);
  return { ...parseSettings(raw, RULE_IDS), file };
}
