/** Fixes better than removal for some unsupported keywords: the supported spelling of the same constraint. */
import { getProperty, type ObjectNode, type PropertyNode } from '../../../model/tree';
import type { SchemaDocument } from '../../../model/document';
import type { Family } from '../../../model/catalog';
import type { Fix } from '../../../model/problem';
import { removeProperty, renameKey, replaceValue, wrapInArray } from '../../../model/operations';
import { declaredType } from './nodes';
import { definitionsContainerFix, refFixes } from './refs';

/** On an integer, `exclusiveMinimum: n` is `minimum: ⌊n⌋ + 1` (and the draft-04 `exclusiveMinimum: true` too). */
function exclusiveBoundFix(node: ObjectNode, property: PropertyNode): Fix | undefined {
  if (declaredType(node) !== 'integer') return undefined;
  const lower = property.keyNode.value === 'exclusiveMinimum';
  const inclusiveKey = lower ? 'minimum' : 'maximum';
  const inclusive = getProperty(node, inclusiveKey);
  const current = inclusive?.valueNode?.type === 'number' ? (inclusive.valueNode.value as number) : undefined;
  const v = property.valueNode;
  let bound: number | undefined;
  if (v?.type === 'number') bound = lower ? Math.floor(v.value as number) + 1 : Math.ceil(v.value as number) - 1;
  else if (v?.type === 'boolean' && v.value === true && current !== undefined)
    bound = lower ? Math.floor(current) + 1 : Math.ceil(current) - 1;
  if (bound === undefined || !Number.isSafeInteger(bound)) return undefined;
  const title = `Replace with "${inclusiveKey}": ${bound}`;
  if (!inclusive)
    return { title, operations: [...renameKey(property, inclusiveKey), ...replaceValue(v!, bound)], isPreferred: true, safe: true };
  if (!inclusive.valueNode || (current === undefined && v?.type !== 'number')) return undefined;
  const tighter = current === undefined || v?.type === 'boolean' ? bound : lower ? Math.max(current, bound) : Math.min(current, bound);
  return {
    title: `Replace with "${inclusiveKey}": ${tighter}`,
    operations: [...replaceValue(inclusive.valueNode, tighter), ...removeProperty(property)],
    isPreferred: true,
    safe: true,
  };
}

/** `const: v` is `enum: [v]`. */
function constFix(node: ObjectNode, property: PropertyNode): Fix | undefined {
  if (getProperty(node, 'enum') || !property.valueNode) return undefined;
  return {
    title: 'Replace with "enum": [value]',
    operations: [...renameKey(property, 'enum'), ...wrapInArray(property.valueNode)],
    isPreferred: true,
    safe: true,
  };
}

/** The fixes for an unsupported keyword, the best first; removal is always available. */
export function unsupportedKeywordFixes(doc: SchemaDocument, family: Family, node: ObjectNode, property: PropertyNode): Fix[] {
  const keyword = property.keyNode.value;
  const remove: Fix = { title: `Remove "${keyword}"`, operations: removeProperty(property), safe: true };
  let better: Fix | undefined;
  if (keyword === '$ref') return refFixes(doc, family, property);
  if (keyword === 'exclusiveMinimum' || keyword === 'exclusiveMaximum') better = exclusiveBoundFix(node, property);
  else if (keyword === 'const') better = constFix(node, property);
  else if (keyword === '$defs' || keyword === 'definitions') return [definitionsContainerFix(doc, family, property) ?? []].flat();
  return better ? [better, remove] : [{ ...remove, isPreferred: true }];
}
