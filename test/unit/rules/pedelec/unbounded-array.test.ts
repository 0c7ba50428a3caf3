import { ruleTester } from '../../../helpers/ruleTester';
import { unboundedArray } from '../../../../server/src/core/rules/pedelec/unbounded-array';

ruleTester(unboundedArray, {
  valid: [
    {
      name: 'bounded',
      code: '{ "type": "object", "properties": { "ids": { "type": "array", "items": { "type": "string" }, "maxItems": 50 } } }',
    },
    {
      name: 'bounded at every depth, in a skills manifest; maxItems 0 is a bound',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "grid": { "type": "array", "maxItems": 0, "items": { "type": "array", "maxItems": 9, "items": { "type": "integer" } } }, "v": { "oneOf": [ { "type": "array", "maxItems": 3, "items": { "type": "string" } }, { "type": "string" } ] } } } } ] }',
    },
    {
      name: 'a property named "maxItems" is not a keyword; a list "type" is another rule\'s problem',
      code: '{ "type": "object", "properties": { "maxItems": { "type": "integer" }, "a": { "type": ["array", "null"], "items": { "type": "string" } } } }',
    },
  ],
  invalid: [
    {
      name: 'unbounded, in a skills manifest and in a oneOf; the bound respects minItems',
      filename: 'a.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "ids": { "type": «"array"», "items": { "type": "string" } }, "v": { "oneOf": [ { "type": «"array"», "items": { "type": "integer" }, "minItems": 200 }, { "type": "string" } ] } } } } ] }',
      errors: ['no "maxItems"', 'no "maxItems"'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "ids": { "type": "array", "items": { "type": "string" }, "maxItems": 100 }, "v": { "oneOf": [ { "type": "array", "items": { "type": "integer" }, "minItems": 200, "maxItems": 200 }, { "type": "string" } ] } } } } ] }',
    },
    {
      name: 'an array of arrays, both unbounded; a fractional minItems rounds the bound up, a negative one is ignored',
      code: '{ "type": "object", "properties": { "m": { "type": «"array"», "minItems": -1, "items": { "type": «"array"», "minItems": 150.5, "items": { "type": "integer" } } } } }',
      errors: ['no "maxItems"', 'no "maxItems"'],
      output:
        '{ "type": "object", "properties": { "m": { "type": "array", "minItems": -1, "items": { "type": "array", "minItems": 150.5, "items": { "type": "integer" }, "maxItems": 151 }, "maxItems": 100 } } }',
    },
    {
      name: 'jsonc: comments next to the insertion are kept where they are',
      filename: 'x.args.jsonc',
      code: '{\n  "type": "object",\n  "properties": {\n    // the tags\n    "tags": {\n      "type": «"array"»,\n      "items": { "type": "string" } // plain strings\n    }\n  }\n}',
      errors: ['no "maxItems"'],
      output:
        '{\n  "type": "object",\n  "properties": {\n    // the tags\n    "tags": {\n      "type": "array",\n      "items": { "type": "string" }, // plain strings\n      "maxItems": 100\n    }\n  }\n}',
    },
    {
      name: 'CRLF line endings are kept',
      code: '{\r\n  "type": "object",\r\n  "properties": {\r\n    "ids": {\r\n      "type": «"array"»,\r\n      "items": { "type": "string" }\r\n    }\r\n  }\r\n}',
      errors: ['no "maxItems"'],
      output:
        '{\r\n  "type": "object",\r\n  "properties": {\r\n    "ids": {\r\n      "type": "array",\r\n      "items": { "type": "string" },\r\n      "maxItems": 100\r\n    }\r\n  }\r\n}',
    },
  ],
});
