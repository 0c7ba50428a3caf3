import { ruleTester } from '../../../helpers/ruleTester';
import { emptyEnum } from '../../../../server/src/core/rules/pedelec/empty-enum';

ruleTester(emptyEnum, {
  valid: [
    { name: 'a one-value enum', code: '{ "type": "object", "properties": { "c": { "type": "boolean", "enum": [true] } } }' },
    {
      name: 'an enum holding only null or an empty string still allows a value',
      code: '{ "type": "object", "properties": { "s": { "type": "string", "enum": [""] }, "n": { "type": "string", "enum": [null] } } }',
    },
    {
      name: 'an empty array as a default, or an argument named "enum"',
      code: '{ "type": "object", "properties": { "enum": { "type": "array", "maxItems": 3, "items": { "type": "string" }, "default": [] } } }',
    },
    {
      name: "an enum that is not an array is another rule's problem",
      code: '{ "type": "object", "properties": { "c": { "type": "string", "enum": {} } } }',
    },
  ],
  invalid: [
    {
      name: 'enum: [] is removed',
      code: '{ "type": "object", "properties": { "c": { "type": "string", "enum": «[]», "description": "d" } } }',
      errors: ['An empty "enum" allows no value'],
      output: '{ "type": "object", "properties": { "c": { "type": "string", "description": "d" } } }',
    },
    {
      name: 'in items and in a oneOf branch of a skills manifest; first and last property of its node',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "items": { "enum": «[ ]», "type": "integer" } }, "o": { "oneOf": [ { "type": "string", "enum": «[]» }, { "type": "integer" } ] } } } } ] }',
      errors: ['An empty "enum"', 'An empty "enum"'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "items": { "type": "integer" } }, "o": { "oneOf": [ { "type": "string" }, { "type": "integer" } ] } } } } ] }',
    },
    {
      name: 'jsonc: the comment inside the empty enum goes with it, the comments around stay',
      filename: 'x.args.jsonc',
      code: '{\n  "type": "object",\n  "properties": {\n    "c": {\n      "type": "string", // kind\n      "enum": «[ /* none yet */ ]»\n    },\n    "d": {\n      "type": "string",\n      // to fill in\n      "enum": «[]»,\n      "description": "d" // what\n    }\n  }\n}',
      errors: ['An empty "enum"', 'An empty "enum"'],
      output:
        '{\n  "type": "object",\n  "properties": {\n    "c": {\n      "type": "string" // kind\n    },\n    "d": {\n      "type": "string",\n      // to fill in\n      "description": "d" // what\n    }\n  }\n}',
    },
    {
      name: 'CRLF line endings are kept',
      code: '{\r\n  "type": "object",\r\n  "properties": {\r\n    "c": {\r\n      "type": "string",\r\n      "enum": «[]»\r\n    }\r\n  }\r\n}',
      errors: ['An empty "enum"'],
      output: '{\r\n  "type": "object",\r\n  "properties": {\r\n    "c": {\r\n      "type": "string"\r\n    }\r\n  }\r\n}',
    },
  ],
});
