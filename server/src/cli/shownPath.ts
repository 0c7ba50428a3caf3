/**
 * How a report names a file: relative to the working folder. A report names each file with problems (JUnit: every
 * file), and path.relative resolves and normalises both paths character by character on every call: 15–30 ms for the
 * first thousand calls of a run, while V8 still interprets it.
 */
import * as path from 'node:path';

/** A segment normalising would change (POSIX): empty (`//`, a trailing `/`), `.` or `..`. */
const UNNORMALISED = /\/\.{0,2}(?:\/|$)/;
const SLASH = 0x2f;

/**
 * `path.relative(cwd, p) || p`, with its answer for a folder kept: a linted file's path is absolute and normalised
 * (files.ts makes it with path.resolve, or a folder's path and a listed name), and the files of one folder come one
 * after another (sorted), so the answer for such a path is its folder's answer and its name. Any other path, the
 * working folder and the folders holding it (whose answer is a way up, `..`), and every path on Windows (case-blind,
 * two separators) take path.relative.
 */
export function relativeTo(cwd: string): (p: string) => string {
  const base = path.resolve(cwd);
  const posix = path.sep === '/';
  let folder: string | undefined;
  let folderShown = '';
  return (p) => {
    if (!posix || p.charCodeAt(0) !== SLASH || UNNORMALISED.test(p) || holds(p, base)) return path.relative(cwd, p) || p;
    const cut = p.lastIndexOf('/');
    const dir = cut === 0 ? '/' : p.slice(0, cut);
    if (dir !== folder) {
      folder = dir;
      folderShown = path.relative(cwd, dir);
    }
    const name = p.slice(cut + 1);
    return folderShown ? `${folderShown}/${name}` : name;
  };
}

/** `folder` is `inner` or holds it (both absolute and normalised). */
const holds = (folder: string, inner: string) =>
  inner.startsWith(folder) && (inner.length === folder.length || inner.charCodeAt(folder.length) === SLASH);
