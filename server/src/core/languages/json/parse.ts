/**
 * JSON and JSONC text → the core's tree, in one pass of jsonc-parser's visitor, with the syntax problems of the
 * file's own dialect: comments and trailing commas are errors in `.json`, fine in `.jsonc`; a key given twice is
 * reported on every occurrence (JSON readers keep only the last). The visitor recurses once per nesting level;
 * documents are parsed only after limits.ts has bounded their depth.
 */
import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import type { Problem } from '../../model/problem';
import type { ParseOptions, RootFacts, SourceComment, SourceParse } from '../../model/edits';
import type { ArrayNode, ObjectNode, PropertyNode, Span, ValueNode } from '../../model/tree';
import { splitsSurrogatePair } from '../../model/text';
import { MAX_NESTING } from '../../model/limits';
import { parseStrictJson } from './strictParse';
import { deepSpans, withoutDeepSpans } from './depth';

export const COMMENT_NOT_PERMITTED = 'Comments are not allowed in a .json file: remove it, or rename the file to .jsonc.';
export const TRAILING_COMMA = 'Trailing comma: remove it (allowed only in .jsonc files).';
export const DUPLICATE_KEY = 'Duplicate key: JSON readers keep only the last one. Remove or rename one of them.';

const words = (code: string) =>
  code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** `CommaExpected` → "Comma expected. The file is not valid JSON here." */
export const syntaxMessage = (error: ParseErrorCode) => `${words(printParseErrorCode(error))}. The file is not valid JSON here.`;

type Container = ObjectNode | ArrayNode;

export function parseJson(text: string, options: ParseOptions): SourceParse {
  if (!options.deep) return parseShallow(text, options);
  // Nesting past MAX_NESTING: the deep parts are read as opaque values, and the rest of the file is checked.
  const spans = deepSpans(text);
  const parse = parseShallow(withoutDeepSpans(text, spans), options);
  if (parse.root) opaqueAt(parse.root, new Map(spans.map((s) => [s.offset, s.length])));
  return parse;
}

function parseShallow(text: string, options: ParseOptions): SourceParse {
  // Strict JSON, the common case, has a fast path that builds the same tree; the rest is read by the visitor.
  const strict = parseStrictJson(text);
  if (!strict) return parseWithVisitor(text, options);
  return options.syntaxOnly ? { problems: strict.problems, facts: strict.facts } : strict;
}

/** Any JSON or JSONC text, broken or not, with jsonc-parser's visitor. */
export function parseWithVisitor(text: string, { comments, syntaxOnly }: ParseOptions): SourceParse {
  const problems: Problem[] = [];
  const seenComments: SourceComment[] = [];
  const problem = (code: string, offset: number, length: number, message: string) => {
    // Every container a text breaks off in reports the same error at its end: one is enough.
    const last = problems[problems.length - 1];
    if (last?.code === code && last.span.offset === offset && last.span.length === length && last.message === message) return;
    problems.push({ code, severity: 'error', span: wholeCharacters(text, offset, length), message });
  };
  const build = !syntaxOnly;
  let root: ValueNode | undefined;
  let container: Container | undefined;
  let property: PropertyNode | undefined; // the property whose value comes next
  // Per open object (null for an open array): the keys seen so far, to report duplicates with or without a tree.
  const keysSeen: (Map<string, Span[]> | null)[] = [];
  // Root facts, gathered without the tree (so that `syntaxOnly` still has them).
  let depth = 0;
  let rootIsObject: boolean | undefined;
  const rootKeys = new Set<string>();
  let schemaValue: string | undefined;
  let pendingSchema = false;
  let comma: number | undefined; // a comma that no value has followed yet

  const attach = (node: ValueNode) => {
    if (property) {
      node.parent = property;
      property.valueNode = node;
      property.length = node.offset + node.length - property.offset;
      property = undefined;
    } else if (container?.type === 'array') {
      node.parent = container;
      container.items.push(node);
    } else if (!container && !root) root = node;
  };
  const open = (node: Container) => {
    attach(node);
    container = node;
  };
  const close = (offset: number, length: number) => {
    if (comma !== undefined && !comments) problem('syntax/trailing-comma', comma, 1, TRAILING_COMMA);
    comma = undefined;
    depth--;
    const seen = keysSeen.pop();
    if (seen) reportDuplicates(seen);
    if (!build || !container) return;
    const done = container;
    // Without its bracket (the text breaks off), a container ends with its last member, not at the next token.
    const closed = text[offset] === (done.type === 'object' ? '}' : ']');
    const members: readonly Span[] = done.type === 'object' ? done.properties : done.items;
    const last = members[members.length - 1];
    done.length = (closed ? offset + length : Math.max(done.offset + 1, last ? last.offset + last.length : 0)) - done.offset;
    property = undefined;
    const parent: PropertyNode | ArrayNode | ObjectNode | undefined = done.parent;
    if (parent?.type === 'property') {
      parent.length = done.offset + done.length - parent.offset;
      container = parent.parent;
    } else container = parent as Container | undefined;
  };
  const reportDuplicates = (seen: Map<string, Span[]>) => {
    for (const keys of seen.values()) {
      if (keys.length > 1) for (const k of keys) problem('syntax/duplicate-key', k.offset, k.length, DUPLICATE_KEY);
    }
  };

  visit(
    text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text, // a BOM read as a space: every offset stays the same
    {
      onObjectBegin: (offset) => {
        rootIsObject ??= depth === 0;
        depth++;
        comma = undefined;
        keysSeen.push(new Map());
        if (build) open({ type: 'object', offset, length: 1, properties: [] });
      },
      onArrayBegin: (offset) => {
        rootIsObject ??= false;
        depth++;
        comma = undefined;
        keysSeen.push(null);
        if (build) open({ type: 'array', offset, length: 1, items: [] });
      },
      onObjectEnd: close,
      onArrayEnd: close,
      onObjectProperty: (name, offset, length) => {
        comma = undefined;
        if (depth === 1 && rootIsObject) {
          rootKeys.add(name);
          pendingSchema = name === '$schema';
        }
        const seen = keysSeen[keysSeen.length - 1];
        const same = seen?.get(name);
        if (same) same.push({ offset, length });
        else seen?.set(name, [{ offset, length }]);
        if (!build || container?.type !== 'object') return;
        const node = { type: 'property', offset, length, parent: container } as PropertyNode;
        node.keyNode = { type: 'string', value: name, offset, length, parent: node };
        container.properties.push(node);
        property = node;
      },
      onLiteralValue: (value, offset, length) => {
        comma = undefined;
        rootIsObject ??= false;
        if (pendingSchema && depth === 1) schemaValue = typeof value === 'string' ? value : undefined;
        pendingSchema = false;
        if (!build) return;
        const type = value === null ? 'null' : (typeof value as 'string' | 'number' | 'boolean');
        attach({ type, offset, length, value } as ValueNode);
      },
      onSeparator: (character, offset) => {
        if (character === ',') {
          comma = offset;
          property = undefined; // `"a": ,` — the property stays without a value
        }
      },
      onComment: (offset, length) => {
        if (!comments) problem('syntax/comment-not-permitted', offset, length, COMMENT_NOT_PERMITTED);
        else seenComments.push({ span: { offset, length }, text: text.slice(offset, offset + length) });
      },
      onError: (error, offset, length) => problem('syntax/invalid-json', offset, length, syntaxMessage(error)),
    },
    // An empty (or whitespace- or comment-only) document is no syntax error.
    { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true },
  );
  problems.sort((a, b) => a.span.offset - b.span.offset);
  const facts: RootFacts | undefined = rootIsObject ? { schemaValue, keys: rootKeys } : undefined;
  const parse: SourceParse = { root, problems, facts };
  if (rootIsObject === undefined) parse.empty = true; // no value event at all: set by the first one of any kind
  if (comments) parse.comments = seenComments;
  return parse;
}

/**
 * The range widened to whole characters: the scanner reads a character outside the BMP that stands outside a
 * string as two unknown code units, and an editor cannot place a squiggle between them.
 */
function wholeCharacters(text: string, offset: number, length: number) {
  let start = offset;
  let end = offset + length;
  if (splitsSurrogatePair(text, start)) start--;
  if (splitsSurrogatePair(text, end)) end++;
  return { offset: start, length: end - start };
}

/** Each placeholder of a deep span (withoutDeepSpans) replaced by an opaque node over the whole span. */
function opaqueAt(root: ValueNode, spans: ReadonlyMap<number, number>): void {
  const stack: ValueNode[] = [root];
  const opaque = (node: ValueNode): ValueNode => {
    const length = node.type === 'number' ? spans.get(node.offset) : undefined;
    if (length === undefined) {
      stack.push(node);
      return node;
    }
    return { type: 'opaque', reason: `nesting deeper than ${MAX_NESTING} levels`, offset: node.offset, length, parent: node.parent };
  };
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'array') node.items = node.items.map(opaque);
    else if (node.type === 'object')
      for (const property of node.properties) {
        if (!property.valueNode) continue;
        property.valueNode = opaque(property.valueNode);
        property.length = property.valueNode.offset + property.valueNode.length - property.offset;
      }
  }
}
