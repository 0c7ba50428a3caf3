import { ruleTester } from '../../../helpers/ruleTester';
import { unsupportedKeyword } from '../../../../server/src/core/rules/pedelec/unsupported-keyword';

ruleTester(unsupportedKeyword, {
  valid: [
    { name: 'the guide\'s string example', code: '{ "type": "object", "properties": { "role": { "type": "string", "enum": ["viewer", "editor"], "description": "Role to assign." } } }' },
    { name: '$schema at a standalone file\'s root', code: '{ "$schema": "toolschema:pedelec-args", "type": "object", "properties": {} }' },
    { name: 'not an args schema', filename: 'package.json', code: '{ "$ref": "x", "format": 1 }' },
  ],
  invalid: [
    {
      name: '$ref and format, nested',
      code: '{ "type": "object", "properties": { "a": { "type": "string", «"format"»: "email" } }, «"$ref"»: "#/x" }',
      errors: ['"format" is not supported', '"$ref" is not supported'],
      output: '{ "type": "object", "properties": { "a": { "type": "string" } } }',
    },
    {
      name: 'inside oneOf and items, with comments kept (jsonc)',
      filename: 'x.args.jsonc',
      code: '{\n  // root\n  "type": "object",\n  "properties": {\n    "t": { "oneOf": [ { "type": "string", «"const"»: "a" } ] },\n    "l": { "type": "array", "items": { "type": "integer", «"multipleOf"»: 2 }, "maxItems": 3 }\n  }\n}',
      errors: ['"const"', '"multipleOf"'],
      output: '{\n  // root\n  "type": "object",\n  "properties": {\n    "t": { "oneOf": [ { "type": "string" } ] },\n    "l": { "type": "array", "items": { "type": "integer" }, "maxItems": 3 }\n  }\n}',
    },
    {
      name: 'a skills manifest\'s argsSchema; $schema is not allowed there',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { «"$schema"»: "x", "type": "object", «"x-custom"»: true } } ] }',
      errors: ['"$schema"', 'Custom keywords'],
      output: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object" } } ] }',
    },
  ],
});
