import { ruleTester } from '../../../helpers/ruleTester';
import { enumTypeMismatch } from '../../../../server/src/core/rules/pedelec/enum-type-mismatch';

ruleTester(enumTypeMismatch, {
  valid: [
    {
      name: 'enums of their type; integers in a number enum',
      code: '{ "type": "object", "properties": { "r": { "type": "string", "enum": ["viewer", "editor"] }, "n": { "type": "number", "enum": [1, 2.5] }, "b": { "type": "boolean", "enum": [true] } } }',
    },
    {
      name: 'an enum on a node whose type is a list, or that has no type, is left to other rules',
      code: '{ "type": "object", "properties": { "t": { "type": ["string", "integer"], "enum": ["a", 1] }, "x": { "enum": ["a", 1] } } }',
    },
    {
      name: 'boundary values: 0, negatives, 1.0 as an integer, the empty string',
      code: '{ "type": "object", "properties": { "i": { "type": "integer", "enum": [0, -1, 1.0, 1e2] }, "n": { "type": "number", "enum": [-0.5, 0] }, "s": { "type": "string", "enum": ["", " "] } } }',
    },
    {
      name: 'nested in items and oneOf of a skills manifest',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "items": { "type": "integer", "enum": [1, 2] } }, "v": { "oneOf": [ { "type": "string", "enum": ["a"] }, { "type": "boolean", "enum": [false] } ] } } } } ] }',
    },
  ],
  invalid: [
    {
      name: 'a string in a number enum, 1.5 in an integer enum, a number in a string enum',
      code: '{ "type": "object", "properties": { "n": { "type": "number", "enum": [1, «"2"»] }, "i": { "type": "integer", "enum": [1, «1.5»] }, "s": { "type": "string", "enum": [«3», "x", «null»] } } }',
      errors: ['"2" is not a number', '1.5 is not an integer', '3 is not a string', 'null is not a string'],
      output:
        '{ "type": "object", "properties": { "n": { "type": "number", "enum": [1, 2] }, "i": { "type": "integer", "enum": [1] }, "s": { "type": "string", "enum": ["3", "x"] } } }',
    },
    {
      name: 'conversions where unambiguous, removal otherwise; neighbours fixed over several passes',
      code: '{ "type": "object", "properties": { "i": { "type": "integer", "enum": [1, «"a"», «"b"», «" 7 "», «"2.0"», «"1.5"»] }, "b": { "type": "boolean", "enum": [«"true"», «0», «"false"»] } } }',
      errors: ['"a" is not an integer', '"b"', '" 7 "', '"2.0"', '"1.5"', '"true" is not a boolean', '0 is not a boolean', '"false"'],
      output:
        '{ "type": "object", "properties": { "i": { "type": "integer", "enum": [1, 7, 2] }, "b": { "type": "boolean", "enum": [true, false] } } }',
    },
    {
      name: 'in items and in a oneOf branch of a skills manifest: a boolean and a number become strings, an object goes',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "items": { "type": "string", "enum": [«true», «2.5», «{ "a": 1 }»] } }, "v": { "oneOf": [ { "type": "integer", "enum": [«"-3"»] }, { "type": "string" } ] } } } } ] }',
      errors: ['true is not a string', '2.5 is not a string', '{"a":1} is not a string', '"-3" is not an integer'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "items": { "type": "string", "enum": ["true", "2.5"] } }, "v": { "oneOf": [ { "type": "integer", "enum": [-3] }, { "type": "string" } ] } } } } ] }',
    },
    {
      name: 'jsonc, CRLF, one value a line: comments stay',
      filename: 'x.args.jsonc',
      code: '{\r\n  "type": "object",\r\n  "properties": {\r\n    "n": {\r\n      "type": "integer",\r\n      "enum": [\r\n        1, // one\r\n        «"2"», // two\r\n        /* three */ «"three"»\r\n      ]\r\n    }\r\n  }\r\n}',
      errors: ['"2" is not an integer', '"three" is not an integer'],
      output:
        '{\r\n  "type": "object",\r\n  "properties": {\r\n    "n": {\r\n      "type": "integer",\r\n      "enum": [\r\n        1, // one\r\n        2 // two\r\n        /* three */ \r\n      ]\r\n    }\r\n  }\r\n}',
    },
    {
      name: 'digits beyond a double\'s precision are not "converted" to another number (nor to null): removal is offered',
      code:
        '{ "type": "object", "properties": { "i": { "type": "integer", "enum": [1, «"12345678901234567890"»] }, "n": { "type": "number", "enum": [«"1' +
        '0'.repeat(400) +
        '"», 2] } } }',
      errors: ['"12345678901234567890" is not an integer', 'is not a number'],
      output: '{ "type": "object", "properties": { "i": { "type": "integer", "enum": [1] }, "n": { "type": "number", "enum": [2] } } }',
    },
  ],
});
