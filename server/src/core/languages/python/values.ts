/**
 * Python expressions as tree values: literals as written (strings, numbers, True/False/None, lists, dicts),
 * `Operation.READ`/`ServiceDomain.EMAIL` members as their enum values, `ToolMetadata(...)`-style calls as objects
 * of their keyword arguments; anything else is opaque.
 */
import type { ValueNode } from '../../model/tree';
import { arr, bool, nul, num, obj, opaque, str, type Entry } from './build';
import { stringOf } from './literals';
import { argumentsOf, child, itemsOf, parenthesised, span, type PyNode } from './syntax';

/** Calls read as the object of their keyword arguments (arcade-core's metadata models). */
const MODEL_CALLS = new Set(['ToolMetadata', 'Classification', 'Behavior']);
const ENUM_MEMBERS = new Set(['Operation', 'ServiceDomain']);

/**
 * The value a module-level name holds where it is used (bindings.ts constantValue), or undefined: a name is read
 * through it only when a reader passes one.
 */
export type Constants = (name: PyNode) => PyNode | undefined;

export function valueOf(text: string, node: PyNode | undefined, depth = 0, constants?: Constants): ValueNode | undefined {
  if (!node) return undefined;
  const at = span(node);
  const written = text.slice(node.from, node.to);
  if (depth > 64) return opaque(at, 'a value nested too deep');
  switch (node.name) {
    case 'String':
    case 'ContinuedString': {
      const s = stringOf(text, node);
      return s === undefined ? opaque(at, 'a formatted string') : str(at, s);
    }
    case 'Number': {
      const n = Number(written.replace(/_/g, ''));
      return Number.isFinite(n) && /^[0-9._eE+-]+$/.test(written) ? num(at, n) : opaque(at, 'a number Python reads differently');
    }
    case 'ParenthesizedExpression': {
      const inner = parenthesised(node);
      return inner ? valueOf(text, inner, depth + 1, constants) : opaque(at, 'a tuple');
    }
    case 'Boolean':
      return bool(at, written === 'True');
    case 'None':
      return nul(at);
    case 'ArrayExpression':
    case 'TupleExpression':
      return arr(
        at,
        itemsOf(node).map((i) => valueOf(text, i, depth + 1, constants) ?? opaque(span(i), 'an expression')),
      );
    case 'DictionaryExpression': {
      const parts = node.children.filter((c) => !['{', '}', ','].includes(c.name));
      const entries: Entry[] = [];
      for (let i = 0; i + 2 < parts.length + 1; i += 3) {
        const [k, colon, v] = parts.slice(i, i + 3);
        if (!k || colon?.name !== ':' || !v) return opaque(at, 'a dict toolschema cannot read');
        const key = stringOf(text, k);
        if (key === undefined) return opaque(at, 'a dict with a key that is not a string literal');
        entries.push([key, valueOf(text, v, depth + 1, constants), span(k)]);
      }
      return obj(at, entries);
    }
    case 'MemberExpression': {
      const [owner, dot, member] = node.children;
      if (owner?.name === 'VariableName' && dot?.name === '.' && member && ENUM_MEMBERS.has(text.slice(owner.from, owner.to)))
        return str(at, text.slice(member.from, member.to).toLowerCase());
      return opaque(at, `the expression ${written.slice(0, 40)}`);
    }
    case 'CallExpression': {
      const callee = node.children[0];
      const name = callee ? text.slice(callee.from, callee.to) : '';
      if (MODEL_CALLS.has(name.slice(name.lastIndexOf('.') + 1))) return callObject(text, node, depth, constants);
      return opaque(at, `the call ${name}(…)`);
    }
    case 'VariableName': {
      // `scopes=[GMAIL_SCOPE]`: the constant's value, at the spans where it is written.
      const value = constants?.(node);
      return value ? valueOf(text, value, depth + 1, constants) : opaque(at, `the expression ${written.slice(0, 40)}`);
    }
    default:
      return opaque(at, `the expression ${written.slice(0, 40)}`);
  }
}

/** `Behavior(operations=[...], read_only=True)` → `{ operations: [...], read_only: true }`; keys at their keywords. */
export function callObject(text: string, call: PyNode, depth = 0, constants?: Constants): ValueNode {
  const args = argumentsOf(child(call, 'ArgList'));
  if (args.some((a) => !a.keyword)) return opaque(span(call), 'a call with positional arguments');
  return obj(
    span(call),
    args.map((a) => [text.slice(a.keyword!.from, a.keyword!.to), valueOf(text, a.value, depth + 1, constants), span(a.keyword!)]),
  );
}
