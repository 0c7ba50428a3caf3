import { ruleTester } from '../../../helpers/ruleTester';
import { missingType } from '../../../../server/src/core/rules/pedelec/missing-type';

ruleTester(missingType, {
  valid: [
    {
      name: "the guide's oneOf (no type on a oneOf node)",
      code: '{ "type": "object", "properties": { "target": { "oneOf": [ { "type": "object", "properties": { "id": { "type": "string" } }, "required": ["id"] }, { "type": "object", "properties": { "index": { "type": "integer", "minimum": 0 } }, "required": ["index"] } ] } } }',
    },
    { name: "a $ref node is pedelec/unsupported-keyword's", code: '{ "type": "object", "properties": { "r": { "$ref": "#/$defs/r" } } }' },
    { name: "a typeless root is pedelec/root-not-object's", code: '{ "properties": {} }' },
  ],
  invalid: [
    {
      name: 'typeless property, items and oneOf branch; the type implied by the other keywords is proposed',
      code: '{ "type": "object", "properties": { «"q"»: { "minLength": 1 }, "l": { "type": "array", «"items"»: { "description": "?" }, "maxItems": 1 }, "o": { "oneOf": [ «{» "enum": [1, 2.5] } ] } } }',
      errors: ['Add "type": "string"', 'Add "type": one of', 'Add "type": "number"'],
      output:
        '{ "type": "object", "properties": { "q": { "minLength": 1, "type": "string" }, "l": { "type": "array", "items": { "description": "?" }, "maxItems": 1 }, "o": { "oneOf": [ { "enum": [1, 2.5], "type": "number" } ] } } }',
    },
    {
      name: "unknown type names and type lists (one diagnostic each: the schema's are replaced)",
      code: '{ "type": "object", "properties": { "a": { "type": «"int"» }, "b": { "type": «["string", "null"]» }, "c": { "type": «"null"» } } }',
      errors: ['Unknown type "int"', 'a single "type", not a list', 'Unknown type "null"'],
      output: '{ "type": "object", "properties": { "a": { "type": "integer" }, "b": { "type": "string" }, "c": { "type": "null" } } }',
    },
    {
      name: 'at the root, an unknown type',
      code: '{ "type": «"Object"» }',
      errors: ['Unknown type "Object"'],
      output: '{ "type": "object" }',
    },
  ],
});
