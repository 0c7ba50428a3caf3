import { ruleTester } from '../../../helpers/ruleTester';
import { invalidRange } from '../../../../server/src/core/rules/pedelec/invalid-range';

ruleTester(invalidRange, {
  valid: [
    {
      name: "the guide's bounds, and equal bounds",
      code: '{ "type": "object", "properties": { "delta": { "type": "integer", "minimum": -10, "maximum": 10 }, "s": { "type": "string", "minLength": 3, "maxLength": 3 } } }',
    },
    {
      name: 'zero counts, negative and fractional numeric bounds, one bound alone',
      code: '{ "type": "object", "properties": { "s": { "type": "string", "minLength": 0, "maxLength": 0 }, "l": { "type": "array", "items": { "type": "string" }, "minItems": 0, "maxItems": 0 }, "n": { "type": "number", "minimum": -20.5, "maximum": -20.25 }, "m": { "type": "number", "minimum": 5 }, "e": { "type": "integer", "minimum": 1e1, "maximum": 10 } } }',
    },
    {
      name: "a 2.0 count is a whole number; bounds that are not numbers are another rule's problem",
      code: '{ "type": "object", "properties": { "s": { "type": "string", "minLength": 2.0, "maxLength": "1" }, "n": { "type": "integer", "minimum": "9", "maximum": 1 } } }',
    },
    {
      name: 'bounds in a skills manifest, nested in items and oneOf',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "minItems": 1, "maxItems": 2, "items": { "type": "integer", "minimum": 0, "maximum": 0 } }, "v": { "oneOf": [ { "type": "string", "minLength": 1, "maxLength": 2 }, { "type": "number", "maximum": -1 } ] } } } } ] }',
    },
  ],
  invalid: [
    {
      name: 'crossed bounds',
      code: '{ "type": "object", "properties": { "n": { "type": "integer", "minimum": «5», "maximum": 1 }, "s": { "type": "string", "minLength": «9», "maxLength": 2 }, "l": { "type": "array", "items": { "type": "string" }, "minItems": «3», "maxItems": 1 } } }',
      errors: ['"minimum" (5) is greater than "maximum" (1)', '"minLength" (9)', '"minItems" (3)'],
    },
    {
      name: "negative and fractional counts (the schema's own diagnostics are replaced)",
      code: '{ "type": "object", "properties": { "s": { "type": "string", "minLength": «-1», "maxLength": «2.5» }, "l": { "type": "array", "items": { "type": "string" }, "maxItems": «-3» } } }',
      errors: ['"minLength" must be a non-negative integer, not -1', 'not 2.5', '"maxItems" must be'],
    },
    {
      name: 'barely crossed: fractional and negative numeric bounds; bounds written max first',
      code: '{ "type": "object", "properties": { "f": { "type": "number", "minimum": «1.5», "maximum": 1.25 }, "g": { "type": "number", "maximum": -20, "minimum": «-10» }, "z": { "type": "integer", "minimum": «1», "maximum": 0 } } }',
      errors: [
        '"minimum" (1.5) is greater than "maximum" (1.25)',
        '"minimum" (-10) is greater than "maximum" (-20)',
        '"minimum" (1) is greater than "maximum" (0)',
      ],
    },
    {
      name: 'in items and in a oneOf branch of a skills manifest',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "items": { "type": "string", "minLength": «0.5» } }, "v": { "oneOf": [ { "type": "array", "items": { "type": "string" }, "minItems": «10», "maxItems": 9 }, { "type": "string" } ] } } } } ] }',
      errors: ['"minLength" must be a non-negative integer, not 0.5', '"minItems" (10) is greater than "maxItems" (9)'],
    },
    {
      name: 'jsonc with CRLF and comments beside the bounds',
      filename: 'x.args.jsonc',
      code: '{\r\n  "type": "object",\r\n  "properties": {\r\n    "code": {\r\n      "type": "string",\r\n      "minLength": «6», // at least six\r\n      "maxLength": /* was 8 */ 4\r\n    }\r\n  }\r\n}',
      errors: ['"minLength" (6) is greater than "maxLength" (4)'],
    },
  ],
});
