/**
 * `toolschema/script-not-parsed`: a script that names a Pedelec module but that babel cannot parse, said at the
 * place it stopped, so that such a file is never taken for one without Pedelec values (and passed unchecked).
 */
import type { Problem } from '../../model/problem';
import type { Span } from '../../model/tree';
import type { ParseFailure } from './parser';
import { characterSpanAt } from '../../model/text';

export const SCRIPT_NOT_PARSED = 'toolschema/script-not-parsed';

export function scriptNotParsed(text: string, failure: ParseFailure): Problem {
  if (failure.kind === 'syntax')
    return {
      code: SCRIPT_NOT_PARSED,
      severity: 'warning',
      span: characterSpanAt(text, failure.offset),
      message: `toolschema could not parse this file (${failure.message}), so none of its Pedelec values are checked. Correct the syntax here.`,
    };
  const deepest = deepestBracket(text);
  return {
    code: SCRIPT_NOT_PARSED,
    severity: 'warning',
    span: deepest.span,
    message: `toolschema could not parse this file: brackets and parentheses are nested ${deepest.depth} levels deep here, more than its parser can follow, so none of the file's Pedelec values are checked. Flatten the nesting (a constant for an inner part) to have the file checked.`,
  };
}

/**
 * The first bracket or parenthesis that opens the deepest level, and that depth; strings, template literals and
 * comments are skipped (a regular expression literal is not told from a division: the answer is approximate).
 */
export function deepestBracket(text: string): { span: Span; depth: number } {
  let depth = 0;
  let deepest = { span: { offset: 0, length: 0 }, depth: 0 };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) break;
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2);
      if (i < 0) break;
      i++;
    } else if (c === '(' || c === '[' || c === '{') {
      if (++depth > deepest.depth) deepest = { span: { offset: i, length: 1 }, depth };
    } else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
  }
  return deepest;
}
