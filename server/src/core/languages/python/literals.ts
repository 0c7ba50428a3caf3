/** Python literals read statically: strings (with prefixes, triple quotes and escapes), numbers, True/False/None. */
import { parenthesised, type PyNode } from './syntax';

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
  '\n': '',
};

/** The value of one string literal token, or undefined for an f-string or a bytes literal (not a `str` constant). */
export function stringValue(raw: string): string | undefined {
  const prefix = /^[a-zA-Z]*/.exec(raw)![0].toLowerCase();
  if (prefix.includes('f') || prefix.includes('b') || prefix.includes('t')) return undefined;
  let body = raw.slice(prefix.length);
  const quote = body.startsWith('"""') || body.startsWith("'''") ? body.slice(0, 3) : body[0];
  if (!quote || !body.endsWith(quote) || body.length < 2 * quote.length) return undefined;
  body = body.slice(quote.length, body.length - quote.length);
  if (prefix.includes('r') || !body.includes('\\')) return body; // nothing to unescape
  // `\x`, `\u`, `\U` without their hex digits, or past U+10FFFF, are Python syntax errors: no value.
  let invalid = false;
  const value = body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|[\s\S])/g, (all, e: string) => {
    if (e in SIMPLE_ESCAPES) return SIMPLE_ESCAPES[e];
    if (/^[xuU]/.test(e)) {
      const code = parseInt(e.slice(1), 16);
      if (!(code <= 0x10ffff)) return ((invalid = true), all);
      return String.fromCodePoint(code);
    }
    if (/^[0-7]+$/.test(e)) return String.fromCodePoint(parseInt(e, 8));
    return all; // Python keeps an unknown escape as written
  });
  return invalid ? undefined : value;
}

/** A `String` node's value; adjacent literals (`"a" "b"`) are one node in lezer's tree, joined here. */
export function stringOf(text: string, node: PyNode): string | undefined {
  // `("a" "b")`: a long description split over lines, as arcade-mcp's examples write them.
  if (node.name === 'ParenthesizedExpression') {
    const inner = parenthesised(node);
    return inner && stringOf(text, inner);
  }
  if (node.name !== 'String' && node.name !== 'ContinuedString') return undefined;
  const raw = text.slice(node.from, node.to);
  const plain = plainLiteral(raw);
  if (plain !== undefined) return plain;
  const pieces = raw.match(/[a-zA-Z]*("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:\\[\s\S]|[^"\\\n])*"|'(?:\\[\s\S]|[^'\\\n])*')/g);
  if (!pieces) return undefined;
  let out = '';
  for (const piece of pieces) {
    const v = stringValue(piece);
    if (v === undefined) return undefined;
    out += v;
  }
  return out;
}

/**
 * The value of the literal most descriptions and docstrings are: one `"…"`, `'…'`, `"""…"""` or `'''…'''` with no
 * prefix, no backslash and its quote only at its ends (a line break only inside triple quotes), which is its text
 * between the quotes; undefined for any other, which the general reading above takes.
 */
function plainLiteral(raw: string): string | undefined {
  const quote = raw.startsWith('"""') || raw.startsWith("'''") ? raw.slice(0, 3) : raw[0];
  if ((quote !== '"' && quote !== "'" && quote.length !== 3) || raw.length < 2 * quote.length) return undefined;
  const end = raw.length - quote.length;
  if (raw.indexOf(quote, quote.length) !== end || raw.includes('\\')) return undefined;
  const body = raw.slice(quote.length, end);
  return quote.length === 1 && body.includes('\n') ? undefined : body;
}

/** A string expression (an f-string too, whose value is only known at run time), parentheses allowed around it. */
export function isStringNode(node: PyNode): boolean {
  if (node.name === 'ParenthesizedExpression') {
    const inner = parenthesised(node);
    return !!inner && isStringNode(inner);
  }
  return node.name === 'String' || node.name === 'ContinuedString' || node.name === 'FormatString';
}

/** `inspect.cleandoc`: tabs expanded, the common indentation of the lines after the first removed, blank lines trimmed. */
export function cleandoc(doc: string): string {
  const lines = doc.replace(/\t/g, '        ').split('\n');
  let margin = Infinity;
  for (const line of lines.slice(1)) {
    const content = line.trimStart().length;
    if (content) margin = Math.min(margin, line.length - content);
  }
  lines[0] = lines[0].trimStart();
  if (margin < Infinity) for (let i = 1; i < lines.length; i++) lines[i] = lines[i].slice(margin);
  while (lines.length && !lines[0]) lines.shift();
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  return lines.join('\n');
}

/** arcade-core's `snake_to_pascal_case` (what `str.capitalize` does to each `_`-separated part). */
export function snakeToPascal(name: string): string {
  const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1).toLowerCase() : s);
  if (name.includes('_'))
    return name
      .split('_')
      .map((x) => capitalize(x) || '_')
      .join('');
  if (!name) return name;
  return name[0] !== name[0].toLowerCase() ? name : capitalize(name);
}
