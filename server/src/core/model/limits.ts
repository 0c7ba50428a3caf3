/** Limits shared by every source language. */

/**
 * Deepest nesting of objects/arrays a document may have to be checked. The JSON language service overflows the
 * stack at roughly 2,000 levels (less while validating against a recursive schema); real tool definitions and args
 * schemas stay under 20.
 */
export const MAX_NESTING = 256;

export const BYTE_ORDER_MARK = '\uFEFF';
