import { ruleTester } from '../../../helpers/ruleTester';
import { defaultMismatch } from '../../../../server/src/core/rules/pedelec/default-mismatch';

ruleTester(defaultMismatch, {
  valid: [
    {
      name: "the guide's metadata example",
      code: '{ "type": "object", "properties": { "lang": { "type": "string", "description": "Output language.", "default": "en", "examples": ["en", "zh-TW"] } } }',
    },
    {
      name: 'a pattern RE2 cannot run is not judged (no hang, no guess)',
      code: '{ "type": "object", "properties": { "s": { "type": "string", "pattern": "^(a)\\\\1$", "default": "ab" } } }',
    },
    {
      name: 'oneOf and nested objects',
      code: '{ "type": "object", "properties": { "t": { "oneOf": [ { "type": "string" }, { "type": "integer" } ], "default": 3 }, "p": { "type": "object", "properties": { "x": { "type": "number" } }, "required": ["x"], "default": { "x": 1 } } } }',
    },
  ],
  invalid: [
    {
      name: 'type, enum, bounds, pattern, items, required',
      code: '{ "type": "object", "properties": { "a": { "type": "integer", "default": «1.5» }, "b": { "type": "string", "enum": ["x"], "default": «"y"» }, "c": { "type": "number", "maximum": 3, "default": «4» }, "d": { "type": "string", "pattern": "^[a-z]+$", "default": «"A1"» }, "e": { "type": "array", "items": { "type": "string" }, "maxItems": 3, "default": «["a", 2]» }, "f": { "type": "object", "properties": { "x": { "type": "number" } }, "required": ["x"], "default": «{}» }, "g": { "oneOf": [ { "type": "number" }, { "type": "integer" } ], "default": «2» } } }',
      errors: [
        '1.5 is not of type integer',
        'not one of the enum values',
        'above the maximum 3',
        'does not match the pattern',
        'element 1: 2 is not of type string',
        'required property "x" is missing',
        'matches 2 oneOf alternatives',
      ],
    },
  ],
});
