/**
 * Everything that reaches a terminal or a CI log from a linted file (names, keys, values, messages quoting them,
 * file paths) goes through here. A file must not be able to move the cursor, clear lines, inject OSC-8 links or
 * start a line of its own (a forged `::error file=…::` line is a GitHub Actions annotation).
 */

/**
 * C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the bidirectional controls (which can
 * reorder what a reader sees, "Trojan Source").
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** What JSON.stringify leaves raw inside strings (it escapes C0 controls; a raw C0 character is layout). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const hex = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Text for a terminal: every unsafe character written as a visible escape (`\n`, `\u001b`). */
export const escapeText = (s: string): string => s.replace(UNSAFE, (c) => SHORT[c] ?? hex(c));

/**
 * A path for the start of a text line: escaped, and prefixed with `./` unless it starts with a letter, a digit,
 * `.`, `/` or `_`, so that no file name can begin a line with `::` or anything a log reader treats as a command.
 */
export function escapePath(p: string): string {
  const s = escapeText(p);
  return /^[\p{L}\p{N}./_]/u.test(s) ? s : `./${s}`;
}

/**
 * JSON text (from JSON.stringify, which escapes C0 controls itself) with the remaining unsafe characters escaped
 * too; the result parses to the same value.
 */
export const escapeJson = (json: string): string => json.replace(UNSAFE_IN_JSON, hex);
