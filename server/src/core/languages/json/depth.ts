/**
 * A cheap, iterative check that runs before a JSON document is parsed: the parser (and the language service that
 * serves hover and completion) recurse once per nesting level, so a deeply nested document would overflow the
 * stack. The depth is measured without recursion, and nothing past MAX_NESTING is parsed.
 */
import { createScanner, SyntaxKind } from 'jsonc-parser';

import { MAX_NESTING } from '../../model/limits';
import type { Span } from '../../model/tree';
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, LF, OPEN_BRACE, OPEN_BRACKET, QUOTE, SLASH, STAR } from './charCodes';

/** Offset of the first `{` or `[` that opens level MAX_NESTING + 1, or undefined when the document is shallower. */
export function tooDeepAt(text: string, limit = MAX_NESTING): number | undefined {
  return fewOpenings(text, limit) || maxDepthAtMost(text, limit) ? undefined : deepestOpening(text, limit);
}

/**
 * The commonest answer, fastest: nesting cannot pass `limit` with no more brackets than that in the whole text
 * (real tool definitions have 20–230). Counted with indexOf, which skips the text between them natively.
 */
function fewOpenings(text: string, limit: number): boolean {
  let count = 0;
  for (const bracket of ['{', '[']) {
    for (let i = text.indexOf(bracket); i >= 0; i = text.indexOf(bracket, i + 1)) if (++count > limit) return false;
  }
  return true;
}

/**
 * The common answer, fast: true when no bracket outside strings and comments opens a level past `limit`.
 * A character loop, several times faster than the token scanner on large documents; when it says "too deep",
 * the scanner below confirms and locates the bracket.
 */
function maxDepthAtMost(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i++;
        else if (d === QUOTE || d === LF) break;
      }
    } else if (c === SLASH && text.charCodeAt(i + 1) === SLASH) {
      i = text.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === SLASH && text.charCodeAt(i + 1) === STAR) {
      i = text.indexOf('*/', i + 2);
      if (i < 0) break;
      i++;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return false;
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && depth > 0) depth--;
  }
  return true;
}

/** The exact answer, from jsonc-parser's scanner. */
export function deepestOpening(text: string, limit: number): number | undefined {
  const scanner = createScanner(text, false);
  let depth = 0;
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) {
    if (kind === SyntaxKind.OpenBraceToken || kind === SyntaxKind.OpenBracketToken) {
      if (++depth > limit) return scanner.getTokenOffset();
    } else if ((kind === SyntaxKind.CloseBraceToken || kind === SyntaxKind.CloseBracketToken) && depth > 0) depth--;
  }
  return undefined;
}

/**
 * The spans of the containers that open level `limit` + 1, each up to its closing bracket (or the end of the text
 * when it is never closed). Iterative, like the rest of this file.
 */
export function deepSpans(text: string, limit = MAX_NESTING): Span[] {
  const scanner = createScanner(text, false);
  const spans: Span[] = [];
  let depth = 0;
  let start = -1;
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) {
    if (kind === SyntaxKind.OpenBraceToken || kind === SyntaxKind.OpenBracketToken) {
      if (++depth === limit + 1) start = scanner.getTokenOffset();
    } else if ((kind === SyntaxKind.CloseBraceToken || kind === SyntaxKind.CloseBracketToken) && depth > 0) {
      if (depth-- === limit + 1) spans.push({ offset: start, length: scanner.getTokenOffset() + 1 - start });
    }
  }
  if (depth > limit) spans.push({ offset: start, length: text.length - start });
  return spans;
}

/**
 * The text with each deep span replaced by a number literal of the same length (`0` and spaces), so the parser
 * never recurses past `limit` and every other offset stays where it was.
 */
export function withoutDeepSpans(text: string, spans: readonly Span[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const s of spans) {
    parts.push(text.slice(at, s.offset), '0', ' '.repeat(s.length - 1));
    at = s.offset + s.length;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
