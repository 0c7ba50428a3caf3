import { ruleTester } from '../../../helpers/ruleTester';
import { arrayMissingItems } from '../../../../server/src/core/rules/pedelec/array-missing-items';

ruleTester(arrayMissingItems, {
  valid: [
    {
      name: "the guide's array",
      code: '{ "type": "object", "properties": { "ids": { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1, "maxItems": 50, "uniqueItems": true } } }',
    },
    {
      name: "arrays with items in a skills manifest's argsSchema, nested in items and oneOf",
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "grid": { "type": "array", "maxItems": 9, "items": { "type": "array", "maxItems": 9, "items": { "type": "integer" } } }, "v": { "oneOf": [ { "type": "array", "maxItems": 3, "items": { "type": "string" } }, { "type": "string" } ] } } } } ] }',
    },
    {
      name: 'a property named "items" or "type" is not a keyword',
      code: '{ "type": "object", "properties": { "items": { "type": "string" }, "type": { "type": "string", "enum": ["array"] } } }',
    },
    {
      name: 'a list "type" is another rule\'s problem',
      code: '{ "type": "object", "properties": { "a": { "type": ["array", "null"] } } }',
    },
    { name: 'not an args schema', filename: 'package.json', code: '{ "type": "array" }' },
  ],
  invalid: [
    {
      name: 'multi-line and nested in items',
      code: '{\n  "type": "object",\n  "properties": {\n    "tags": {\n      "type": «"array"»,\n      "maxItems": 5\n    },\n    "m": { "type": "array", "maxItems": 2, "items": { "type": «"array"», "maxItems": 2 } }\n  }\n}',
      errors: ['needs "items"', 'needs "items"'],
      output:
        '{\n  "type": "object",\n  "properties": {\n    "tags": {\n      "type": "array",\n      "maxItems": 5,\n      "items": {"type":"string"}\n    },\n    "m": { "type": "array", "maxItems": 2, "items": { "type": "array", "maxItems": 2, "items": {"type":"string"} } }\n  }\n}',
    },
    {
      name: 'a skills manifest\'s argsSchema, in a oneOf branch; a legacy "input" is checked too',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object", "properties": { "v": { "oneOf": [ { "type": «"array"», "maxItems": 3 }, { "type": "string" } ] } } } }, { "name": "b", "description": "d", "input": { "type": "object", "properties": { "l": { "type": «"array"» } } } } ] }',
      errors: ['needs "items"', 'needs "items"'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object", "properties": { "v": { "oneOf": [ { "type": "array", "maxItems": 3, "items": {"type":"string"} }, { "type": "string" } ] } } } }, { "name": "b", "description": "d", "input": { "type": "object", "properties": { "l": { "type": "array", "items": {"type":"string"} } } } } ] }',
    },
    {
      name: "jsonc: a comment ending the last property's line stays on that line; a trailing comma is kept",
      filename: 'x.args.jsonc',
      code: '{\n  // root\n  "type": "object",\n  "properties": {\n    "tags": {\n      "type": «"array"», // a list\n      "maxItems": 5 // at most five\n    },\n    "t": {\n      "type": «"array"»,\n      "maxItems": 5, /* five */\n    }\n  }\n}',
      errors: ['needs "items"', 'needs "items"'],
      output:
        '{\n  // root\n  "type": "object",\n  "properties": {\n    "tags": {\n      "type": "array", // a list\n      "maxItems": 5, // at most five\n      "items": {"type":"string"}\n    },\n    "t": {\n      "type": "array",\n      "maxItems": 5, /* five */\n      "items": {"type":"string"},\n    }\n  }\n}',
    },
    {
      name: 'CRLF line endings are kept',
      code: '{\r\n  "type": "object",\r\n  "properties": {\r\n    "tags": {\r\n      "type": «"array"»\r\n    }\r\n  }\r\n}',
      errors: ['needs "items"'],
      output:
        '{\r\n  "type": "object",\r\n  "properties": {\r\n    "tags": {\r\n      "type": "array",\r\n      "items": {"type":"string"}\r\n    }\r\n  }\r\n}',
    },
  ],
});
