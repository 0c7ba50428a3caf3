import { ruleTester } from '../../../helpers/ruleTester';
import { invalidRange } from '../../../../server/src/core/rules/pedelec/invalid-range';

ruleTester(invalidRange, {
  valid: [
    { name: 'the guide\'s bounds, and equal bounds', code: '{ "type": "object", "properties": { "delta": { "type": "integer", "minimum": -10, "maximum": 10 }, "s": { "type": "string", "minLength": 3, "maxLength": 3 } } }' },
  ],
  invalid: [
    {
      name: 'crossed bounds',
      code: '{ "type": "object", "properties": { "n": { "type": "integer", "minimum": «5», "maximum": 1 }, "s": { "type": "string", "minLength": «9», "maxLength": 2 }, "l": { "type": "array", "items": { "type": "string" }, "minItems": «3», "maxItems": 1 } } }',
      errors: ['"minimum" (5) is greater than "maximum" (1)', '"minLength" (9)', '"minItems" (3)'],
    },
    {
      name: 'negative and fractional counts (the schema\'s own diagnostics are replaced)',
      code: '{ "type": "object", "properties": { "s": { "type": "string", "minLength": «-1», "maxLength": «2.5» }, "l": { "type": "array", "items": { "type": "string" }, "maxItems": «-3» } } }',
      errors: ['"minLength" must be a non-negative integer, not -1', 'not 2.5', '"maxItems" must be'],
    },
  ],
});
