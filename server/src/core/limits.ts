/**
 * Cheap, iterative checks that run before the language service parses a document. Its parser and validator
 * recurse once per nesting level, so a deeply nested document would overflow the stack; we measure the depth
 * with jsonc-parser's scanner (no recursion) and refuse to parse past MAX_NESTING.
 */
import { createScanner, SyntaxKind } from 'jsonc-parser';

/**
 * Deepest nesting of objects/arrays we parse. The language service overflows the stack at roughly 2,000 levels
 * (less while validating against a recursive schema); real tool definitions and args schemas stay under 20.
 */
export const MAX_NESTING = 256;

/** Offset of the first `{` or `[` that opens level MAX_NESTING + 1, or undefined when the document is shallower. */
export function tooDeepAt(text: string, limit = MAX_NESTING): number | undefined {
  const scanner = createScanner(text, false);
  let depth = 0;
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) {
    if (kind === SyntaxKind.OpenBraceToken || kind === SyntaxKind.OpenBracketToken) {
      if (++depth > limit) return scanner.getTokenOffset();
    } else if ((kind === SyntaxKind.CloseBraceToken || kind === SyntaxKind.CloseBracketToken) && depth > 0) depth--;
  }
  return undefined;
}

export const BYTE_ORDER_MARK = '\uFEFF';
