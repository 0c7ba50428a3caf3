import type { Rule } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { removeProperty, replaceValue } from '../../model/operations';
import { descendants, type Hazard, type OpaqueNode } from '../../model/tree';
import { schemaStarts } from './helpers/nodes';
import type { Fix } from '../../model/problem';

/**
 * Values only code can write into a schema, and what the SDK's copy through JSON (`JSON.parse(JSON.stringify(…))`,
 * pedelec-2026.md) makes of them: dropped in an object, `null` in an array, or an exception.
 */
const WHAT: Record<Hazard, { name: string; effect: (inArray: boolean) => string; instead: string }> = {
  function: { name: 'A function', effect: dropped, instead: 'Write the value itself' },
  undefined: { name: '`undefined`', effect: dropped, instead: 'Leave the key out' },
  symbol: { name: 'A symbol', effect: dropped, instead: 'Write a string' },
  bigint: {
    name: 'A BigInt',
    effect: () => 'cannot be written as JSON: the copy throws, so the session is not created',
    instead: 'Write a number',
  },
  NaN: { name: '`NaN`', effect: () => 'becomes `null`', instead: 'Write a number, or leave the key out' },
  Infinity: { name: 'An infinite number', effect: () => 'becomes `null`', instead: 'Write a finite bound, or leave the key out' },
  instance: {
    name: 'An object made by `new` (or a regular expression)',
    effect: () => 'keeps only what JSON.stringify gives for it (`{}` for a RegExp or Map, a string for a Date)',
    instead: 'Write a plain literal',
  },
};

function dropped(inArray: boolean): string {
  return inArray ? 'becomes `null`' : 'is dropped';
}

export const notSerializable: Rule = {
  meta: {
    id: 'pedelec/not-serializable',
    defaultSeverity: 'error',
    description:
      'Disallow values in an args schema that do not survive the SDK copying it through JSON (functions, `undefined`, BigInt, NaN …).',
    families: PEDELEC_FAMILIES,
    readsOpaque: true,
  },
  check({ doc, association, report }) {
    for (const root of schemaStarts(doc, association.schema.family)) {
      for (const node of descendants(root)) {
        if (node.type !== 'opaque' || !node.hazard) continue;
        const what = WHAT[node.hazard];
        const inArray = node.parent?.type === 'array';
        report({
          node,
          message: `${what.name} in an args schema ${what.effect(inArray)} when Pedelec's SDK copies the schema through JSON, so the agent never sees what is written here. ${what.instead}.`,
          fixes: () => fixesFor(node, inArray),
        });
      }
    }
  },
};

/** Removing a property JSON drops anyway changes nothing at run time: safe. Other values need the author's word. */
function fixesFor(node: OpaqueNode, inArray: boolean): Fix[] {
  const property = node.parent?.type === 'property' ? node.parent : undefined;
  const hazard = node.hazard!;
  if (property && (hazard === 'undefined' || hazard === 'function' || hazard === 'symbol'))
    return [
      {
        title: `Remove "${property.keyNode.value}"`,
        operations: removeProperty(property),
        isPreferred: true,
        safe: hazard === 'undefined',
      },
    ];
  if (inArray && (hazard === 'undefined' || hazard === 'NaN' || hazard === 'Infinity'))
    return [{ title: 'Write null, as JSON does', operations: replaceValue(node, null) }];
  return [];
}
