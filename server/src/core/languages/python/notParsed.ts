/**
 * `toolschema/python-not-parsed`: a Python file naming an Arcade module whose text the parser had to skip where a
 * tool could be (the module's top level, a class, a decorator or a signature), said once, where reading first
 * stopped — so a tool hidden by a syntax error is never a silent pass. Errors inside function bodies are left to
 * the Python extension: they hide no tool, and lezer also stops at some valid syntax it does not know there
 * (parenthesised `with` items, a bare `yield`).
 */
import type { Problem } from '../../model/problem';
import type { SourceComment } from '../../model/edits';
import { span, visit, type PyNode, type Visited } from './syntax';
import { characterSpanAt } from '../../model/text';

export const PYTHON_NOT_PARSED = 'toolschema/python-not-parsed';

/** What only a walk of the whole tree finds: every comment, and the syntax error that hides a tool. */
export interface WholeTree {
  /** In file order. */
  comments: SourceComment[];
  problems: Problem[];
}

/** One walk of the whole tree: comments are read in function bodies too, errors only outside them. */
export function readWholeTree(text: string, root: PyNode): WholeTree {
  const comments: SourceComment[] = [];
  const first = firstErrorOutsideBodies(text, root, (from, to) => comments.push({ span: span({ from, to }), text: text.slice(from, to) }));
  comments.sort((a, b) => a.span.offset - b.span.offset);
  return { comments, problems: first ? [notParsed(text, first)] : [] };
}

function notParsed(text: string, first: Visited): Problem {
  // An error node is often empty: the character the parser stopped at (none at the end of the text or a line).
  return {
    code: PYTHON_NOT_PARSED,
    severity: 'warning',
    span: first.to > first.from ? { offset: first.from, length: first.to - first.from } : characterSpanAt(text, first.from),
    message: `toolschema could not read the Python here (a syntax error), so this file's tools may be missing or read wrongly: it is not fully checked. Correct the syntax — Python refuses to import a module with a syntax error, and then Arcade loads none of its tools.`,
  };
}

/**
 * The error node that starts first; of two starting at one place, the outer, or else the later in the file (the
 * one a stack walk met first, as this was read before: the span reported must not move). A function's body is
 * walked for its comments only (`comment`), as if it were not there; a body with no `#` in its text holds none and
 * is not walked at all (most of a real module's nodes are in its function bodies).
 */
function firstErrorOutsideBodies(text: string, root: PyNode, comment: (from: number, to: number) => void): Visited | undefined {
  let first: Visited | undefined;
  let hashAt = text.indexOf('#'); // the first `#` at or after the body last met (bodies are met in file order)
  let firstDepth = 0;
  let inFirst = false; // the walk is among the descendants of `first`
  let bodyDepth = -1; // the depth of the function body the walk is in; -1 outside every one
  visit(root, (name, from, to, parent, depth) => {
    if (name === 'Comment') comment(from, to);
    if (bodyDepth >= 0) {
      if (depth > bodyDepth) return true;
      bodyDepth = -1;
    }
    if (name === 'Body' && parent === 'FunctionDefinition') {
      bodyDepth = depth;
      while (hashAt !== -1 && hashAt < from) hashAt = text.indexOf('#', hashAt + 1);
      return hashAt !== -1 && hashAt < to;
    }
    if (depth <= firstDepth) inFirst = false;
    if (name === '⚠' && (!first || from < first.from || (from === first.from && !inFirst))) {
      first = { name, from, to };
      firstDepth = depth;
      inFirst = true;
    }
    return true;
  });
  return first;
}
