/**
 * `--fix` and `--fix-dry-run`: every safe fix (the set `source.fixAll.toolschema` applies), written atomically.
 *
 * The fixed text is written to a temporary file beside the original and renamed over it, so a reader never sees
 * half a file and a crash leaves the original whole. Just before the rename the file is read again: if its
 * content or mtime changed during the run (an editor saved it), it is left alone and the run says so. The fixes'
 * own edits keep the file's line endings (core/json/edits.ts writes the file's EOL) and never touch its end.
 */
import { closeSync, fsyncSync, openSync, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import * as path from 'node:path';
import { fixAll, safeFixes } from '../core/fixes';
import type { Settings } from '../core/settings';
import { ReadError, readRegularFile } from '../node/read';

export type FixMode = 'fix' | 'dry-run';

/** A file's text fixed, or undefined when no safe fix applies. */
export function fixedText(uri: string, languageId: string, text: string, settings: Settings): string | undefined {
  const fixed = fixAll({ uri, languageId, text }, settings, safeFixes);
  return fixed === text ? undefined : fixed;
}

/** A file that changed on disk between our read and our write: not overwritten. */
export class ChangedOnDiskError extends ReadError {}

/** Replaces `file` (through a symbolic link: the target) with `text`, if it still holds `before` with `mtimeMs`. */
export function writeAtomically(file: string, text: string, before: string, mtimeMs: number): void {
  const target = realpathSync(file);
  const mode = statSync(target).mode & 0o7777;
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.toolschema-${process.pid}.tmp`);
  let fd: number;
  try {
    fd = openSync(temp, 'wx', mode);
  } catch (e) {
    throw new ReadError(`cannot write the fixed file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); left unchanged`);
  }
  try {
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (statSync(target).mtimeMs !== mtimeMs || readRegularFile(target) !== before)
      throw new ChangedOnDiskError('it changed on disk during the run; not overwritten (run --fix again)');
    renameSync(temp, target);
  } catch (e) {
    try {
      unlinkSync(temp);
    } catch {
      // already renamed, or never made
    }
    throw e instanceof ReadError ? e : new ReadError(`cannot write the fixed file (${(e as Error).message}); left unchanged`);
  }
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
