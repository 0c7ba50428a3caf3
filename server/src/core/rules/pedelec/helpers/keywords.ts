/**
 * The Pedelec args-schema subset, as data: which keywords exist, for which types, what they mean, and, for the
 * keywords outside the documented subset, what today's Core does with them and what to write instead. Rules,
 * hover and completion all read this.
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
  type: {
    doc: 'The kind of value: `string`, `number`, `integer`, `boolean`, `array` or `object`. Every node needs a `type` (or a `oneOf`), and the root must be `object`.',
    example: '"type": "string"',
  },
  description: {
    doc: 'What the value means, for the agent. Add one to every non-obvious field.',
    example: '"description": "Output language."',
  },
  default: {
    doc: 'The value the handler assumes when the argument is missing. A hint only: the SDK does not insert it.',
    example: '"default": "en"',
  },
  examples: { doc: 'Sample values that guide the agent; an array of values valid for this node.', example: '"examples": ["en", "zh-TW"]' },
  enum: {
    types: ['string', 'number', 'integer', 'boolean'],
    doc: "The closed set of allowed values, all of the node's type. Use it when the domain is small and stable.",
    example: '"enum": ["viewer", "editor"]',
  },
  oneOf: {
    doc: 'Exactly one of these schemas applies. Make the alternatives clearly distinguishable (different types, or a required property that differs).',
    example: '"oneOf": [{ "type": "string" }, { "type": "integer" }]',
  },
  minLength: { types: ['string'], doc: 'The shortest allowed string (a non-negative integer).', example: '"minLength": 1' },
  maxLength: { types: ['string'], doc: 'The longest allowed string (a non-negative integer).', example: '"maxLength": 200' },
  pattern: {
    types: ['string'],
    doc: 'A regular expression the string must match. Keep it simple and portable: no lookbehind, named groups, backreferences or Unicode property escapes.',
    example: '"pattern": "^[a-z0-9-]+$"',
  },
  minimum: { types: ['number', 'integer'], doc: 'The smallest allowed number (inclusive).', example: '"minimum": -10' },
  maximum: { types: ['number', 'integer'], doc: 'The largest allowed number (inclusive).', example: '"maximum": 10' },
  items: {
    types: ['array'],
    doc: 'The schema every element must match. Required on arrays.',
    example: '"items": { "type": "string", "minLength": 1 }',
  },
  minItems: { types: ['array'], doc: 'The fewest elements allowed (a non-negative integer).', example: '"minItems": 1' },
  maxItems: {
    types: ['array'],
    doc: 'The most elements allowed. Always bound arrays: an agent-generated array should not be able to request an unbounded bulk operation.',
    example: '"maxItems": 50',
  },
  uniqueItems: { types: ['array'], doc: 'Whether all elements must be distinct.', example: '"uniqueItems": true' },
  properties: {
    types: ['object'],
    doc: "The object's properties, each a schema node.",
    example: '"properties": { "x": { "type": "number" } }',
  },
  required: {
    types: ['object'],
    doc: 'The names of the properties the handler needs; each must be defined in `properties`.',
    example: '"required": ["x", "y"]',
  },
};

/**
 * A keyword outside the documented subset. Pedelec's guide makes no promise about it, but today's Core validates
 * every call's arguments against the full JSON Schema (jsonschema crate): `core` says what that does with the
 * keyword, only for keywords common to draft-07, 2019-09 and 2020-12; absent when unknown (then we claim nothing).
 */
export interface UnsupportedKeyword {
  core?: 'enforced' | 'resolved';
  /** What to write instead, one sentence. */
  instead: string;
}

const enforced = (instead: string): UnsupportedKeyword => ({ core: 'enforced', instead });
const BRANCHES = 'Use `oneOf` with a discriminating property.';

export const UNSUPPORTED: Readonly<Record<string, UnsupportedKeyword>> = {
  $ref: { core: 'resolved', instead: 'Write the referenced schema inline (in code, reuse a constant).' },
  $defs: { core: 'resolved', instead: 'Inline the definitions where they are used and remove `$defs`.' },
  definitions: { core: 'resolved', instead: 'Inline the definitions where they are used and remove `definitions`.' },
  additionalProperties: enforced('Remove it, and reject unexpected keys in your handler if you must.'),
  format: { instead: 'Use `pattern` for simple shapes, and validate the rest in your handler.' },
  exclusiveMinimum: enforced('Use `minimum` (on an integer, `minimum: n + 1`).'),
  exclusiveMaximum: enforced('Use `maximum` (on an integer, `maximum: n - 1`).'),
  multipleOf: enforced('Remove it, and check divisibility in your handler.'),
  allOf: enforced('Merge the schemas into one node.'),
  anyOf: enforced('Use `oneOf` with clearly distinguishable alternatives.'),
  not: enforced('Describe what is allowed instead (an `enum`, a `pattern`).'),
  if: enforced(BRANCHES),
  then: enforced(BRANCHES),
  else: enforced(BRANCHES),
  const: enforced('Use `enum` with a single value.'),
  patternProperties: enforced('List the properties in `properties`, and check other keys in your handler.'),
  propertyNames: enforced('Remove it, and check keys in your handler.'),
  dependentRequired: { instead: 'Use `oneOf` branches with different `required` lists.' },
  dependentSchemas: { instead: 'Use `oneOf` branches.' },
  dependencies: { instead: 'Use `oneOf` branches with different `required` lists.' },
  unevaluatedProperties: { instead: 'Remove it, and check extra keys in your handler.' },
  unevaluatedItems: { instead: 'Bound the array with `items` and `maxItems`.' },
  prefixItems: { instead: 'Use an object with named properties instead of a tuple.' },
  contains: enforced('Remove it, and check array contents in your handler.'),
  minProperties: enforced('Use `required`.'),
  maxProperties: enforced('List the allowed properties explicitly.'),
  title: { instead: 'Put the text in `description`.' },
  $id: { instead: 'Remove it.' },
  $comment: { instead: 'Use `description`, or a comment in a .jsonc file.' },
  $schema: { instead: "Remove it: only a standalone args-schema file's root may carry `$schema` (as the editor's hint)." },
  $anchor: { instead: 'Remove it.' },
  readOnly: { instead: 'Remove it.' },
  writeOnly: { instead: 'Remove it.' },
  deprecated: { instead: 'Say so in `description`.' },
  contentEncoding: { instead: 'Describe the encoding in `description`.' },
  contentMediaType: { instead: 'Describe the media type in `description`.' },
  nullable: { instead: 'It is not a JSON Schema keyword either: use `oneOf` with the alternatives you accept.' },
};

/** A keyword nobody defines (`x-…`, a typo). */
export const CUSTOM_KEYWORD: UnsupportedKeyword = { instead: 'Remove it, or put the information in `description`.' };

/**
 * A supported keyword's documentation as hover and completion show it (one text for both): which nodes take it,
 * what it means, an example.
 */
export function keywordDoc(keyword: string): string {
  const k = SUPPORTED[keyword];
  const types = k.types ? ` — on ${k.types.map((t) => `\`${t}\``).join(', ')} nodes` : '';
  return `**\`${keyword}\`**${types}\n\n${k.doc}\n\nExample:\n\`\`\`json\n${k.example}\n\`\`\``;
}

export const isSupported = (keyword: string) => Object.prototype.hasOwnProperty.call(SUPPORTED, keyword);

export const unsupportedKeyword = (keyword: string): UnsupportedKeyword =>
  Object.prototype.hasOwnProperty.call(UNSUPPORTED, keyword) ? UNSUPPORTED[keyword] : CUSTOM_KEYWORD;
