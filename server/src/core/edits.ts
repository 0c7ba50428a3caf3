/** Text edits for fixes, built with jsonc-parser so they keep formatting and comments and leave valid JSON. */
import { modify, applyEdits as applyJsoncEdits, type FormattingOptions } from 'jsonc-parser';
import type { Edit } from './rule';
import { pathOf, type ASTNode, type JsonPath, type JsonValue, type PropertyASTNode } from './ast';

/** Indentation as the document already uses it, so inserted text looks hand-written. */
export function inferFormatting(text: string): FormattingOptions {
  const m = text.match(/\n([ \t]+)\S/);
  const indent = m ? m[1] : '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return indent.startsWith('\t')
    ? { insertSpaces: false, tabSize: 1, eol }
    : { insertSpaces: true, tabSize: indent.length, eol };
}

const fromJsonc = (edits: { offset: number; length: number; content: string }[]): Edit[] =>
  edits.map((e) => ({ offset: e.offset, length: e.length, newText: e.content }));

/** Sets (or, with `undefined`, removes) the value at `path`, comma and all. */
export function setAt(text: string, path: JsonPath, value: JsonValue | undefined): Edit[] {
  return fromJsonc(modify(text, path, value, { formattingOptions: inferFormatting(text) }));
}

/** Removes a property with its value and the right comma. */
export const removeProperty = (text: string, property: PropertyASTNode): Edit[] =>
  setAt(text, pathOf(property.valueNode ?? property.keyNode), undefined);

/** Removes an array element with the right comma. */
export const removeElement = (text: string, element: ASTNode): Edit[] => setAt(text, pathOf(element), undefined);

/** Renames a property key in place, keeping its value untouched. */
export const renameKey = (property: PropertyASTNode, newKey: string): Edit[] => [
  { offset: property.keyNode.offset, length: property.keyNode.length, newText: JSON.stringify(newKey) },
];

/** Replaces a node's text with `value`, serialised as JSON. */
export const replaceValue = (node: ASTNode, value: JsonValue): Edit[] => [
  { offset: node.offset, length: node.length, newText: JSON.stringify(value) },
];

/** Applies edits (non-overlapping) to text. */
export function applyEdits(text: string, edits: Edit[]): string {
  return applyJsoncEdits(text, edits.map((e) => ({ offset: e.offset, length: e.length, content: e.newText })));
}
