/** The optional CLI config file: the same settings as the editor's `toolschema.*`. */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { parseSettings, type SettingsResult } from '../core/settings';
import { RULE_IDS } from '../core/rules';
import { UsageError } from './files';
import { readRegularFile } from './read';

export const CONFIG_FILE_NAMES = ['toolschema.config.json', '.toolschemarc.json'];

/** Reads `--config FILE`, or the first config file in `cwd`; defaults when there is none. */
export function loadConfig(cwd: string, explicit?: string): SettingsResult & { file?: string } {
  const file = explicit ? path.resolve(cwd, explicit) : CONFIG_FILE_NAMES.map((n) => path.join(cwd, n)).find(existsSync);
  if (!file) return parseSettings(undefined, RULE_IDS);
  let text: string;
  try {
    text = readRegularFile(file);
  } catch (e) {
    throw new UsageError(`Cannot read config file ${file}: ${(e as Error).message}.`);
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true });
  if (errors.length)
    throw new UsageError(`Config file ${file} is not valid JSON: ${printParseErrorCode(errors[0].error)} at offset ${errors[0].offset}.`);
  return { ...parseSettings(tree && valueOf(tree), RULE_IDS), file };
}

/** The JSON value of a node, with objects that have no prototype: a glob named `__proto__` stays a key. */
function valueOf(node: Node): unknown {
  if (node.type === 'array') return (node.children ?? []).map(valueOf);
  if (node.type !== 'object') return node.value;
  const object: Record<string, unknown> = Object.create(null);
  for (const [key, value] of (node.children ?? []).map((p) => p.children ?? [])) if (key && value) object[key.value] = valueOf(value);
  return object;
}
