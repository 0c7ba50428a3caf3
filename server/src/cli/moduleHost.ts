/**
 * The core's ModuleHost for one CLI lint: the modules a script imports, `.json` files and `tsconfig.json`, read
 * from disk with read.ts's limits (regular files only, at most MAX_FILE_BYTES). Any failure means "not there": the
 * core then skips what it would have evaluated. Each file is read once per lint, and the text the core read is the
 * one the CLI locates that file's problems in.
 */
import type { ModuleHost } from './coreStandIn';
import { readRegularFile } from './read';

export interface CachingHost extends ModuleHost {
  /** The text read for `path`, if it was read and could be. */
  textOf(path: string): string | undefined;
}

export function fileSystemHost(): CachingHost {
  const texts = new Map<string, string | undefined>();
  const readFile = (path: string) => {
    if (!texts.has(path)) {
      let text: string | undefined;
      try {
        text = readRegularFile(path);
      } catch {
        text = undefined;
      }
      texts.set(path, text);
    }
    return texts.get(path);
  };
  return { readFile, textOf: (path) => texts.get(path) };
}
