import { ruleTester } from '../../../helpers/ruleTester';
import { arrayMissingItems } from '../../../../server/src/core/rules/pedelec/array-missing-items';

ruleTester(arrayMissingItems, {
  valid: [
    { name: 'the guide\'s array', code: '{ "type": "object", "properties": { "ids": { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1, "maxItems": 50, "uniqueItems": true } } }' },
  ],
  invalid: [
    {
      name: 'multi-line and nested in items',
      code: '{\n  "type": "object",\n  "properties": {\n    "tags": {\n      "type": «"array"»,\n      "maxItems": 5\n    },\n    "m": { "type": "array", "maxItems": 2, "items": { "type": «"array"», "maxItems": 2 } }\n  }\n}',
      errors: ['needs "items"', 'needs "items"'],
      output: '{\n  "type": "object",\n  "properties": {\n    "tags": {\n      "type": "array",\n      "maxItems": 5,\n      "items": {"type":"string"}\n    },\n    "m": { "type": "array", "maxItems": 2, "items": { "type": "array", "maxItems": 2, "items": {"type":"string"} } }\n  }\n}',
    },
  ],
});
