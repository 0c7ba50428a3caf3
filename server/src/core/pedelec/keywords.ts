/**
 * The Pedelec args-schema subset, as data: which keywords exist, for which types, what they mean, and, for the
 * keywords Pedelec does not support, why and what to write instead. Rules, hover and completion all read this.
 */
export type PedelecType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
export const PEDELEC_TYPES: readonly PedelecType[] = ['string', 'number', 'integer', 'boolean', 'array', 'object'];

export interface SupportedKeyword {
  /** The types that take it; undefined means every node (shared metadata and `type`/`oneOf`). */
  types?: readonly PedelecType[];
  doc: string;
  example: string;
}

export const SUPPORTED: Readonly<Record<string, SupportedKeyword>> = {
  type: { doc: 'The kind of value: `string`, `number`, `integer`, `boolean`, `array` or `object`. Every node needs a `type` (or a `oneOf`), and the root must be `object`.', example: '"type": "string"' },
  description: { doc: 'What the value means, for the agent. Add one to every non-obvious field.', example: '"description": "Output language."' },
  default: { doc: 'The value the handler assumes when the argument is missing. A hint only: the SDK does not insert it.', example: '"default": "en"' },
  examples: { doc: 'Sample values that guide the agent; an array of values valid for this node.', example: '"examples": ["en", "zh-TW"]' },
  enum: { types: ['string', 'number', 'integer', 'boolean'], doc: 'The closed set of allowed values, all of the node\'s type. Use it when the domain is small and stable.', example: '"enum": ["viewer", "editor"]' },
  oneOf: { doc: 'Exactly one of these schemas applies. Make the alternatives clearly distinguishable (different types, or a required property that differs).', example: '"oneOf": [{ "type": "string" }, { "type": "integer" }]' },
  minLength: { types: ['string'], doc: 'The shortest allowed string (a non-negative integer).', example: '"minLength": 1' },
  maxLength: { types: ['string'], doc: 'The longest allowed string (a non-negative integer).', example: '"maxLength": 200' },
  pattern: { types: ['string'], doc: 'A regular expression the string must match. Keep it simple and portable: no lookbehind, named groups, backreferences or Unicode property escapes.', example: '"pattern": "^[a-z0-9-]+$"' },
  minimum: { types: ['number', 'integer'], doc: 'The smallest allowed number (inclusive).', example: '"minimum": -10' },
  maximum: { types: ['number', 'integer'], doc: 'The largest allowed number (inclusive).', example: '"maximum": 10' },
  items: { types: ['array'], doc: 'The schema every element must match. Required on arrays.', example: '"items": { "type": "string", "minLength": 1 }' },
  minItems: { types: ['array'], doc: 'The fewest elements allowed (a non-negative integer).', example: '"minItems": 1' },
  maxItems: { types: ['array'], doc: 'The most elements allowed. Always bound arrays: an agent-generated array should not be able to request an unbounded bulk operation.', example: '"maxItems": 50' },
  uniqueItems: { types: ['array'], doc: 'Whether all elements must be distinct.', example: '"uniqueItems": true' },
  properties: { types: ['object'], doc: 'The object\'s properties, each a schema node.', example: '"properties": { "x": { "type": "number" } }' },
  required: { types: ['object'], doc: 'The names of the properties the handler needs; each must be defined in `properties`.', example: '"required": ["x", "y"]' },
};

/** Why a JSON Schema keyword is not supported, and what to write instead. */
export const UNSUPPORTED: Readonly<Record<string, string>> = {
  $ref: 'Pedelec does not resolve references: write the referenced schema inline (reuse it as a constant in your code).',
  $defs: 'Pedelec does not resolve references: inline the definitions where they are used and remove `$defs`.',
  definitions: 'Pedelec does not resolve references: inline the definitions where they are used and remove `definitions`.',
  additionalProperties: 'Pedelec ignores it: extra properties are not rejected. Validate unexpected keys in your handler.',
  format: 'Pedelec ignores formats: use `pattern` for simple shapes and validate the rest in your handler.',
  exclusiveMinimum: 'Use `minimum` (on an integer, `minimum: n + 1`).',
  exclusiveMaximum: 'Use `maximum` (on an integer, `maximum: n - 1`).',
  multipleOf: 'Not supported: validate divisibility in your handler.',
  allOf: 'Composition is not supported beyond `oneOf`: merge the schemas into one node.',
  anyOf: 'Use `oneOf` with clearly distinguishable alternatives.',
  not: 'Negation is not supported: describe what is allowed instead (an `enum`, a `pattern`).',
  if: 'Conditionals are not supported: use `oneOf` with a discriminating property.',
  then: 'Conditionals are not supported: use `oneOf` with a discriminating property.',
  else: 'Conditionals are not supported: use `oneOf` with a discriminating property.',
  const: 'Use `enum` with a single value.',
  patternProperties: 'Not supported: list the properties in `properties`, or validate keys in your handler.',
  propertyNames: 'Not supported: validate keys in your handler.',
  dependentRequired: 'Not supported: use `oneOf` branches with different `required` lists.',
  dependentSchemas: 'Not supported: use `oneOf` branches.',
  dependencies: 'Not supported: use `oneOf` branches with different `required` lists.',
  unevaluatedProperties: 'Not supported: validate extra keys in your handler.',
  unevaluatedItems: 'Not supported: bound the array with `items` and `maxItems`.',
  prefixItems: 'Tuples are not supported: use an object with named properties.',
  contains: 'Not supported: validate array contents in your handler.',
  minProperties: 'Not supported: use `required`.',
  maxProperties: 'Not supported: list the allowed properties explicitly.',
  title: 'Not supported: put the text in `description`.',
  $id: 'Not supported: remove it.',
  $comment: 'Not supported: use `description`, or a comment in a .jsonc file.',
  $schema: 'Only a standalone args-schema file\'s root may carry `$schema` (as the editor\'s hint).',
  $anchor: 'Not supported: remove it.',
  readOnly: 'Not supported: remove it.',
  writeOnly: 'Not supported: remove it.',
  deprecated: 'Not supported: say so in `description`.',
  contentEncoding: 'Not supported: describe the encoding in `description`.',
  contentMediaType: 'Not supported: describe the media type in `description`.',
  nullable: 'Not part of JSON Schema or Pedelec: use `oneOf` with the alternatives you accept.',
};

export const isSupported = (keyword: string) => Object.prototype.hasOwnProperty.call(SUPPORTED, keyword);

/** Why a keyword is unsupported (a generic sentence for custom keywords). */
export function unsupportedReason(keyword: string): string {
  return Object.prototype.hasOwnProperty.call(UNSUPPORTED, keyword)
    ? UNSUPPORTED[keyword]
    : 'Custom keywords are not part of the Pedelec subset and are ignored: remove it, or put the information in `description`.';
}
