/**
 * Fix operations on a Python unit's tree → text edits. Only what can be written in Python for certain: a value
 * replaced by a literal of the same kind where the node is that literal as written (`read_only=True` → `False`),
 * and plain text replacements; anything else is refused, never guessed.
 */
import type { FixOperation } from '../../model/operations';
import { OperationRefused, type Edit } from '../../model/edits';
import type { JsonValue } from '../../model/tree';
import { parsePython, visit } from './syntax';

const LITERAL_OF_TYPE: Record<string, RegExp> = {
  boolean: /^(True|False)$/,
  null: /^None$/,
  number: /^-?\d[\d_]*(\.\d+)?([eE][-+]?\d+)?$/,
  string: /^[rRuU]?("[^"\\\n]*"|'[^'\\\n]*')$/,
};

/** A JSON value written as Python source (scalars only). */
export function pythonLiteral(value: JsonValue): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  throw new OperationRefused('only scalar values are written in Python');
}

export function pythonEdits(text: string, operations: readonly FixOperation[]): Edit[] {
  return operations.map((op) => {
    if (op.kind === 'replaceText') return { offset: op.span.offset, length: op.span.length, newText: op.text };
    if (op.kind === 'replaceValue') {
      const written = text.slice(op.node.offset, op.node.offset + op.node.length);
      const pattern = LITERAL_OF_TYPE[op.node.type];
      if (!pattern?.test(written)) throw new OperationRefused('the value is not written as a literal here');
      return { offset: op.node.offset, length: op.node.length, newText: pythonLiteral(op.value) };
    }
    throw new OperationRefused(`${op.kind} is not supported in Python yet`);
  });
}

const STRINGS = new Set(['String', 'FormatString', 'ContinuedString']);

/**
 * Whether a line inserted at `lineStart` is a line of its own: not inside a string that spans lines (the comment a
 * fix writes would become string text) and not after a line ending in a backslash (outside brackets, a comment
 * line there is a SyntaxError; refused inside them too, which a reading of the line alone cannot tell apart).
 */
export function opensPythonLine(text: string, lineStart: number): boolean {
  if (/\\\r?\n$/.test(text.slice(Math.max(0, lineStart - 3), lineStart))) return false;
  let inString = false;
  visit(parsePython(text), (name, from, to) => {
    if (from >= lineStart || to <= lineStart) return false;
    if (STRINGS.has(name)) inString = true;
    return !inString;
  });
  return !inString;
}
