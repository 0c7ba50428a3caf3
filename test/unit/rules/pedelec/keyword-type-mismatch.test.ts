import { ruleTester } from '../../../helpers/ruleTester';
import { keywordTypeMismatch } from '../../../../server/src/core/rules/pedelec/keyword-type-mismatch';

ruleTester(keywordTypeMismatch, {
  valid: [
    {
      name: 'every keyword on its own type',
      code: '{ "type": "object", "properties": { "s": { "type": "string", "minLength": 1, "maxLength": 9, "pattern": "^a", "enum": ["a"] }, "n": { "type": "integer", "minimum": 0, "maximum": 9 }, "l": { "type": "array", "items": { "type": "boolean", "enum": [true] }, "minItems": 0, "maxItems": 3, "uniqueItems": true } }, "required": ["s"] }',
    },
    {
      name: "a node without a known type is another rule's problem",
      code: '{ "type": "object", "properties": { "x": { "minLength": 1 }, "y": { "type": "strin", "items": {} } } }',
    },
  ],
  invalid: [
    {
      name: 'issue 24: "an integer node", "an array node" (the article follows the type name)',
      code: '{ "type": "object", "properties": { "i": { "type": "integer", «"minLength"»: 1 }, "a": { "type": "array", "items": { "type": "string" }, «"minimum"»: 1 } } }',
      errors: ['not to an integer node', 'not to an array node'],
      output: '{ "type": "object", "properties": { "i": { "type": "integer" }, "a": { "type": "array", "items": { "type": "string" } } } }',
    },
    {
      name: 'minLength on a number, items on a string, properties on an array, enum on an object',
      code: '{ "type": "object", "properties": { "n": { "type": "number", «"minLength"»: 1 }, "s": { "type": "string", «"items"»: { "type": "string" } }, "a": { "type": "array", "items": { "type": "string" }, "maxItems": 2, «"properties"»: {} }, "o": { "type": "object", «"enum"»: [{}] } } }',
      errors: [
        '"minLength" applies to string nodes, not to a number node',
        '"items" applies to array nodes',
        '"properties" applies to object nodes',
        '"enum" applies to string/number/integer/boolean',
      ],
      output:
        '{ "type": "object", "properties": { "n": { "type": "number" }, "s": { "type": "string" }, "a": { "type": "array", "items": { "type": "string" }, "maxItems": 2 }, "o": { "type": "object" } } }',
    },
    {
      name: 'in a skills manifest, inside oneOf',
      filename: 'a.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "v": { "oneOf": [ { "type": "boolean", «"maximum»": 1 } ] } } } } ] }'.replace(
        '«"maximum»"',
        '«"maximum"»',
      ),
      errors: ['"maximum" applies to number/integer nodes, not to a boolean node'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "v": { "oneOf": [ { "type": "boolean" } ] } } } } ] }',
    },
  ],
});
