/**
 * Which files the CLI lints: explicit files as given; directories and globs walked for JSON/JSONC files and script
 * files (`.ts .tsx .mts .cts .js .jsx .mjs .cjs`), and Python files (`.py`: linted where they name an Arcade module).
 *
 * The walk is our own rather than tinyglobby's so that it can promise three things: it never follows a symbolic
 * link out of the linted folders (a link to `/` would walk the whole disk), it visits each real file once (a link
 * loop or a second link to the same file adds nothing), and an unreadable folder is reported by name instead of
 * being skipped in silence. Globs are matched with core/settings/glob.ts (linear time, like the editor's associations).
 */
import { lstatSync, readdirSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import * as path from 'node:path';
import { compileGlob, globProblem } from '../core/settings/glob';
import { kindOf, reasonOf } from '../node/read';
import { languageOfFile } from '../core/languages/registry';

/** Folders never walked into. */
const IGNORED_DIRECTORIES = new Set(['node_modules', '.git']);
/** A file some language reads (languages/registry.ts): JSON, scripts, Python. */
const isLinted = (file: string) => languageOfFile(file) !== undefined;
const GLOB_CHARACTERS = /[*?[{]/;

export class UsageError extends Error {}

export interface Collected {
  /** Absolute paths, sorted. */
  files: string[];
  /** The files named one by one on the command line. */
  explicit: Set<string>;
  /** `path: why` for each target, folder or file that could not be read: the run exits 2, after linting the rest. */
  problems: { path: string; why: string }[];
  /** Links not followed (out of the linted folders, or broken): said on stderr, not an error. */
  notes: { path: string; why: string }[];
  /** The globs and folders that matched no file (ESLint's "no files matched"). */
  unmatched: string[];
}

export async function collectFiles(targets: string[], cwd: string): Promise<Collected> {
  return collectFilesSync(targets, cwd);
}

/** The same, for a caller that cannot wait (an ESLint rule): the walk reads the disk synchronously anyway. */
export function collectFilesSync(targets: string[], cwd: string): Collected {
  const out: Collected = { files: [], explicit: new Set(), problems: [], notes: [], unmatched: [] };
  const seen = new Set<string>(); // real paths of the files and folders already visited
  const add = (file: string, real: string) => {
    if (seen.has(real)) return;
    seen.add(real);
    out.files.push(file);
  };
  const walks: { target: string; base: string; accept: (file: string) => boolean }[] = [];
  for (const target of targets) {
    if (GLOB_CHARACTERS.test(target)) {
      const why = globProblem(target);
      if (why) throw new UsageError(`${JSON.stringify(target)} is not a valid glob: ${why}.`);
      // A relative glob is matched against paths relative to cwd, so that glob characters in cwd mean nothing.
      const glob = path.posix.normalize(toPosix(target));
      const match = compileGlob(glob);
      const shown = (file: string) => toPosix(path.isAbsolute(glob) ? file : path.relative(cwd, file));
      walks.push({ target, base: path.resolve(cwd, staticBase(glob)), accept: (file) => match(shown(file)) });
      continue;
    }
    const abs = path.resolve(cwd, target);
    let stat: Stats;
    try {
      stat = statSync(abs);
    } catch (e) {
      out.problems.push({ path: abs, why: reasonOf(e) });
      continue;
    }
    if (stat.isDirectory()) walks.push({ target, base: abs, accept: (file) => isLinted(file) });
    else {
      // Regular or not: a FIFO or device named on the command line is refused when it is read (node/read.ts).
      out.explicit.add(abs);
      add(abs, realpathOr(abs));
    }
  }
  const roots = walks.flatMap((w) => {
    const real = realpathOr(w.base);
    return real ? [real] : [];
  });
  for (const w of walks) {
    let matched = 0;
    walk({ base: w.base, accept: (file) => w.accept(file) && ++matched > 0 }, roots, seen, add, out);
    if (matched === 0) out.unmatched.push(w.target);
  }
  out.files.sort();
  return out;
}

/** The leading folders of a glob that contain no glob characters: where its walk starts. */
function staticBase(glob: string): string {
  const segments = toPosix(glob).split('/');
  const fixed = segments.findIndex((s) => GLOB_CHARACTERS.test(s));
  return segments.slice(0, fixed).join('/') || (glob.startsWith('/') ? '/' : '.');
}

const toPosix = (p: string) => p.split(path.sep).join('/');

function realpathOr<T = string>(p: string, fallback: string | T = p): string | T {
  try {
    return realpathSync(p);
  } catch {
    return fallback;
  }
}

/**
 * `dir`'s entry `name`: `dir` is a resolved path (path.resolve or made here) and a listed name holds no separator, so
 * there is nothing for path.join to normalise; it was 7 % of a CLI run over 5,000 Python files.
 */
const entryOf = (dir: string, name: string) => (dir.endsWith(path.sep) ? dir + name : dir + path.sep + name);

const inside = (file: string, roots: string[]) => roots.some((r) => file === r || file.startsWith(r.endsWith(path.sep) ? r : r + path.sep));

/**
 * Walks `base` without recursion (a deep tree cannot overflow the stack). The entries' types come with the listing
 * (no lstat per entry), and the real path of a file or folder that is not a link is its folder's real path and its
 * name (no realpath per entry; links are never followed): on 7,000 files these calls were a tenth of the CLI's
 * time, and a realpath per folder was 1,655 system calls on the Python bench's 5,000 files.
 */
function walk(
  { base, accept }: { base: string; accept: (file: string) => boolean },
  roots: string[],
  seen: Set<string>,
  add: (file: string, real: string) => void,
  out: Collected,
): void {
  const pending = [{ dir: base, real: realpathOr(base) }];
  while (pending.length) {
    const { dir, real } = pending.pop()!;
    if (seen.has(real)) continue; // a folder reached twice (by two of the targets)
    seen.add(real);
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    } catch (e) {
      out.problems.push({ path: dir, why: `this folder cannot be read: ${reasonOf(e)}` });
      continue;
    }
    const subdirectories: { dir: string; real: string }[] = [];
    for (const dirent of entries) {
      const name = dirent.name;
      const entry = entryOf(dir, name);
      if (dirent.isSymbolicLink()) {
        // Never followed. A link to a place inside the linted folders adds nothing: its target is walked under its
        // own name. A link out of them (to `/`, say) would lint what nobody asked for.
        const target = realpathOr(entry, null);
        if (target === null) {
          if (isLinted(name)) out.notes.push({ path: entry, why: 'a broken symbolic link (or a link loop); skipped' });
        } else if (!inside(target, roots))
          out.notes.push({ path: entry, why: 'a symbolic link to a place outside the linted folders; not followed' });
        continue;
      }
      if (dirent.isDirectory()) {
        if (!IGNORED_DIRECTORIES.has(name)) subdirectories.push({ dir: entry, real: entryOf(real, name) });
      } else if (accept(entry)) {
        const realFile = entryOf(real, name);
        if (dirent.isFile()) add(entry, realFile);
        else if (!seen.has(realFile)) {
          seen.add(realFile); // named on the command line too: said once
          out.problems.push({ path: entry, why: `${kindOfEntry(entry)}, not a regular file; only regular files are linted` });
        }
      }
    }
    pending.push(...subdirectories.reverse());
  }
}

/** What a walked entry that is not a regular file is (a FIFO, a socket …). */
function kindOfEntry(entry: string): string {
  try {
    return kindOf(lstatSync(entry));
  } catch (e) {
    return reasonOf(e);
  }
}
