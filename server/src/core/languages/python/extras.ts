/**
 * `ToolMetadata(extras={…})` as arcade-core judges it (facts sheet §4, D15 and D10): a key that is not a string
 * fails the module's import; a value JSON cannot carry (a tuple, a set, NaN/±Inf, a nested non-string key) fails
 * the catalog's `validate_for_tool`. Only literals are judged; a name or a call stays silent. Each violation is
 * reported where it is written, with the catalog's message for that one violation (the catalog lists them all in one).
 */
import { constantOf, dictOf, floatRepr, partsOf, reprOf } from './constants';
import type { PythonFault } from './faults';
import { argumentsOf, child, parenthesised, span, type PyNode } from './syntax';

const JSON_SAFE = `ToolMetadata.extras must contain only JSON-safe types (str, int, float, bool, None, dict, list).`;

export function extrasFaults(text: string, metadataCall: PyNode, faults: PythonFault[]): void {
  const extras = argumentsOf(child(metadataCall, 'ArgList')).find(
    (a) => a.keyword && text.slice(a.keyword.from, a.keyword.to) === 'extras',
  );
  const dict = extras && dictOf(text, extras.value);
  if (!dict) return;
  for (const entry of dict.entries) {
    if (entry.key.type === 'str') {
      jsonViolations(text, entry.valueNode, `extras[${reprOf(entry.key)}]`, faults);
      continue;
    }
    faults.push({
      id: 'extras-key-not-string',
      span: entry.keyAt,
      message: `All keys in ToolMetadata.extras must be strings. Found non-string key(s): ${reprOf(entry.key)} (${entry.key.type}). Write the key as a string: ToolMetadata raises ToolDefinitionError when the module is imported.`,
    });
  }
}

/** arcade-core's `_find_json_violations`, on the literal as written: dicts and lists are walked, anything else judged whole. */
function jsonViolations(text: string, node: PyNode, path: string, faults: PythonFault[], depth = 0): void {
  if (depth > 64) return;
  const violation = (at: PyNode | { offset: number; length: number }, found: string, fix: string) =>
    faults.push({
      id: 'extras-not-json-safe',
      span: 'from' in at ? span(at) : at,
      message: `${JSON_SAFE} Found violations: ${found}. All dict keys must be strings, and all values must be JSON-native types. ${fix}: Arcade's catalog rejects the tool (ToolDefinitionError).`,
    });
  if (node.name === 'ParenthesizedExpression') {
    const inner = parenthesised(node);
    if (inner) jsonViolations(text, inner, path, faults, depth + 1);
    return;
  }
  const dict = dictOf(text, node, depth);
  if (dict) {
    for (const entry of dict.entries) {
      const keyPath = `${path}[${reprOf(entry.key)}]`;
      if (entry.key.type !== 'str')
        violation(
          entry.keyAt,
          `${keyPath} has a non-string key of type ${entry.key.type} — all dict keys must be strings`,
          'Write the key as a string',
        );
      jsonViolations(text, entry.valueNode, keyPath, faults, depth + 1);
    }
    return;
  }
  if (node.name === 'ArrayExpression') {
    const parts = partsOf(node);
    // After `*items` the index of what follows is not known.
    const known = parts.findIndex((p) => p.length !== 1);
    parts.slice(0, known < 0 ? parts.length : known).forEach((p, i) => jsonViolations(text, p[0], `${path}[${i}]`, faults, depth + 1));
    return;
  }
  const value = constantOf(text, node, depth);
  if (value?.type === 'float' && !Number.isFinite(value.value))
    violation(
      node,
      `${path} has a non-JSON-safe float value ${floatRepr(value.value)} — NaN and Infinity are not valid JSON numbers`,
      'Use a finite number, None or a string',
    );
  else if (value?.type === 'tuple' || value?.type === 'set' || value?.type === 'ellipsis')
    violation(
      node,
      `${path} has a non-JSON-safe value of type ${value.type} (got ${reprOf(value)})`,
      value.type === 'ellipsis' ? 'Write a JSON value' : 'Write a list',
    );
}
