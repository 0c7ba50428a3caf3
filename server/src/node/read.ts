/**
 * Reading files, for the CLI and the language server alike, without being tricked: only regular files are read (a FIFO would block forever,
 * `/dev/zero` never ends), and never more than MAX_FILE_BYTES. The file is opened non-blocking and checked through
 * its descriptor, so it cannot be swapped for a FIFO between the check and the read.
 */
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, type Stats } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Largest file read (64 MiB). Beyond `maxFileSizeKB` a file gets syntax checks only, but it is still read. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** A file that cannot be read or written, with a reason a person understands (no stack, no raw errno text). */
export class FileError extends Error {}

/** A file that cannot be read. */
export class ReadError extends FileError {}

export function kindOf(stat: Stats): string {
  if (stat.isFIFO()) return 'a FIFO (named pipe)';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  if (stat.isDirectory()) return 'a directory';
  return 'not a regular file';
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  ELOOP: 'too many levels of symbolic links',
  ENXIO: 'a socket or device without a reader',
  EISDIR: 'a directory',
};

/** The reason for a failed file-system call, from its error code. */
export const reasonOf = (e: unknown): string => {
  const code = (e as NodeJS.ErrnoException).code;
  return (code && REASONS[code]) ?? (code ? `cannot be read (${code})` : String((e as Error).message ?? e));
};

export function readRegularFile(file: string, maxBytes = MAX_FILE_BYTES): string {
  return readRegularBytes(file, maxBytes).toString('utf8');
}

/** Files up to this size are read into one buffer kept for the next read: no buffer to allocate and collect per file. */
const SCRATCH_BYTES = 1024 * 1024;
let scratch: Buffer | undefined;

/** How a file is read. */
export interface ReadOptions {
  maxBytes?: number;
  /**
   * A walk listed it as a regular file (cli/files.ts: the directory entry's type): a file that fits the reused buffer
   * is then read with one `read` and no `fstat` (7,015 files: ~15 % of the reading). Still opened non-blocking, so a
   * file swapped for a FIFO since the walk cannot block the read; one swapped for a device fills the buffer and gets
   * the full check below. Files named on the command line are always checked before they are read.
   */
  walked?: boolean;
}

/**
 * A regular file's bytes, as readRegularFile reads them (and refuses the same files). The bytes of a small file are a
 * view of a buffer the next call overwrites: decode or copy them before reading another file.
 */
export function readRegularBytes(file: string, options: number | ReadOptions = {}): Buffer {
  const { maxBytes = MAX_FILE_BYTES, walked = false } = typeof options === 'number' ? { maxBytes: options } : options;
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw new ReadError(reasonOf(e));
  }
  try {
    const reused = (scratch ??= Buffer.allocUnsafe(SCRATCH_BYTES));
    let first = 0;
    if (walked) {
      // A read shorter than the buffer is the whole regular file. Empty: checked (a FIFO without a writer reads as empty).
      first = readSync(fd, reused, 0, Math.min(SCRATCH_BYTES, maxBytes + 1), null);
      if (first > 0 && first < SCRATCH_BYTES && first <= maxBytes) return reused.subarray(0, first);
    }
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new ReadError(`${kindOf(stat)}, not a regular file; only regular files are linted`);
    if (stat.size > maxBytes)
      throw new ReadError(`${stat.size.toLocaleString('en-US')} bytes, over the limit of ${maxBytes / 1024 / 1024} MiB; not read`);
    // The size fstat gave, and no more (one read where the file is as large as it said; a file that grows while
    // being read is read as it was, never for ever). Unzeroed: only the bytes read are ever decoded.
    const size = stat.size;
    const buffer = size <= SCRATCH_BYTES ? reused.subarray(0, size) : Buffer.allocUnsafe(size);
    // What the walked read already has (the file's start) is kept, not read again.
    let length = Math.min(first, size);
    if (length > 0 && size > SCRATCH_BYTES) reused.copy(buffer, 0, 0, length);
    for (let n; length < size && (n = readSync(fd, buffer, length, size - length, null)) > 0;) length += n;
    return buffer.subarray(0, length);
  } catch (e) {
    throw e instanceof ReadError ? e : new ReadError(reasonOf(e));
  } finally {
    closeSync(fd);
  }
}

/**
 * A `file:` URI's text as readRegularFile reads it, or undefined on any failure (a script's import that is not there).
 * `roots` (directory URIs): when given, a file whose real path (symbolic links followed) lies outside all of them is
 * not read either — a link inside the project must not lead a read out of it.
 */
export function readFileUri(uri: string, maxBytes = MAX_FILE_BYTES, roots?: readonly string[]): string | undefined {
  try {
    const file = fileURLToPath(uri);
    if (roots && !realPathInside(file, roots)) return undefined;
    return readRegularFile(file, maxBytes);
  } catch {
    return undefined; // not a file: URI, missing, unreadable, not a regular file, too large
  }
}

/** True when the file's real path lies in one of the root folders' real paths (throws when the file is missing). */
function realPathInside(file: string, roots: readonly string[]): boolean {
  const real = realpathSync(file);
  return roots.some((root) => {
    let dir: string;
    try {
      dir = realpathSync(fileURLToPath(root));
    } catch {
      return false;
    }
    const relative = path.relative(dir, real);
    return relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative);
  });
}

/** The largest module a script's import reads: no larger than any document the core reads. */
export const MAX_MODULE_BYTES = 10 * 1024 * 1024;

/**
 * A module a script imports, read as the CLI reads files (regular files only, checked through the open
 * descriptor, and only inside `roots`, the workspace's folders), for the server's thread and its analysis workers.
 */
export const readModuleFile = (uri: string, roots?: readonly string[]) => readFileUri(uri, MAX_MODULE_BYTES, roots);
