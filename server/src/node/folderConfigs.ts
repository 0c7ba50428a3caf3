/**
 * The config files the language server applies: for each document, the nearest `toolschema.config.json(c)` (or
 * `.toolschemarc.json`) in its folder or a parent, up to the workspace folder that holds it (a file outside every
 * workspace folder: its own folder only; nothing above a workspace is read). Read with the CLI's code (config.ts),
 * cached per folder, dropped when a watched config file changes.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Settings } from '../core/settings/settings';
import type { ConfigSource, AppliedConfig } from '../server';
import { CONFIG_FILE_NAMES, configFileIn, readConfig, settingsFor, withConfig, type Config } from './config';

const pathOf = (uri: string): string | undefined => {
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined; // not a file: URI (untitled, a virtual file system): no config file applies
  }
};

export class FolderConfigs implements ConfigSource {
  private roots: string[] = [];
  /** Folder → the config file that applies in it (found there or above), or null. */
  private readonly nearest = new Map<string, string | null>();
  /** Config file → what it says, or why it could not be read. */
  private readonly configs = new Map<string, Config | Error>();

  /** `ruleIds`: the engine's, which config files are validated against. */
  constructor(private readonly ruleIds: ReadonlySet<string>) {}

  setWorkspaceFolders(uris: readonly string[]): void {
    this.roots = uris.flatMap((u) => pathOf(u) ?? []);
    this.clear();
  }

  isConfigFile(uri: string): boolean {
    const file = pathOf(uri);
    return !!file && CONFIG_FILE_NAMES.includes(path.basename(file));
  }

  clear(): void {
    this.nearest.clear();
    this.configs.clear();
  }

  settingsFor(uri: string, editor: Settings): AppliedConfig {
    const file = pathOf(uri);
    const configFile = file && this.configFileFor(path.dirname(file));
    if (!file || !configFile) return { settings: editor };
    let config = this.configs.get(configFile);
    if (!config) {
      try {
        config = readConfig(configFile, this.ruleIds);
      } catch (e) {
        config = e as Error;
      }
      this.configs.set(configFile, config);
    }
    if (config instanceof Error) return { settings: editor, file: configFile, error: config.message };
    return { settings: settingsFor(withConfig(editor, config), file), file: configFile, problems: config.problems };
  }

  private configFileFor(dir: string): string | undefined {
    const root = this.roots
      .filter((r) => dir === r || dir.startsWith(r.endsWith(path.sep) ? r : r + path.sep))
      .sort((a, b) => b.length - a.length)[0];
    const found: string[] = [];
    let answer: string | null = null;
    for (let d = dir; ; d = path.dirname(d)) {
      const known = this.nearest.get(d);
      if (known !== undefined) {
        answer = known;
        break;
      }
      found.push(d);
      const here = configFileIn(d);
      if (here) {
        answer = here;
        break;
      }
      if (!root || d === root || path.dirname(d) === d) break;
    }
    for (const d of found) this.nearest.set(d, answer);
    return answer ?? undefined;
  }
}
