/**
 * Our message for each JSON Schema keyword: what is wrong and what to do, from the error's params and the node at
 * fault. ajv's own English text is never generated (`messages: false`) nor read.
 */
import { toValue, type ValueNode } from '../model/tree';
import { plural, quoteCapped } from '../model/wording';

const NOUNS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  null: 'null',
  object: 'an object',
  array: 'an array',
};

const noun = (type: string) => NOUNS[type] ?? `"${type}"`;
const either = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`);
const json = quoteCapped;
const found = (node: ValueNode) => (node.type === 'opaque' ? 'a value' : noun(node.type));
const lengthOf = (node: ValueNode) => (node.type === 'string' ? [...node.value].length : 0); // code points, as ajv
const countOf = (node: ValueNode) => (node.type === 'array' ? node.items.length : node.type === 'object' ? node.properties.length : 0);

/** `the Pedelec skills manifest schema`, never `the Pedelec args schema schema`. */
const theSchema = (title: string) => `the ${title}${/schema$/i.test(title) ? '' : ' schema'}`;

/** Past this, a quoted value is cut (a message once quoted a 2.6 MB value). */
const MAX_QUOTED = 60;

/** The value at fault as written in JSON, cut with "…" past MAX_QUOTED characters. */
function quotedValue(node: ValueNode): string {
  const text = node.type === 'opaque' ? 'The value' : json(toValue(node));
  return text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text;
}

export function schemaMessage(keyword: string, params: Readonly<Record<string, unknown>>, node: ValueNode, title: string): string {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = params.additionalProperty ?? params.unevaluatedProperty;
      return `Property ${json(name)} is not allowed here by ${theSchema(title)}. Remove it or check its spelling.`;
    }
    case 'required':
      return `Missing required property ${json(params.missingProperty)} (${title}). Add it.`;
    case 'type': {
      const expected = either([params.type as string | string[]].flat().map(noun));
      return `Incorrect type: expected ${expected}, found ${found(node)}. Change the value to ${expected}.`;
    }
    case 'enum':
      return `${quotedValue(node)} is not accepted. Use one of: ${(params.allowedValues as unknown[]).map(json).join(', ')}.`;
    case 'const':
      return `${quotedValue(node)} is not accepted. Use ${json(params.allowedValue)}.`;
    case 'oneOf':
      return Array.isArray(params.passingSchemas)
        ? `Value matches more than one of the alternatives ${theSchema(title)} allows here, where exactly one must match. ` +
            'Change it so that only one does.'
        : `Value matches none of the alternatives ${theSchema(title)} allows here. Change it to match one.`;
    case 'anyOf':
      return `Value matches none of the alternatives ${theSchema(title)} allows here. Change it to match one.`;
    case 'minItems':
      return `Array has ${plural(countOf(node), 'item')}, fewer than the minimum of ${limit}. Add items.`;
    case 'maxItems':
      return `Array has ${plural(countOf(node), 'item')}, more than the maximum of ${limit}. Remove items.`;
    case 'minLength':
      return `String has ${plural(lengthOf(node), 'character')}, fewer than the minimum of ${limit}. Lengthen it.`;
    case 'maxLength':
      return `String has ${plural(lengthOf(node), 'character')}, more than the maximum of ${limit}. Shorten it.`;
    case 'minProperties':
      return `Object has ${plural(countOf(node), 'property', 'properties')}, fewer than the minimum of ${limit}. Add properties.`;
    case 'maxProperties':
      return `Object has ${plural(countOf(node), 'property', 'properties')}, more than the maximum of ${limit}. Remove properties.`;
    case 'minimum':
      return `Value is below the minimum of ${limit}. Use ${limit} or more.`;
    case 'maximum':
      return `Value is above the maximum of ${limit}. Use ${limit} or less.`;
    case 'exclusiveMinimum':
      return `Value must be greater than ${limit}. Use a larger number.`;
    case 'exclusiveMaximum':
      return `Value must be less than ${limit}. Use a smaller number.`;
    case 'multipleOf':
      return `Value must be a multiple of ${json(params.multipleOf)}. Change it.`;
    case 'pattern':
      return `String does not match the pattern ${json(params.pattern)}. Change it to match.`;
    case 'uniqueItems':
      return `Array items ${json(params.j)} and ${json(params.i)} are equal, but the items must be unique. Remove one of them.`;
    case 'format':
      return `String is not a valid "${params.format}". Correct it.`;
    default:
      return `Value is not valid here: it fails the "${keyword}" keyword of ${theSchema(title)}. Check it against the schema.`;
  }
}
