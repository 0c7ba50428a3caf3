/**
 * What must hold for every document, however broken: ranges inside the text, on whole characters (never between
 * a surrogate pair's halves or between CR and LF), and edits that convert exactly between offsets and LSP
 * positions. Line breaks are counted here independently of vscode-languageserver-textdocument.
 */
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Range, TextEdit } from 'vscode-languageserver-types';
import { parse, type ParseError } from 'jsonc-parser';

/** Start offset of every line, with LSP's line breaks: \r\n, \n and \r. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\r' && text[i + 1] === '\n') i++;
    if (c === '\r' || c === '\n') starts.push(i + 1);
  }
  return starts;
}

function lineContentEnd(text: string, starts: number[], line: number): number {
  let end = line + 1 < starts.length ? starts[line + 1] : text.length;
  while (end > starts[line] && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
  return end;
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** The offset of an LSP position, failing when the position lies outside the text or inside a character. */
export function offsetOf(text: string, starts: number[], position: { line: number; character: number }, what: string): number {
  assert.ok(
    Number.isInteger(position.line) && position.line >= 0 && position.line < starts.length,
    `${what}: line ${position.line} is outside the document (${starts.length} lines)`,
  );
  const end = lineContentEnd(text, starts, position.line);
  const offset = starts[position.line] + position.character;
  assert.ok(
    Number.isInteger(position.character) && position.character >= 0 && offset <= end,
    `${what}: character ${position.character} is past the end of line ${position.line}`,
  );
  assert.ok(
    !(isHigh(text.charCodeAt(offset - 1)) && isLow(text.charCodeAt(offset))),
    `${what}: splits a surrogate pair at offset ${offset}`,
  );
  return offset;
}

export function assertRangeInside(text: string, starts: number[], range: Range, what: string): [number, number] {
  const start = offsetOf(text, starts, range.start, `${what} start`);
  const end = offsetOf(text, starts, range.end, `${what} end`);
  assert.ok(start <= end, `${what}: starts after it ends`);
  return [start, end];
}

/** Applies LSP text edits through positions, checking each range first; edits must not overlap. */
export function applyTextEdits(text: string, edits: TextEdit[], what: string): string {
  const starts = lineStarts(text);
  const spans = edits
    .map((e) => ({ span: assertRangeInside(text, starts, e.range, what), newText: e.newText }))
    .sort((a, b) => a.span[0] - b.span[0]);
  for (let i = 1; i < spans.length; i++) assert.ok(spans[i - 1].span[1] <= spans[i].span[0], `${what}: overlapping edits`);
  const viaLibrary = TextDocument.applyEdits(TextDocument.create('file:///x', 'json', 1, text), edits);
  let out = '';
  let at = 0;
  for (const { span, newText } of spans) {
    out += text.slice(at, span[0]) + newText;
    at = span[1];
  }
  out += text.slice(at);
  assert.equal(viaLibrary, out, `${what}: applying through positions must equal applying through offsets`);
  return out;
}

/** Syntax errors by jsonc-parser: JSONC rules for .jsonc files, strict JSON otherwise. */
export function syntaxErrorCount(text: string, jsonc: boolean): number {
  const errors: ParseError[] = [];
  // A byte-order mark is one error of its own: the scanner would merge it with a stray word after it into one token,
  // so a comment inserted between the two (a disable comment goes after the mark) would seem to add an error.
  const bom = text.startsWith('\uFEFF');
  parse(bom ? text.slice(1) : text, errors, { allowTrailingComma: jsonc, disallowComments: !jsonc });
  return errors.length + (bom ? 1 : 0);
}
