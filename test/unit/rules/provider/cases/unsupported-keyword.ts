import { ARGS, using } from '../../../../helpers/providerCases';
import type { RuleCases } from '../../../../helpers/providerCases';

const object = (fields: string) => `{ "type": "object", "properties": { "v": { ${fields} } } }`;

export const unsupportedKeywordCases: RuleCases = {
  valid: [
    {
      name: 'gemini: the formats its Schema lists, in any case of the type name',
      code: '{ "type": "object", "properties": { "t": { "type": "string", "format": "date-time" }, "n": { "type": "NUMBER", "format": "double" }, "i": { "type": "integer", "format": "int64" } } }',
      filename: ARGS,
      settings: using('gemini'),
    },
    {
      name: 'openai-strict: anyOf, pattern, format, numeric bounds',
      code: object('"type": "string", "pattern": "^a", "format": "email"'),
      filename: ARGS,
      settings: using('openai-strict'),
    },
    {
      name: 'openai (not strict) reads allOf',
      code: object('"allOf": [ { "type": "string" } ]'),
      filename: ARGS,
      settings: using('openai'),
    },
    {
      name: 'anthropic (not strict) reads minimum',
      code: object('"type": "integer", "minimum": 1'),
      filename: ARGS,
      settings: using('anthropic'),
    },
    {
      name: "gemini: the fields of Gemini's Schema",
      code: object('"type": "string", "nullable": true, "enum": ["a"], "format": "enum", "description": "d"'),
      filename: ARGS,
      settings: using('gemini'),
    },
    {
      name: 'property names are not keywords',
      code: '{ "type": "object", "properties": { "allOf": { "type": "string" }, "not": { "type": "string" } } }',
      filename: ARGS,
      settings: using('openai-strict', 'gemini'),
    },
  ],
  invalid: [
    {
      name: 'openai-strict: allOf, not, if/then/else, dependentRequired, dependentSchemas, at any depth',
      code: '{ "type": "object", «"dependentRequired"»: {}, «"dependentSchemas"»: {}, "properties": { "v": { «"allOf"»: [ { "type": "string" } ], «"not"»: { "type": "number" } }, "w": { «"if"»: { "type": "string" }, «"then"»: { "type": "string" }, «"else"»: { "type": "number" } } } }',
      filename: ARGS,
      settings: using('openai-strict'),
      errors: [
        'OpenAI strict mode ("openai-strict") rejects a tool with this args schema as its parameters: the keyword "dependentRequired" is not supported',
        '"dependentSchemas"',
        '"allOf"',
        '"not"',
        '"if"',
        '"then"',
        '"else"',
      ],
    },
    {
      name: 'anthropic-strict: numeric bounds, string lengths, maxItems',
      code: '{ "type": "object", "properties": { "n": { "type": "number", «"minimum"»: 0 }, "v": { "type": "array", «"maxItems"»: 3, "items": { "type": "string", «"maxLength"»: 5 } } } }',
      filename: ARGS,
      settings: using('anthropic-strict'),
      errors: [
        'Anthropic strict tool use ("anthropic-strict") rejects a tool with this args schema as its parameters: the keyword "minimum"',
        '"maxItems"',
        '"maxLength"',
      ],
    },
    {
      name: 'gemini: a "format" outside its list for the type (string: enum, date-time; integer: int32, int64)',
      code: '{ "type": "object", "properties": { "u": { "type": "string", «"format"»: "uri" }, "n": { "type": "integer", «"format"»: "float" }, "b": { "type": "boolean", «"format"»: "x" } } }',
      filename: ARGS,
      settings: using('gemini'),
      errors: [
        'Gemini ("gemini") rejects a tool with this args schema as its parameters: the "format" "uri" is not supported for "string"; only "enum" and "date-time" are',
        'the "format" "float" is not supported for "integer"; only "int32" and "int64" are',
        'a "boolean" takes no "format" here',
      ],
    },
    {
      name: "gemini: additionalProperties, $ref and oneOf are not fields of Gemini's Schema",
      code: '{ "type": "object", «"additionalProperties"»: false, "properties": { "v": { «"oneOf"»: [ { "type": "string" } ] } } }',
      filename: ARGS,
      settings: using('gemini'),
      errors: [
        'Gemini ("gemini") rejects a tool with this args schema as its parameters: the keyword "additionalProperties" is not supported in this schema subset',
        '"oneOf"',
      ],
    },
  ],
};
