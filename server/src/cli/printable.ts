/**
 * Text from a file, made safe for a terminal: control characters (C0, DEL, C1), line and paragraph separators and
 * bidirectional overrides become `\uXXXX`, so a crafted name cannot move the cursor, recolour or reorder output.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

export const printable = (text: string) => text.replace(UNSAFE, escape);

/**
 * JSON for stdout: JSON.stringify already escapes C0 inside strings; the rest of UNSAFE can only occur inside
 * strings too, where `\uXXXX` is the same value.
 */
export const printableJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(/[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, escape);
