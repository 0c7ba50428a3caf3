import { ruleTester } from '../../../helpers/ruleTester';
import { invalidTimeout } from '../../../../server/src/core/rules/pedelec/invalid-timeout';

ruleTester(invalidTimeout, {
  valid: [
    { name: 'a positive integer', code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": 5000 } ] }' },
    {
      name: 'the smallest, and an exponent that is a whole number',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": 1 }, { "name": "b", "description": "d", "timeoutMs": 1e3 } ] }',
    },
    { name: 'no timeout at all', code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d" } ] }' },
    {
      name: "an argument named timeoutMs is not the tool's timeout",
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object", "properties": { "timeoutMs": { "type": "integer", "minimum": 0, "default": 0 } } } } ] }',
    },
  ],
  invalid: [
    {
      name: 'zero, negative, fractional, a string of digits (fixed), a word',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": «0» }, { "name": "b", "description": "d", "timeoutMs": «-5» }, { "name": "c", "description": "d", "timeoutMs": «1.5» }, { "name": "e", "description": "d", "timeoutMs": «"5000"» }, { "name": "f", "description": "d", "timeoutMs": «"soon"» } ] }',
      errors: ['not 0', 'not -5', 'not 1.5', 'not "5000"', 'not "soon"'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": 0 }, { "name": "b", "description": "d", "timeoutMs": -5 }, { "name": "c", "description": "d", "timeoutMs": 1.5 }, { "name": "e", "description": "d", "timeoutMs": 5000 }, { "name": "f", "description": "d", "timeoutMs": "soon" } ] }',
    },
    {
      name: 'strings: padded digits are fixed; "0", a leading zero, the empty string and unsafe digits are not',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": «" 250 "» }, { "name": "b", "description": "d", "timeoutMs": «"0"» }, { "name": "c", "description": "d", "timeoutMs": «"007"» }, { "name": "e", "description": "d", "timeoutMs": «""» }, { "name": "f", "description": "d", "timeoutMs": «"99999999999999999999"» } ] }',
      errors: ['not " 250 "', 'not "0"', 'not "007"', 'not ""', 'not "99999999999999999999"'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": 250 }, { "name": "b", "description": "d", "timeoutMs": "0" }, { "name": "c", "description": "d", "timeoutMs": "007" }, { "name": "e", "description": "d", "timeoutMs": "" }, { "name": "f", "description": "d", "timeoutMs": "99999999999999999999" } ] }',
    },
    {
      name: 'the message quotes the value as written: 0.0, -0, 1e-3, 1e400, null, an object',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "timeoutMs": «0.0» }, { "name": "b", "description": "d", "timeoutMs": «-0» }, { "name": "c", "description": "d", "timeoutMs": «1e-3» }, { "name": "e", "description": "d", "timeoutMs": «1e400» }, { "name": "f", "description": "d", "timeoutMs": «null» }, { "name": "h", "description": "d", "timeoutMs": «{ "ms": 5 }» } ] }',
      errors: ['not 0.0;', 'not -0;', 'not 1e-3;', 'not 1e400;', 'not null;', 'not an object;'],
    },
    {
      name: 'jsonc with CRLF: the comment after the fixed value stays',
      filename: 'agent.skills.jsonc',
      code: '{\r\n  // tools\r\n  "guidance": "g",\r\n  "tools": [\r\n    {\r\n      "name": "a",\r\n      "description": "d",\r\n      "timeoutMs": «"30000"» // thirty seconds\r\n    }\r\n  ]\r\n}',
      errors: ['not "30000"'],
      output:
        '{\r\n  // tools\r\n  "guidance": "g",\r\n  "tools": [\r\n    {\r\n      "name": "a",\r\n      "description": "d",\r\n      "timeoutMs": 30000 // thirty seconds\r\n    }\r\n  ]\r\n}',
    },
  ],
});
