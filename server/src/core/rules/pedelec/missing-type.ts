import type { Rule } from '../../model/rule';
import { quoteCapped } from '../../model/wording';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { addProperty, replaceValue } from '../../model/operations';
import { getProperty, getValue, isArray, toValue, type ObjectNode } from '../../model/tree';
import { anchorOf, schemaNodes } from './helpers/nodes';
import { PEDELEC_TYPES, type PedelecType } from './helpers/keywords';
import { jsonTypeOf } from './helpers/values';

const ALIASES: Record<string, PedelecType> = {
  int: 'integer',
  long: 'integer',
  float: 'number',
  double: 'number',
  decimal: 'number',
  bool: 'boolean',
  str: 'string',
  text: 'string',
  list: 'array',
  dict: 'object',
  map: 'object',
};

/** The type a node's other keywords imply, when they imply exactly one. */
function impliedType(node: ObjectNode): PedelecType | undefined {
  const has = (...keys: string[]) => keys.some((k) => getProperty(node, k));
  if (has('properties', 'required')) return 'object';
  if (has('items', 'minItems', 'maxItems', 'uniqueItems')) return 'array';
  if (has('minLength', 'maxLength', 'pattern')) return 'string';
  if (has('minimum', 'maximum')) return 'number';
  const enumValues = toValue(getValue(node, 'enum'));
  const single = ['default', 'const'].map((k) => toValue(getValue(node, k))).filter((v) => v !== undefined);
  const values = [...(Array.isArray(enumValues) ? enumValues : []), ...single];
  const types = new Set(values.map((v) => (jsonTypeOf(v) === 'integer' ? 'number' : jsonTypeOf(v))));
  const [only] = types;
  return types.size === 1 && only !== 'null' ? only : undefined;
}

/** The known type an unknown spelling most likely means. */
function likelyType(value: unknown): PedelecType | undefined {
  const names = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
  for (const n of names) if ((PEDELEC_TYPES as readonly string[]).includes(n)) return n as PedelecType;
  for (const n of names) if (ALIASES[n]) return ALIASES[n];
  return undefined;
}

export const missingType: Rule = {
  meta: {
    id: 'pedelec/missing-type',
    defaultSeverity: 'error',
    description: 'Require every schema node to have a known `type` (or a `oneOf`).',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    for (const { node, isRoot } of schemaNodes(doc, association.schema.family)) {
      const type = getProperty(node, 'type');
      const value = type?.valueNode;
      if (value) {
        if (value.type === 'string' && (PEDELEC_TYPES as readonly string[]).includes(value.value)) continue;
        const likely = likelyType(toValue(value));
        const shown = quoteCapped(toValue(value));
        report({
          node: value,
          message: isArray(value)
            ? `Pedelec takes a single "type", not a list (${shown}): pick one of ${PEDELEC_TYPES.join(', ')}, or use oneOf.`
            : `Unknown type ${shown}: use one of ${PEDELEC_TYPES.join(', ')} ("null" is not supported).`,
          supersedes: [
            { code: 'schema/invalid-value', node: value },
            { code: 'schema/wrong-type', node: value },
          ],
          fixes: likely
            ? () => [{ title: `Use "type": "${likely}"`, operations: replaceValue(value, likely), isPreferred: true }]
            : undefined,
        });
        continue;
      }
      // A root without type is pedelec/root-not-object's; a `$ref`/`allOf`/`anyOf` node is pedelec/unsupported-keyword's.
      if (type || isRoot || ['oneOf', '$ref', 'allOf', 'anyOf'].some((k) => getProperty(node, k))) continue;
      const implied = impliedType(node);
      report({
        span: anchorOf(node),
        message: `This schema node has no "type" (nor a "oneOf"), so it accepts any value. Add "type": ${implied ? `"${implied}"` : 'one of ' + PEDELEC_TYPES.join(', ')}.`,
        fixes: implied
          ? () => [{ title: `Add "type": "${implied}"`, operations: addProperty(node, 'type', implied), isPreferred: true }]
          : undefined,
      });
    }
  },
};
