/**
 * The core's ModuleHost for one CLI lint: the modules a script imports, `.json` files and `tsconfig.json`, named by
 * `file:` URI and read from disk with read.ts's limits (regular files only, at most MAX_FILE_BYTES). Any failure
 * means "not there": the core then skips what it would have evaluated. Each file is read once per lint, and the
 * text the core read is the one the CLI locates that file's problems in.
 */
import { fileURLToPath } from 'node:url';
import type { ModuleHost } from '../core/analyze';
import { readFileUri } from '../node/read';

export interface CachingHost extends ModuleHost {
  /** The text read for `uri`, if it was read and could be. */
  textOf(uri: string): string | undefined;
}

function readOrUndefined(uri: string, overlay: ReadonlyMap<string, string>): string | undefined {
  if (overlay.size) {
    try {
      const text = overlay.get(fileURLToPath(uri));
      if (text !== undefined) return text;
    } catch {
      return undefined; // not a file: URI
    }
  }
  return readFileUri(uri);
}

/** `overlay`: path → text read instead of the file's (the fixed texts of --fix-dry-run). */
export function fileSystemHost(overlay: ReadonlyMap<string, string> = new Map()): CachingHost {
  const texts = new Map<string, string | undefined>();
  const readFile = (uri: string) => {
    if (!texts.has(uri)) texts.set(uri, readOrUndefined(uri, overlay));
    return texts.get(uri);
  };
  return { readFile, textOf: (uri) => texts.get(uri) };
}

export const NO_FILES: CachingHost = { readFile: () => undefined, textOf: () => undefined };
