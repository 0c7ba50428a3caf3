import { ruleTester } from '../../../helpers/ruleTester';
import { invalidPattern } from '../../../../server/src/core/rules/pedelec/invalid-pattern';

ruleTester(invalidPattern, {
  valid: [
    {
      name: "the guide's kind of pattern",
      code: '{ "type": "object", "properties": { "slug": { "type": "string", "pattern": "^[a-z0-9-]+$" } } }',
    },
    {
      name: 'compiles without flags (an identity escape)',
      code: '{ "type": "object", "properties": { "s": { "type": "string", "pattern": "\\\\_" } } }',
    },
    {
      name: 'the empty pattern, escaped backslashes, a \\p{…} that compiles without flags (portability is another rule)',
      code: '{ "type": "object", "properties": { "e": { "type": "string", "pattern": "" }, "d": { "type": "string", "pattern": "^\\\\d{3}-\\\\d{4}$" }, "p": { "type": "string", "pattern": "\\\\p{L}" }, "b": { "type": "string", "pattern": "a{2,2}" } } }',
    },
    {
      name: 'a pattern that is not a string is another rule\'s problem; a property named "pattern"',
      code: '{ "type": "object", "properties": { "pattern": { "type": "string", "default": "(" }, "n": { "type": "string", "pattern": 5 } } }',
    },
    { name: 'not an args schema', filename: 'package.json', code: '{ "pattern": "(" }' },
  ],
  invalid: [
    {
      name: 'unbalanced and dangling',
      code: '{ "type": "object", "properties": { "a": { "type": "string", "pattern": «"^(a"» }, "b": { "type": "string", "pattern": «"*x"» }, "c": { "type": "string", "pattern": «"[z-a]"» } } }',
      errors: ['not a valid regular expression', 'Nothing to repeat', 'not a valid regular expression'],
    },
    {
      name: "a lone trailing backslash, bounds out of order, an unterminated group, each with the engine's words",
      code: '{ "type": "object", "properties": { "a": { "type": "string", "pattern": «"abc\\\\"» }, "b": { "type": "string", "pattern": «"a{2,1}"» }, "c": { "type": "string", "pattern": «"(?<=a"» } } }',
      errors: ['\\ at end of pattern', 'numbers out of order in {} quantifier', 'Unterminated group'],
    },
    {
      name: 'in items and in a oneOf branch of a skills manifest',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "items": { "type": "string", "pattern": «"[a-"» } }, "v": { "oneOf": [ { "type": "string", "pattern": «"a)"» }, { "type": "integer" } ] } } } } ] }',
      errors: ['not a valid regular expression', "Unmatched ')'"],
    },
    {
      name: 'jsonc with CRLF, the pattern split from its comment',
      filename: 'x.args.jsonc',
      code: '{\r\n  "type": "object",\r\n  "properties": {\r\n    "id": {\r\n      "type": "string",\r\n      // digits, then a letter\r\n      "pattern": «"^\\\\d+[a-z"» /* oops */\r\n    }\r\n  }\r\n}',
      errors: ['Unterminated character class'],
    },
  ],
});
