/** Which files the CLI lints: explicit files as given; directories and globs walked for JSON/JSONC files. */
import { statSync } from 'node:fs';
import { glob, isDynamicPattern } from 'tinyglobby';
import * as path from 'node:path';

const IGNORE = ['**/node_modules/**', '**/.git/**'];

export class UsageError extends Error {}

/** Resolves the command-line targets to absolute file paths, in a stable order. `explicit` were named one by one. */
export async function collectFiles(targets: string[], cwd: string): Promise<{ files: string[]; explicit: Set<string> }> {
  const files = new Set<string>();
  const explicit = new Set<string>();
  for (const target of targets) {
    if (isDynamicPattern(target)) {
      for (const f of await glob(target, { cwd, absolute: true, ignore: IGNORE, dot: true })) files.add(path.resolve(f));
      continue;
    }
    const abs = path.resolve(cwd, target);
    let stat;
    try {
      stat = statSync(abs);
    } catch {
      throw new UsageError(`No such file or directory: ${target}`);
    }
    if (stat.isDirectory()) {
      const found = await glob(['**/*.json', '**/*.jsonc'], { cwd: abs, absolute: true, ignore: IGNORE, dot: true });
      for (const f of found) files.add(path.resolve(f));
    } else {
      files.add(abs);
      explicit.add(abs);
    }
  }
  return { files: [...files].sort(), explicit };
}
