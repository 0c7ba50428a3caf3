/**
 * An absolute POSIX path whose `file:` URI holds it unchanged: letters, digits, `_`, `-` and single dots inside
 * names, in `/`-separated segments — nothing a URI escapes and no `.`/`..` segment the URL parser would resolve. The
 * CLI makes the URI of such a path (node/fileUri.ts) and reads the path back (pipeline/analyze.ts pathOfUri) without
 * the URL parser, which ran for every file of a run.
 */
const PLAIN_PATH = /^(?:\/\.?[\w-]+(?:\.[\w-]+)*)+$/;

export const isPlainPath = (path: string): boolean => PLAIN_PATH.test(path);
