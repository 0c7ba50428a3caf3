/**
 * Inline suppressions, in ESLint's manner, for formats that have comments (JSONC today): the source adapter reports
 * the comments it saw; this module reads the directives among them, drops the rule problems they cover and reports
 * the directives that covered nothing. Only rule problems can be disabled: a syntax or schema problem says the file
 * is broken or that its reader rejects it, and a comment changes neither (`toolschema.rules` cannot turn them off
 * either). Nothing here knows the source language beyond its comments and line breaks.
 */
import type { SchemaDocument } from '../model/document';
import type { Fix, Problem } from '../model/problem';
import type { Rule } from '../model/rule';
import { RULE_FAILED } from '../rules/toolschema/rule-failed';
import { lineBreakOf, type SourceComment } from '../model/edits';

export { lineBreakOf };
import type { LineIndex } from '../model/text';
import { BYTE_ORDER_MARK } from '../model/limits';
import type { Span, TreeNode } from '../model/tree';

export const UNUSED_DIRECTIVE = 'toolschema/unused-disable-directive';

export type DirectiveKind = 'disable' | 'enable' | 'disable-line' | 'disable-next-line';

export interface Directive {
  kind: DirectiveKind;
  /** The rules named; empty means every rule. */
  rules: string[];
  comment: SourceComment;
  /** Where the rule list is written, in the document (an empty span after the keyword when there is none). */
  list: Span;
}

// The keyword opens the comment; `-- why` (two or more dashes between spaces) ends the rule list.
const DIRECTIVE = /^(\s*toolschema-(disable-next-line|disable-line|disable|enable))(?=\s|$)/;
const DESCRIPTION = /\s-{2,}(\s|$)/;

/** The directive a comment holds, if any. */
export function parseDirective(comment: SourceComment): Directive | undefined {
  const { text } = comment;
  const block = text.startsWith('/*');
  const opener = text.startsWith('#') ? 1 : 2; // Python's `#`, or `//` and `/*`
  const body = text.slice(opener, block && text.endsWith('*/') && text.length >= 4 ? -2 : undefined);
  const m = DIRECTIVE.exec(body);
  if (!m) return undefined;
  const rest = body.slice(m[1].length);
  const description = DESCRIPTION.exec(rest);
  const listText = description ? rest.slice(0, description.index) : rest;
  const lead = listText.length - listText.trimStart().length;
  const trimmed = listText.trim();
  const listOffset = comment.span.offset + opener + m[1].length + (trimmed ? lead : 0);
  return {
    kind: m[2] as DirectiveKind,
    rules: trimmed
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
    comment,
    list: { offset: listOffset, length: trimmed.length },
  };
}

export const parseDirectives = (comments: readonly SourceComment[]): Directive[] =>
  comments.flatMap((c) => (c.text.includes('toolschema-') ? (parseDirective(c) ?? []) : []));

const covers = (d: Directive, code: string) => d.rules.length === 0 || d.rules.includes(code);
const end = (s: Span) => s.offset + s.length;

/**
 * The problems no directive covers, and the directives that covered nothing as `UNUSED_DIRECTIVE` problems. Line
 * directives cover problems that start on their line (`disable-line`) or the line after the comment
 * (`disable-next-line`); `disable` covers what starts after it up to a matching `enable`, or the end of the file.
 */
export function applyDirectives(
  problems: readonly Problem[],
  directives: readonly Directive[],
  text: string,
  lines: LineIndex,
  isRule: (code: string) => boolean,
): { kept: Problem[]; unused: Problem[] } {
  const used = new Set<string>();
  const use = (i: number, d: Directive, code: string) => used.add(`${i}\0${d.rules.length ? code : ''}`);
  const byLine = new Map<number, number[]>();
  directives.forEach((d, i) => {
    if (d.kind !== 'disable-line' && d.kind !== 'disable-next-line') return;
    const line = d.kind === 'disable-line' ? lines.positionAt(d.comment.span.offset).line : lines.positionAt(end(d.comment.span)).line + 1;
    byLine.set(line, [...(byLine.get(line) ?? []), i]);
  });
  const kept = problems.filter((p) => {
    if (!isRule(p.code)) return true;
    let covered = false;
    for (const i of byLine.get(lines.positionAt(p.span.offset).line) ?? []) {
      if (!covers(directives[i], p.code)) continue;
      covered = true;
      use(i, directives[i], p.code);
    }
    let disabler: number | undefined;
    directives.forEach((d, i) => {
      if ((d.kind === 'disable' || d.kind === 'enable') && end(d.comment.span) <= p.span.offset && covers(d, p.code))
        disabler = d.kind === 'disable' ? i : undefined;
    });
    if (disabler !== undefined) {
      covered = true;
      use(disabler, directives[disabler], p.code);
    }
    return !covered;
  });
  const unused = directives.flatMap((d, i) => {
    if (d.kind === 'enable') return [];
    if (!d.rules.length) return used.has(`${i}\0`) ? [] : [unusedProblem(text, d, [], isRule)];
    const idle = d.rules.filter((r) => !isRule(r) || !used.has(`${i}\0${r}`));
    return idle.length ? [unusedProblem(text, d, idle, isRule)] : [];
  });
  return { kept, unused };
}

const shown = (rule: string) => (rule.length > 80 ? `${rule.slice(0, 80)}…` : rule);

function unusedProblem(text: string, d: Directive, idle: string[], isRule: (code: string) => boolean): Problem {
  const keyword = `toolschema-${d.kind}`;
  const whole = idle.length === d.rules.length;
  const why = idle.length
    ? idle
        .map((r) =>
          isRule(r)
            ? `no ${shown(r)} problem is reported where it applies`
            : `${shown(r)} is not a toolschema rule (only rule problems can be disabled)`,
        )
        .join('; ')
    : 'no rule problem is reported where it applies';
  const kept = d.rules.filter((r) => !idle.includes(r));
  const fix: Fix = whole
    ? {
        title: `Remove the unused ${keyword} directive`,
        operations: [{ kind: 'replaceText', span: removalSpan(text, d.comment.span), text: '' }],
      }
    : {
        title: `Remove ${idle.map(shown).join(', ')} from the ${keyword} directive`,
        operations: [{ kind: 'replaceText', span: d.list, text: kept.join(', ') }],
      };
  return {
    code: UNUSED_DIRECTIVE,
    severity: 'hint',
    span: d.comment.span,
    message: `Unused ${keyword} directive: ${why}. Remove ${whole ? 'the comment' : `${idle.length === 1 ? 'that rule' : 'those rules'} from it`}.`,
    tags: ['unnecessary'],
    // Not `safe`: fix-all and `--fix` leave a directive written ahead of the problem it is for.
    fixes: () => [{ ...fix, isPreferred: true }],
  };
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t';
const isBreak = (c: string | undefined) => c === '\n' || c === '\r';

/** A comment's span widened so that removing it leaves no empty line and no stray space. */
export function removalSpan(text: string, span: Span): Span {
  let before = span.offset;
  while (isBlank(text[before - 1])) before--;
  let after = end(span);
  while (isBlank(text[after])) after++;
  const span_ = (from: number, to: number) => ({ offset: from, length: to - from });
  if (before > 0 && !isBreak(text[before - 1])) return span_(before, end(span)); // after code: the comment and the space before it
  if (text[after] === '\r' && text[after + 1] === '\n') return span_(before, after + 2); // a line of its own
  if (isBreak(text[after]) || after === text.length) return span_(before, after + (after < text.length ? 1 : 0));
  return span_(span.offset, after); // before code: the comment and the space after it
}

/** True when `offset` falls strictly inside a string node of the tree (a template literal may span lines). */
function insideString(node: TreeNode | undefined, offset: number): boolean {
  while (node) {
    if (offset <= node.offset || offset >= end(node)) return false;
    if (node.type === 'string') return true;
    const children: TreeNode[] =
      node.type === 'object'
        ? node.properties
        : node.type === 'array'
          ? node.items
          : node.type === 'property'
            ? [node.keyNode, ...(node.valueNode ? [node.valueNode] : [])]
            : [];
    node = children.find((c) => c.offset < offset && offset < end(c));
  }
  return false;
}

/**
 * "Disable <rule> for this line": a `disable-next-line` comment on a line of its own above the problem's first line,
 * with that line's indentation and the file's line break; or the rule added to the one already there. Undefined
 * where the format has no comments, for problems no directive can disable, and where the line starts inside a
 * comment or a string or continues the line above (a Python line ending in `\\`).
 */
export function disableForLineFix(doc: SchemaDocument, problem: Problem, isRule: (code: string) => boolean): Fix | undefined {
  if (!doc.commentsAllowed || !isRule(problem.code)) return undefined;
  const { text, lineIndex: lines } = doc;
  const line = lines.positionAt(problem.span.offset).line;
  // A byte-order mark stays the first character of the file.
  const lineStart = line === 0 && doc.hasByteOrderMark ? BYTE_ORDER_MARK.length : lines.offsetAt({ line, character: 0 });
  if (doc.comments.some((c) => c.span.offset < lineStart && lineStart < end(c.span)) || insideString(doc.root, lineStart)) return undefined;
  if (doc.adapter.opensLine?.(text, lineStart) === false) return undefined;
  const title = `Disable ${problem.code} for this line`;
  const above = parseDirectives(doc.comments).find(
    (d) => d.kind === 'disable-next-line' && d.rules.length && lines.positionAt(end(d.comment.span)).line === line - 1,
  );
  if (above)
    return { title, operations: [{ kind: 'replaceText', span: { offset: end(above.list), length: 0 }, text: `, ${problem.code}` }] };
  let indentEnd = lineStart;
  while (isBlank(text[indentEnd])) indentEnd++;
  const comment = `${text.slice(lineStart, indentEnd)}${doc.adapter.lineComment ?? '//'} toolschema-disable-next-line ${problem.code}${lineBreakOf(text)}`;
  return { title, operations: [{ kind: 'replaceText', span: { offset: lineStart, length: 0 }, text: comment }] };
}

/** The problems left by the document's `toolschema-disable…` comments, with the directives that disabled nothing. */
export function suppressed(doc: SchemaDocument, problems: Problem[], rules: readonly Rule[], truncated: boolean): Problem[] {
  const directives = parseDirectives(doc.comments);
  if (!directives.length) return problems;
  // A check that failed is no finding a comment can silence.
  const ids = new Set(rules.map((r) => r.meta.id).filter((id) => id !== RULE_FAILED));
  const { kept, unused } = applyDirectives(problems, directives, doc.text, doc.lineIndex, (code) => ids.has(code));
  // When rules were skipped, a directive for one of them is not unused: its problems were never looked for.
  return truncated ? kept : [...kept, ...unused];
}
