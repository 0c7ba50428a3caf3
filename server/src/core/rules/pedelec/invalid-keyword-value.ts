import type { Rule, RuleReport } from '../../model/rule';
import { PEDELEC_FAMILIES } from '../../model/catalog';
import { replaceValue, wrapInArray } from '../../model/operations';
import { getValue, isArray, isObject, type PropertyNode, type ValueNode } from '../../model/tree';
import type { Fix } from '../../model/problem';
import { kindNoun, kindOf, schemaNodes, type Kind } from './helpers/nodes';
import { PEDELEC_TYPES } from './helpers/keywords';
import { readerOf, rejectedBy } from './helpers/rejections';

/**
 * The JSON type JSON Schema's meta-schema requires of each supported keyword's value, in every draft Core may
 * apply. `type` is pedelec/missing-type's, `examples` pedelec/example-mismatch's; bad numbers (negative lengths)
 * are pedelec/invalid-range's: here only the value's kind.
 */
const EXPECTED: Readonly<Record<string, Exclude<Kind, 'null'>>> = {
  description: 'string',
  pattern: 'string',
  minimum: 'number',
  maximum: 'number',
  minLength: 'number',
  maxLength: 'number',
  minItems: 'number',
  maxItems: 'number',
  uniqueItems: 'boolean',
  enum: 'array',
  required: 'array',
  oneOf: 'array',
  properties: 'object',
  items: 'object',
};

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;

/** The value the user evidently meant, when there is exactly one. */
function meant(keyword: string, value: ValueNode): Fix | undefined {
  const expected = EXPECTED[keyword];
  if (expected === 'number' && value.type === 'string' && NUMBER.test(value.value) && Number.isFinite(Number(value.value))) {
    const n = Number(value.value);
    return { title: `Replace with ${n}`, operations: replaceValue(value, n), isPreferred: true, safe: true };
  }
  if (expected === 'boolean' && value.type === 'string' && /^(true|false)$/.test(value.value)) {
    return { title: `Replace with ${value.value}`, operations: replaceValue(value, value.value === 'true'), isPreferred: true, safe: true };
  }
  if ((keyword === 'required' && value.type === 'string') || (keyword === 'enum' && value.type !== 'object' && value.type !== 'array')) {
    return { title: 'Wrap the value in an array', operations: wrapInArray(value), isPreferred: true, safe: true };
  }
  return undefined;
}

/** `"x": "string"` in `properties` (or a `oneOf` branch) means `"x": { "type": "string" }`. */
function schemaFor(value: ValueNode): Fix | undefined {
  if (value.type !== 'string' || !(PEDELEC_TYPES as readonly string[]).includes(value.value)) return undefined;
  return {
    title: `Replace with { "type": "${value.value}" }`,
    operations: replaceValue(value, { type: value.value }),
    isPreferred: true,
    safe: true,
  };
}

export const invalidKeywordValue: Rule = {
  meta: {
    id: 'pedelec/invalid-keyword-value',
    defaultSeverity: 'error',
    description: 'Require keyword values of the kind JSON Schema defines (`"minimum": 3`, not `"3"`), or Core rejects the schema.',
    families: PEDELEC_FAMILIES,
  },
  check({ doc, association, report }) {
    const rejected = rejectedBy(readerOf(doc, association.schema.family), 'invalid-json-schema');
    const wrong = (node: ValueNode, what: string, expected: string, fix: Fix | undefined): void => {
      const r: RuleReport = {
        node,
        message: `${what} must be ${expected}, not ${kindOf(node)}${rejected}. ${fix ? `${fix.title}.` : `Write ${expected}.`}`,
        supersedes: [{ code: 'schema/wrong-type', node }],
      };
      report(fix ? { ...r, fixes: () => [fix] } : r);
    };
    /** A child schema that is no schema at all (booleans are schemas in JSON Schema; leave them to the bundled schema). */
    const checkSchema = (node: ValueNode | undefined, what: string) => {
      if (node && node.type !== 'object' && node.type !== 'boolean' && node.type !== 'opaque')
        wrong(node, what, 'a schema object', schemaFor(node));
    };
    for (const { node } of schemaNodes(doc, association.schema.family)) {
      for (const property of node.properties) {
        const keyword = property.keyNode.value;
        const value = property.valueNode;
        const expected = Object.prototype.hasOwnProperty.call(EXPECTED, keyword) ? EXPECTED[keyword] : undefined;
        if (!value || !expected || value.type === 'opaque') continue;
        // A boolean is a schema; an array of schemas is a draft-07 tuple: both are valid JSON Schema.
        if (keyword === 'items' && (value.type === 'boolean' || value.type === 'array')) continue;
        if (value.type !== expected && !(keyword === 'items' && value.type === 'object')) {
          if (keyword === 'items') checkSchema(value, '"items"');
          else wrong(value, `"${keyword}"`, kindNoun(expected), meant(keyword, value));
          continue;
        }
        checkElements(keyword, property, checkSchema, wrong);
      }
    }
  },
};

/** The members a keyword of the right kind must hold: names in `required`, schemas in `properties` and `oneOf`. */
function checkElements(
  keyword: string,
  property: PropertyNode,
  checkSchema: (node: ValueNode | undefined, what: string) => void,
  wrong: (node: ValueNode, what: string, expected: string, fix: Fix | undefined) => void,
): void {
  const value = property.valueNode;
  if (keyword === 'required' && isArray(value)) {
    for (const item of value.items)
      if (item.type !== 'string' && item.type !== 'opaque') wrong(item, 'Each name in "required"', 'a string', undefined);
  } else if (keyword === 'oneOf' && isArray(value)) {
    for (const item of value.items) checkSchema(item, 'Each "oneOf" alternative');
  } else if (keyword === 'properties' && isObject(value)) {
    for (const p of value.properties)
      checkSchema(getValue(value, p.keyNode.value) === p.valueNode ? p.valueNode : undefined, `The schema of "${p.keyNode.value}"`);
  }
}
