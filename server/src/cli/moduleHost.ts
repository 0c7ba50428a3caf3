/**
 * The core's ModuleHost for one CLI lint: the modules a script imports, `.json` files and `tsconfig.json`, named by
 * `file:` URI and read from disk with read.ts's limits (regular files only, at most MAX_FILE_BYTES). Any failure
 * means "not there": the core then skips what it would have evaluated. Each file is read once per lint, and the
 * text the core read is the one the CLI locates that file's problems in.
 */
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ModuleHost } from '../core/pipeline/analyze';
import { MAX_FILE_BYTES, readFileUri } from '../node/read';

export interface CachingHost extends ModuleHost {
  /** The text read for `uri`, if it was read and could be. */
  textOf(uri: string): string | undefined;
}

function readOrUndefined(uri: string, overlay: ReadonlyMap<string, string>, roots?: readonly string[]): string | undefined {
  if (overlay.size) {
    try {
      const text = overlay.get(fileURLToPath(uri));
      if (text !== undefined) return text;
    } catch {
      return undefined; // not a file: URI
    }
  }
  return readFileUri(uri, MAX_FILE_BYTES, roots);
}

/**
 * `overlay`: path → text read instead of the file's (the fixed texts of --fix-dry-run). `roots`: the folders
 * imports may read (projectRoots); a file outside them, or a link inside them leading out, is not read.
 */
export function fileSystemHost(overlay: ReadonlyMap<string, string> = NO_OVERLAY, roots?: readonly string[]): CachingHost {
  // Made at the first read: most files of a run (JSON) import nothing, and each gets a host.
  let texts: Map<string, string | undefined> | undefined;
  const readFile = (uri: string) => {
    texts ??= new Map();
    if (!texts.has(uri)) texts.set(uri, readOrUndefined(uri, overlay, roots));
    return texts.get(uri);
  };
  return { readFile, textOf: (uri) => texts?.get(uri), roots };
}

const NO_OVERLAY: ReadonlyMap<string, string> = new Map();

/**
 * The folders a run's imports may read, as directory URIs: the current folder, the config file's folder, each
 * folder named on the command line, and the config's `moduleRoots` (relative to the config file's folder, or to the
 * current folder without one). A `.ts` in a pull request must not make CI read (and quote) `~/.aws/…` or `/etc/…`.
 */
export function projectRoots(
  cwd: string,
  configFile: string | undefined,
  folders: readonly string[],
  moduleRoots: readonly string[],
): string[] {
  const base = configFile ? path.dirname(configFile) : cwd;
  const dirs = [cwd, base, ...folders, ...moduleRoots.map((folder) => path.resolve(base, folder))];
  return [...new Set(dirs.map((dir) => directoryUri(path.resolve(cwd, dir))))];
}

const directoryUri = (dir: string) => {
  const uri = pathToFileURL(dir).href;
  return uri.endsWith('/') ? uri : `${uri}/`;
};

export const NO_FILES: CachingHost = { readFile: () => undefined, textOf: () => undefined };
