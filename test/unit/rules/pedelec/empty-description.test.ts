import { ruleTester } from '../../../helpers/ruleTester';
import { emptyDescription } from '../../../../server/src/core/rules/pedelec/empty-description';

ruleTester(emptyDescription, {
  valid: [
    { name: 'described', code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "Moves a shape." } ] }' },
    {
      name: 'a one-character description, padded, is not blank',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "  x\\n" } ] }',
    },
    {
      name: "blank descriptions of arguments are not a tool's description",
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "type": "object", "description": "", "properties": { "x": { "type": "string", "description": " " } } } } ] }',
    },
    {
      name: "a non-string description is the schema's problem",
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": 5 } ] }',
    },
    {
      name: 'a standalone args file has no tools',
      filename: 'x.args.json',
      code: '{ "type": "object", "properties": {}, "description": "" }',
    },
  ],
  invalid: [
    {
      name: "missing (replaces the schema's missing-property diagnostic), empty, blank",
      code: '{ "guidance": "g", "tools": [ «{» "name": "a" }, { "name": "b", "description": «""» }, { "name": "c", "description": «"  \\n "» } ] }',
      errors: ['has no "description"', 'is blank', 'is blank'],
    },
    {
      name: 'tabs, a no-break space and escaped whitespace are blank too',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": «"\\t\\t"» }, { "name": "b", "description": «"\\u00a0"» }, { "name": "c", "description": «"\u2003"» } ] }',
      errors: ['is blank', 'is blank', 'is blank'],
    },
    {
      name: 'jsonc, CRLF, multi-line tools: the missing one is marked at its brace',
      filename: 'agent.skills.jsonc',
      code: '{\r\n  "guidance": "g",\r\n  "tools": [\r\n    // described later\r\n    «{»\r\n      "name": "a",\r\n      "timeoutMs": 100\r\n    },\r\n    {\r\n      "name": "b",\r\n      "description": «" "» // TODO\r\n    }\r\n  ]\r\n}',
      errors: ['has no "description"', 'is blank'],
    },
  ],
});
