/**
 * Python values a static reading can know exactly, with their Python type and `repr` — what an error message
 * built with `{value!r}` and `type(value).__name__` prints. A literal made of literals (`{1: (2, "a")}`,
 * `float("nan")`, `-1`, `1e999`); anything else (a name, a call, a comprehension, a bytes literal) is unknown.
 */
import { stringOf } from './literals';
import { argumentsOf, child, parenthesised, span, type PyNode } from './syntax';
import type { Span } from '../../model/tree';

export type Constant =
  | { type: 'str'; value: string }
  | { type: 'int'; value: bigint }
  | { type: 'float'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'NoneType' }
  | { type: 'ellipsis' }
  | { type: 'list' | 'tuple' | 'set'; items: Constant[] }
  | { type: 'dict'; entries: DictEntry[] };

export interface DictEntry {
  key: Constant;
  value: Constant | undefined;
  keyAt: Span;
  valueNode: PyNode;
}

export interface DictDisplay {
  /** The entries whose key is known; a later duplicate updates the first key's value, as Python does. */
  entries: DictEntry[];
  /** Every key known (no `**other`, no computed key). */
  complete: boolean;
}

/** A dict display (`{…}` or `dict(k=v)`), or undefined when it is not one, or Python would refuse it. */
export function dictOf(text: string, node: PyNode, depth = 0): DictDisplay | undefined {
  const entries: DictEntry[] = [];
  let complete = true;
  if (node.name === 'CallExpression' && calleeName(text, node) === 'dict') {
    const args = argumentsOf(child(node, 'ArgList'));
    if (args.some((a) => !a.keyword)) return undefined;
    for (const a of args)
      entries.push({
        key: { type: 'str', value: text.slice(a.keyword!.from, a.keyword!.to) },
        value: constantOf(text, a.value, depth + 1),
        keyAt: span(a.keyword!),
        valueNode: a.value,
      });
  } else if (node.name === 'DictionaryExpression') {
    for (const part of partsOf(node)) {
      // `**other` merges entries no one can see: the rest is still known.
      if (part[0]?.name === '**') {
        complete = false;
        continue;
      }
      const [k, colon, v] = part;
      if (!k || colon?.name !== ':' || !v || part.length !== 3) return undefined;
      const key = constantOf(text, k, depth + 1);
      if (key) entries.push({ key, value: constantOf(text, v, depth + 1), keyAt: span(k), valueNode: v });
      else complete = false;
    }
  } else return undefined;
  const unique = dedupe(entries);
  return unique && { entries: unique, complete };
}

export function constantOf(text: string, node: PyNode | undefined, depth = 0): Constant | undefined {
  if (!node || depth > 64) return undefined;
  const written = text.slice(node.from, node.to);
  switch (node.name) {
    case 'String':
    case 'ContinuedString': {
      const value = stringOf(text, node);
      return value === undefined ? undefined : { type: 'str', value };
    }
    case 'Number':
      return numberOf(written);
    case 'Boolean':
      return { type: 'bool', value: written === 'True' };
    case 'None':
      return { type: 'NoneType' };
    case 'Ellipsis':
      return { type: 'ellipsis' };
    case 'ParenthesizedExpression':
      return constantOf(text, parenthesised(node), depth + 1);
    case 'UnaryExpression': {
      const [op, operand] = node.children;
      const value = constantOf(text, operand, depth + 1);
      if (op?.name !== 'ArithOp' || (written[0] !== '-' && written[0] !== '+') || !value) return undefined;
      const sign = written[0] === '-' ? -1 : 1;
      if (value.type === 'bool') return { type: 'int', value: BigInt(sign * Number(value.value)) };
      if (value.type === 'int') return { type: 'int', value: sign < 0 ? -value.value : value.value };
      if (value.type === 'float') return { type: 'float', value: sign * value.value };
      return undefined;
    }
    case 'ArrayExpression':
    case 'TupleExpression':
    case 'SetExpression': {
      const items: Constant[] = [];
      for (const part of partsOf(node)) {
        const item = part.length === 1 ? constantOf(text, part[0], depth + 1) : undefined;
        if (!item) return undefined;
        items.push(item);
      }
      if (node.name === 'SetExpression') {
        const unique = dedupeItems(items);
        return unique && { type: 'set', items: unique };
      }
      return { type: node.name === 'ArrayExpression' ? 'list' : 'tuple', items };
    }
    case 'DictionaryExpression':
      return dictConstant(dictOf(text, node, depth));
    case 'CallExpression':
      return callOf(text, node, depth);
    default:
      return undefined;
  }
}

/** `float("nan")`, `float("-inf")`, `set()`, `tuple()`, `dict(a=1)`: builtins whose result the arguments fix. */
function callOf(text: string, node: PyNode, depth: number): Constant | undefined {
  const name = calleeName(text, node);
  const args = argumentsOf(child(node, 'ArgList'));
  if (name === 'float' && args.length === 1 && !args[0].keyword) {
    const arg = constantOf(text, args[0].value, depth + 1);
    const special = arg?.type === 'str' && /^\s*([+-]?)(nan|inf|infinity)\s*$/i.exec(arg.value);
    if (special) return { type: 'float', value: special[2].toLowerCase() === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity };
    return undefined;
  }
  if ((name === 'set' || name === 'tuple' || name === 'list') && args.length === 0) return { type: name, items: [] };
  if (name === 'dict') return dictConstant(dictOf(text, node, depth));
  return undefined;
}

const dictConstant = (dict: DictDisplay | undefined): Constant | undefined =>
  dict?.complete && dict.entries.every((e) => e.value) ? { type: 'dict', entries: dict.entries } : undefined;

function numberOf(written: string): Constant | undefined {
  const digits = written.replace(/_/g, '');
  if (/[jJ]$/.test(digits)) return undefined; // complex
  if (/^(0[xob][0-9a-f]+|[0-9]+)$/i.test(digits)) return { type: 'int', value: BigInt(digits) };
  const value = Number(digits);
  return Number.isNaN(value) ? undefined : { type: 'float', value }; // 1e999 is inf in Python too
}

const calleeName = (text: string, call: PyNode) => {
  const callee = call.children[0];
  return callee?.name === 'VariableName' ? text.slice(callee.from, callee.to) : undefined;
};

/** The comma-separated parts of a display, without its brackets. */
export function partsOf(node: PyNode): PyNode[][] {
  const inner = node.children.filter((c) => !['(', ')', '[', ']', '{', '}'].includes(c.name));
  const parts: PyNode[][] = [[]];
  for (const c of inner) {
    if (c.name === ',') parts.push([]);
    else parts[parts.length - 1].push(c);
  }
  return parts.filter((p) => p.length);
}

let nans = 0;

/** Python's equality of hashable constants: `1 == 1.0 == True`; NaN equals nothing. Undefined: unhashable. */
function hashKey(c: Constant): string | undefined {
  switch (c.type) {
    case 'str':
      return `s${c.value}`;
    case 'int':
      return `n${c.value}`;
    case 'bool':
      return `n${Number(c.value)}`;
    case 'float':
      if (Number.isNaN(c.value)) return `nan${nans++}`;
      return Number.isInteger(c.value) ? `n${BigInt(c.value)}` : `n${c.value}`;
    case 'NoneType':
    case 'ellipsis':
      return c.type;
    case 'tuple': {
      const keys = c.items.map(hashKey);
      return keys.every((k) => k !== undefined) ? `(${keys.map((k) => JSON.stringify(k)).join(',')})` : undefined;
    }
    default:
      return undefined;
  }
}

/** A dict's entries once duplicates are merged; undefined when a key is unhashable (Python raises TypeError). */
function dedupe(entries: DictEntry[]): DictEntry[] | undefined {
  const out: DictEntry[] = [];
  const at = new Map<string, number>();
  for (const e of entries) {
    const key = hashKey(e.key);
    if (key === undefined) return undefined;
    const earlier = at.get(key);
    if (earlier === undefined) {
      at.set(key, out.length);
      out.push(e);
    } else out[earlier] = { ...out[earlier], value: e.value, valueNode: e.valueNode };
  }
  return out;
}

function dedupeItems(items: Constant[]): Constant[] | undefined {
  const seen = new Set<string>();
  const out: Constant[] = [];
  for (const item of items) {
    const key = hashKey(item);
    if (key === undefined) return undefined;
    if (!seen.has(key)) out.push(item);
    seen.add(key);
  }
  return out;
}

/**
 * Python's `repr`. A set's items print in the order written: Python's own order follows the items' hashes, which
 * for strings change from run to run.
 */
export function reprOf(c: Constant): string {
  switch (c.type) {
    case 'str':
      return strRepr(c.value);
    case 'int':
      return c.value.toString();
    case 'float':
      return floatRepr(c.value);
    case 'bool':
      return c.value ? 'True' : 'False';
    case 'NoneType':
      return 'None';
    case 'ellipsis':
      return 'Ellipsis';
    case 'list':
      return `[${c.items.map(reprOf).join(', ')}]`;
    case 'tuple':
      return c.items.length === 1 ? `(${reprOf(c.items[0])},)` : `(${c.items.map(reprOf).join(', ')})`;
    case 'set':
      return c.items.length ? `{${c.items.map(reprOf).join(', ')}}` : 'set()';
    case 'dict':
      return `{${c.entries.map((e) => `${reprOf(e.key)}: ${e.value ? reprOf(e.value) : '…'}`).join(', ')}}`;
  }
}

/** `float.__repr__`: the shortest digits that read back, positional for exponents -4 … 15, else `1e+16` style. */
export function floatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mantissa, exp] = x.toExponential().split('e');
  const exponent = Number(exp);
  const sign = mantissa.startsWith('-') ? '-' : '';
  const digits = mantissa.replace(/[-.]/g, '');
  if (exponent < -4 || exponent >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  return `${sign}${whole}.${digits.slice(exponent + 1) || '0'}`;
}

/** `str.__repr__`: single quotes unless the text has one and no double quote; unprintable characters escaped. */
export function strRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\' || ch === quote) out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch !== ' ' && /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u.test(ch))
      out +=
        code <= 0xff
          ? `\\x${code.toString(16).padStart(2, '0')}`
          : code <= 0xffff
            ? `\\u${code.toString(16).padStart(4, '0')}`
            : `\\U${code.toString(16).padStart(8, '0')}`;
    else out += ch;
  }
  return quote + out + quote;
}
