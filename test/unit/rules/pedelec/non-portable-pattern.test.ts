import { ruleTester } from '../../../helpers/ruleTester';
import { nonPortablePattern } from '../../../../server/src/core/rules/pedelec/non-portable-pattern';

ruleTester(nonPortablePattern, {
  valid: [
    {
      name: 'simple patterns',
      code: '{ "type": "object", "properties": { "a": { "type": "string", "pattern": "^[A-Z]{2}-\\\\d{4}$" }, "b": { "type": "string", "pattern": "^(foo|bar)+$" } } }',
    },
    {
      name: "an invalid pattern is pedelec/invalid-pattern's",
      code: '{ "type": "object", "properties": { "a": { "type": "string", "pattern": "(" } } }',
    },
  ],
  invalid: [
    {
      name: 'lookbehind, named groups, backreferences, property escapes, lookahead',
      code: '{ "type": "object", "properties": { "a": { "type": "string", "pattern": «"(?<=@)\\\\w+"» }, "b": { "type": "string", "pattern": «"(?<y>\\\\d{4})"» }, "c": { "type": "string", "pattern": «"(a)\\\\1"» }, "d": { "type": "string", "pattern": «"^\\\\p{L}+$"» }, "e": { "type": "string", "pattern": «"^(?!admin)"» } } }',
      errors: ['uses lookbehind', 'uses named groups', 'uses backreferences', 'Unicode property escapes', 'uses lookahead'],
    },
    {
      name: 'valid only outside Unicode mode',
      code: '{ "type": "object", "properties": { "a": { "type": "string", "pattern": «"\\\\_x"» } } }',
      errors: ['Unicode-mode engines reject'],
    },
  ],
});
