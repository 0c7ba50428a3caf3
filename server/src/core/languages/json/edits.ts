/**
 * The JSON text edits for fix operations: the literal edits (model/literalEdits.ts) with JSON's syntax. jsonc-parser's
 * scanner finds the commas and comments, so comments and strings that contain commas are handled correctly.
 */
import { createScanner, SyntaxKind } from 'jsonc-parser';
import type { Edit } from '../../model/edits';
import type { FixOperation } from '../../model/operations';
import type { ArrayNode } from '../../model/tree';
import {
  addFirst,
  addLast,
  addLastElement,
  printValue,
  removeItem,
  removeItems,
  wrapInArray,
  type LiteralSyntax,
  type ValueStyle,
} from '../../model/literalEdits';

/** Offset of the first comma token in [from, to), skipping comments; -1 if none. */
function commaBetween(text: string, from: number, to: number): number {
  const scanner = createScanner(text, false);
  scanner.setPosition(from);
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF && scanner.getTokenOffset() < to; kind = scanner.scan()) {
    if (kind === SyntaxKind.CommaToken) return scanner.getTokenOffset();
  }
  return -1;
}

function hasComment(text: string, from: number, to: number): boolean {
  const scanner = createScanner(text, false);
  scanner.setPosition(from);
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF && scanner.getTokenOffset() < to; kind = scanner.scan()) {
    if (kind === SyntaxKind.LineCommentTrivia || kind === SyntaxKind.BlockCommentTrivia) return true;
  }
  return false;
}

function commentsToLineEnd(text: string, offset: number): number {
  const scanner = createScanner(text, false);
  scanner.setPosition(offset);
  let stop = offset;
  for (
    let kind = scanner.scan();
    kind === SyntaxKind.Trivia || kind === SyntaxKind.LineCommentTrivia || kind === SyntaxKind.BlockCommentTrivia;
    kind = scanner.scan()
  ) {
    if (kind === SyntaxKind.Trivia) continue;
    const comment = text.slice(scanner.getTokenOffset(), scanner.getTokenOffset() + scanner.getTokenLength());
    if (comment.includes('\n') || comment.includes('\r')) break;
    stop = scanner.getTokenOffset() + scanner.getTokenLength();
  }
  return stop;
}

export const JSON_SYNTAX: LiteralSyntax = {
  commaBetween,
  hasComment,
  commentsToLineEnd,
  entry: (key, value) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
};

const JSON_STYLE: ValueStyle = { key: (k) => JSON.stringify(k), scalar: (v) => JSON.stringify(v) };

/** The JSON text edits that carry out fix operations. */
export function jsonEdits(text: string, operations: readonly FixOperation[]): Edit[] {
  const syntax = JSON_SYNTAX;
  return operations.flatMap((op): Edit[] => {
    switch (op.kind) {
      case 'removeProperties':
        return removeItems(text, syntax, { span: op.object, items: op.object.properties }, new Set(op.properties));
      case 'removeElement': {
        const owner = op.element.parent as ArrayNode;
        return removeItem(text, syntax, { span: owner, items: owner.items }, op.element);
      }
      case 'renameKey':
        return [{ offset: op.property.keyNode.offset, length: op.property.keyNode.length, newText: JSON.stringify(op.key) }];
      case 'replaceValue':
        return [
          {
            offset: op.node.offset,
            length: op.node.length,
            newText: op.layout ? printValue(text, op.node.offset, op.value, JSON_STYLE, op.layout) : JSON.stringify(op.value),
          },
        ];
      case 'addProperty':
        return op.position === 'first'
          ? addFirst(text, syntax, { span: op.object, items: op.object.properties }, op.key, op.value)
          : addLast(text, syntax, { span: op.object, items: op.object.properties }, op.key, op.value);
      case 'addElement':
        return addLastElement(
          text,
          syntax,
          { span: op.array, items: op.array.items },
          printValue(text, op.array.offset, op.value, JSON_STYLE, 'inline'),
        );
      case 'wrapInArray':
        return wrapInArray(op.node);
      case 'replaceText':
        return [{ offset: op.span.offset, length: op.span.length, newText: op.text }];
    }
  });
}
