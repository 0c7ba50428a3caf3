/**
 * TypeScript/JavaScript text edits for fix operations: the literal edits (model/literalEdits.ts) with the script's
 * syntax, applied to the literals as written (written.ts), so a property that came through a spread is removed
 * where it is written and a key keeps its style (bare, single- or double-quoted). Values are written in the file's
 * own quote style.
 */
import { OperationRefused, type Edit } from '../../model/edits';
import type { FixOperation } from '../../model/operations';
import type { JsonValue, KeyNode, Span, TreeNode } from '../../model/tree';
import {
  addFirst,
  addLast,
  addLastElement,
  printValue,
  removeItem,
  removeItems,
  wrapInArray,
  type LiteralSyntax,
} from '../../model/literalEdits';
import { keyStyle, overridden, writtenItem, writtenLiteral, type WrittenLiteral } from './written';

/** What edits need to know of a script text besides the tree: where its comments are, which quote it uses. */
export interface ScriptFacts {
  comments: Span[];
  quote: "'" | '"';
}

/** Skips whitespace and comments from `offset`; stops at the first other character (or `to`). */
function skipTrivia(text: string, offset: number, to: number): number {
  while (offset < to) {
    const c = text[offset];
    if (
      c === ' ' ||
      c === '\t' ||
      c === '\n' ||
      c === '\r' ||
      c === '\f' ||
      c === '\v' ||
      c === '\u00a0' ||
      c === '\ufeff' ||
      c === '\u2028' ||
      c === '\u2029'
    )
      offset++;
    else if (c === '/' && text[offset + 1] === '/') {
      while (offset < to && text[offset] !== '\n' && text[offset] !== '\r') offset++;
    } else if (c === '/' && text[offset + 1] === '*') {
      const close = text.indexOf('*/', offset + 2);
      offset = close < 0 ? to : close + 2;
    } else return offset;
  }
  return offset;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function quoted(value: string, quote: "'" | '"'): string {
  const json = JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return quote === '"' ? json : `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

const keyText = (key: string, quote: "'" | '"') => (IDENTIFIER.test(key) ? key : quoted(key, quote));

function valueText(value: JsonValue, quote: "'" | '"'): string {
  if (typeof value === 'string') return quoted(value, quote);
  if (Array.isArray(value)) return `[${value.map((v) => valueText(v, quote)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([k, v]) => `${keyText(k, quote)}: ${valueText(v, quote)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

function syntaxFor(text: string, facts: ScriptFacts | undefined): { syntax: LiteralSyntax; quote: "'" | '"' } {
  const quote = facts?.quote ?? "'";
  const comments = facts?.comments;
  const syntax: LiteralSyntax = {
    commaBetween(t, from, to) {
      const at = skipTrivia(t, from, to);
      return at < to && t[at] === ',' ? at : -1;
    },
    hasComment(t, from, to) {
      if (comments) return comments.some((c) => c.offset < to && c.offset + c.length > from);
      return /\/[/*]/.test(t.slice(from, skipTrivia(t, from, to))); // no parse at hand: the comments before any code
    },
    commentsToLineEnd(t, offset) {
      let stop = offset;
      for (let at = offset; ;) {
        while (t[at] === ' ' || t[at] === '\t') at++;
        if (t.startsWith('//', at)) {
          while (at < t.length && t[at] !== '\n' && t[at] !== '\r') at++;
          return at;
        }
        const close = t.startsWith('/*', at) ? t.indexOf('*/', at + 2) : -1;
        if (close < 0 || /[\r\n]/.test(t.slice(at, close))) return stop;
        stop = at = close + 2;
      }
    },
    entry: (key, value) => `${keyText(key, quote)}: ${valueText(value, quote)}`,
    keepsTrailingComma: true,
  };
  return { syntax, quote };
}

const itemOf = (node: TreeNode) => {
  const item = writtenItem(node);
  if (!item) throw new OperationRefused('no written literal');
  return item;
};

/** A span of the text being edited: parts written in another file of the program have offsets past its end. */
function inText(text: string, span: Span): Span {
  if (span.offset + span.length > text.length) throw new OperationRefused('written in another file');
  return span;
}

function renamed(key: KeyNode, name: string, quote: "'" | '"'): string {
  const style = keyStyle(key);
  if (style === "'" || style === '"') return quoted(name, style);
  return keyText(name, quote);
}

/** The script text edits that carry out fix operations. */
/** `facts`: those of the parse the operations' tree came from (the parsed file carries them); none: single quotes. */
export function scriptEdits(text: string, operations: readonly FixOperation[], facts?: ScriptFacts): Edit[] {
  const { syntax, quote } = syntaxFor(text, facts);
  return operations.flatMap((op): Edit[] => {
    switch (op.kind) {
      case 'removeProperties': {
        const byLiteral = new Map<WrittenLiteral, Set<Span>>();
        // A property that replaced one from a spread goes with it: else the spread's would take effect again.
        for (const property of op.properties)
          for (let p: TreeNode | undefined = property; p; p = overridden(p)) {
            const { literal, span } = itemOf(p);
            let doomed = byLiteral.get(literal);
            if (!doomed) byLiteral.set(literal, (doomed = new Set()));
            doomed.add(span);
          }
        return [...byLiteral].flatMap(([literal, doomed]) => removeItems(text, syntax, { span: literal, items: literal.items }, doomed));
      }
      case 'removeElement': {
        const { literal, span } = itemOf(op.element);
        return removeItem(text, syntax, { span: literal, items: literal.items }, span);
      }
      case 'renameKey':
        return [
          { offset: op.property.keyNode.offset, length: op.property.keyNode.length, newText: renamed(op.property.keyNode, op.key, quote) },
        ];
      case 'replaceValue':
        inText(text, op.node); // a value written in another file is that file's to fix
        return [
          {
            offset: op.node.offset,
            length: op.node.length,
            newText: op.layout
              ? printValue(text, op.node.offset, op.value, { key: (k) => keyText(k, quote), scalar: (v) => valueText(v, quote) }, op.layout)
              : valueText(op.value, quote),
          },
        ];
      case 'addProperty': {
        const literal = writtenLiteral(op.object);
        if (!literal) throw new OperationRefused('no written literal');
        return op.position === 'first'
          ? addFirst(text, syntax, { span: literal, items: literal.items }, op.key, op.value)
          : addLast(text, syntax, { span: literal, items: literal.items }, op.key, op.value);
      }
      case 'addElement': {
        const literal = writtenLiteral(op.array);
        if (!literal) throw new OperationRefused('no written literal');
        return addLastElement(text, syntax, { span: literal, items: literal.items }, valueText(op.value, quote));
      }
      case 'wrapInArray':
        return wrapInArray(op.node);
      case 'replaceText':
        return [{ offset: op.span.offset, length: op.span.length, newText: op.text }];
    }
  });
}
