/**
 * The one place a fix inserts an import line (`from typing import Annotated`, `from typing import Any`): a
 * top-level statement start, so the name is bound unconditionally (not under `if TYPE_CHECKING:`, `try:` or any
 * block), before the first use of the name, and after the module docstring and `from __future__` imports, which
 * Python requires first (anything before them is a SyntaxError). The module's first such import when it comes
 * before that use (the imports stay together), else the first statement after the docstring and `__future__`
 * imports. None when the text before that place does not parse (a fix never guesses around an error), or the
 * name is first used in the docstring/`__future__` line itself.
 */
import type { FixOperation } from '../../model/operations';
import { lineBreakOf } from '../../model/edits';
import type { ModuleInfo } from './module';
import { visit, type PyNode } from './syntax';

const isDocstring = (s: PyNode) => s.name === 'ExpressionStatement' && ['String', 'ContinuedString'].includes(s.children[0]?.name);
const isFuture = (text: string, s: PyNode) => s.name === 'ImportStatement' && /^from\s+__future__\b/.test(text.slice(s.from, s.to));

/** Where `statements` first name `name` (as a name, not in a string or comment); -1 if nowhere. */
function firstUse(text: string, statements: readonly PyNode[], name: string): number {
  let found = -1;
  for (const s of statements) {
    if (!text.includes(name, s.from) || text.indexOf(name, s.from) >= s.to) continue;
    visit(s, (kind, from, to) => {
      if (found < 0 && kind === 'VariableName' && to - from === name.length && text.startsWith(name, from)) found = from;
      return found < 0;
    });
    if (found >= 0) return found;
  }
  return found;
}

/** The offset an import binding `name` is inserted at, for a use at `use`; undefined when there is no such place. */
export function importPlace(text: string, module: ModuleInfo, name: string, use: number): number | undefined {
  const statements = module.statements;
  // The prologue: the docstring, then `from __future__` imports; a line of `;`-joined statements that holds one of
  // them belongs to it whole (`"""Doc."""; from __future__ import annotations`).
  const partsOf = (s: PyNode) => (s.name === 'StatementGroup' ? s.children.filter((c) => c.name !== ';') : [s]);
  const inPrologue = (s: PyNode, i: number) => partsOf(s).some((p, j) => isFuture(text, p) || (i === 0 && j === 0 && isDocstring(p)));
  let start = 0;
  while (statements[start] && inPrologue(statements[start], start)) start++;
  const rest = statements.slice(start);
  const before = Math.min(use, ...[firstUse(text, rest, name)].filter((at) => at >= 0));
  const first = rest[0];
  if (!first || first.from > before) return undefined;
  // Nothing before the place may be an error the parser skipped (a statement it could not read).
  const prologue = statements.slice(0, start);
  if (prologue.some((s) => s.name === '⚠') || first.name === '⚠') return undefined;
  const isLineStart = (at: number) => at === 0 || text[at - 1] === '\n';
  const imported = rest.find((s) => s.name === 'ImportStatement' && s.from <= before && isLineStart(s.from));
  const place = imported ?? first;
  return isLineStart(place.from) ? place.from : undefined;
}

/** Inserting `line`, which binds `name`, at the one place (importPlace), with the file's line break; undefined where there is none. */
export function importOperation(text: string, module: ModuleInfo, line: string, name: string, use: number): FixOperation | undefined {
  const at = importPlace(text, module, name, use);
  return at === undefined ? undefined : { kind: 'replaceText', span: { offset: at, length: 0 }, text: `${line}${lineBreakOf(text)}` };
}
