import { ruleTester } from '../../../helpers/ruleTester';
import { duplicateRequired } from '../../../../server/src/core/rules/pedelec/duplicate-required';

ruleTester(duplicateRequired, {
  valid: [
    {
      name: 'distinct names',
      code: '{ "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "string" } }, "required": ["a", "b"] }',
    },
    {
      name: 'names are case-sensitive; the same name in two objects is fine',
      code: '{ "type": "object", "properties": { "a": { "type": "string" }, "A": { "type": "string" }, "o": { "type": "object", "properties": { "a": { "type": "string" } }, "required": ["a"] } }, "required": ["a", "A", "o"] }',
    },
    {
      name: 'a property named "required" is not the keyword',
      code: '{ "type": "object", "properties": { "required": { "type": "array", "maxItems": 2, "items": { "type": "string" }, "default": ["x", "x"] } } }',
    },
    {
      name: 'an empty required list',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": {}, "required": [] } } ] }',
    },
  ],
  invalid: [
    {
      name: 'the repetition is flagged and removed, the first kept',
      code: '{ "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "string" } }, "required": ["a", "b", «"a"», «"a"»] }',
      errors: ['"a" is already listed', '"a" is already listed'],
      output: '{ "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "string" } }, "required": ["a", "b"] }',
    },
    {
      name: "nested in items and in a oneOf branch of a skills manifest's argsSchema; a repetition first in line",
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "items": { "type": "object", "properties": { "x": { "type": "number" } }, "required": ["x", «"x"»] } }, "v": { "oneOf": [ { "type": "object", "properties": { "id": { "type": "string" }, "n": { "type": "integer" } }, "required": ["id", «"id"», "n"] }, { "type": "string" } ] } } } } ] }',
      errors: ['"x" is already listed', '"id" is already listed'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "items": { "type": "object", "properties": { "x": { "type": "number" } }, "required": ["x"] } }, "v": { "oneOf": [ { "type": "object", "properties": { "id": { "type": "string" }, "n": { "type": "integer" } }, "required": ["id", "n"] }, { "type": "string" } ] } } } } ] }',
    },
    {
      name: 'jsonc, one name a line: the comments stay; a last repetition takes the trailing comma along',
      filename: 'x.args.jsonc',
      code: '{\n  "type": "object",\n  "properties": { "a": { "type": "string" }, "b": { "type": "string" } },\n  "required": [\n    "a", // the id\n    // b too\n    «"a"»,\n    "b",\n    «"b"», // again\n  ]\n}',
      errors: ['"a" is already listed', '"b" is already listed'],
      output:
        '{\n  "type": "object",\n  "properties": { "a": { "type": "string" }, "b": { "type": "string" } },\n  "required": [\n    "a", // the id\n    // b too\n    "b" // again\n  ]\n}',
    },
    {
      name: 'CRLF line endings: the repeated last line goes with its line break',
      code: '{\r\n  "type": "object",\r\n  "properties": { "a": { "type": "string" } },\r\n  "required": [\r\n    "a",\r\n    «"a"»\r\n  ]\r\n}',
      errors: ['"a" is already listed'],
      output: '{\r\n  "type": "object",\r\n  "properties": { "a": { "type": "string" } },\r\n  "required": [\r\n    "a"\r\n  ]\r\n}',
    },
  ],
});
