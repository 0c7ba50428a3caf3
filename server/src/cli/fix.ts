/**
 * `--fix` and `--fix-dry-run`: every safe fix (the set `source.fixAll.toolschema` applies), written in place.
 *
 * The file is rewritten through its own inode (opened for writing, truncated, written), never replaced by a new
 * file renamed over it: its owner, mode, ACLs and hard links stay as they were, and a file the user may not write
 * cannot be swapped for one they own just because they may write its folder. Before anything is written the user's
 * right to write the file is checked, mode bits included (root may write a 0444 file, but a read-only file is
 * someone's decision, so --fix refuses it too). Just before the write the file is read again through the same
 * descriptor: if its content or mtime changed during the run (an editor saved it), it is left alone and the run says
 * so. The fixes' own edits keep the file's line endings (core/languages/json/edits.ts writes the file's EOL).
 */
import { accessSync, closeSync, constants, fstatSync, fsyncSync, ftruncateSync, openSync, readSync, statSync, writeSync } from 'node:fs';
import { fixAll, safeFixes } from '../core/features/fixes';
import type { Settings } from '../core/settings/settings';
import type { SourceText } from '../core/model/document';
import type { Engine, ModuleHost } from '../core/pipeline/analyze';
import { FileError, readRegularFile, reasonOf } from '../node/read';

export type FixMode = 'fix' | 'dry-run';

/** A file's text fixed, or undefined when no safe fix applies. */
/** `host`: the files a script imports (as the lint reads them), so --fix fixes what the lint reports. */
export function fixedText(source: SourceText, settings: Settings, engine: Engine, host?: ModuleHost): string | undefined {
  const { text } = source;
  const fixed = fixAll(source, settings, { engine, choose: safeFixes, host });
  return fixed === text ? undefined : fixed;
}

/** A fixed file that was not written (refused, or the write failed): reported as a problem of that file. */
/** A file --fix read but could not (or would not) write. */
export class WriteError extends FileError {}

/** A file that changed on disk between our read and our write: not overwritten. */
export class ChangedOnDiskError extends WriteError {}

/**
 * Why the running user may not write the file, or undefined when they may: the kernel's answer (access W_OK), and
 * for root, whom the kernel lets write anything, the mode bits: a file with no write bit is read-only on purpose.
 */
export function notWritable(file: string): string | undefined {
  let mode: number;
  try {
    mode = statSync(file).mode;
    accessSync(file, constants.W_OK);
  } catch (e) {
    return `you may not write it (${reasonOf(e)})`;
  }
  if (process.getuid?.() === 0 && (mode & 0o222) === 0)
    return `it is read-only (mode ${(mode & 0o777).toString(8).padStart(4, '0')}); make it writable first if it should be fixed`;
  return undefined;
}

/** Rewrites `file` (through a symbolic link: the target) in place with `text`, if it still holds `before` with `mtimeMs`. */
export function writeInPlace(file: string, text: string, before: string, mtimeMs: number): void {
  const refused = notWritable(file);
  if (refused) throw new WriteError(`--fix did not write this file: ${refused}; left unchanged`);
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDWR | constants.O_NONBLOCK);
  } catch (e) {
    throw new WriteError(`--fix could not write this file (${reasonOf(e)}); left unchanged`);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new WriteError('--fix did not write this file: it is no longer a regular file; left unchanged');
    if (stat.mtimeMs !== mtimeMs || readAll(fd, stat.size) !== before)
      throw new ChangedOnDiskError('--fix did not write this file: it changed on disk during the run (run --fix again)');
    const bytes = Buffer.from(text, 'utf8');
    ftruncateSync(fd, 0);
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written, bytes.length - written, written);
    fsyncSync(fd);
  } catch (e) {
    throw e instanceof FileError ? e : new WriteError(`--fix could not write this file (${reasonOf(e)}); it may be incomplete`);
  } finally {
    closeSync(fd);
  }
}

/** The file's text through an open descriptor, from its start. */
function readAll(fd: number, size: number): string {
  const buffer = Buffer.alloc(size + 1);
  let length = 0;
  for (let n; length < buffer.length && (n = readSync(fd, buffer, length, buffer.length - length, length)) > 0;) length += n;
  return buffer.toString('utf8', 0, length);
}

/** Reads a file with its mtime, taken before the read so that a write during the read is noticed later. */
export function readWithMtime(file: string): { text: string; mtimeMs: number } {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    mtimeMs = NaN;
  }
  return { text: readRegularFile(file), mtimeMs };
}
