import { ruleTester } from '../../../helpers/ruleTester';
import { invalidKeywordValue } from '../../../../server/src/core/rules/pedelec/invalid-keyword-value';

const MANIFEST = '; Core rejects it as not a valid JSON Schema when the session is created (TOOLS_MANIFEST_INVALID).';

ruleTester(invalidKeywordValue, {
  valid: [
    {
      name: 'every keyword with a value of its kind',
      code: '{ "type": "object", "description": "d", "properties": { "s": { "type": "string", "minLength": 1, "maxLength": 9, "pattern": "^a" }, "n": { "type": "number", "minimum": 0, "maximum": 1.5, "enum": [1] }, "l": { "type": "array", "items": { "type": "string" }, "minItems": 0, "maxItems": 3, "uniqueItems": true }, "o": { "oneOf": [ { "type": "string" }, { "type": "integer" } ] } }, "required": ["s"] }',
    },
    {
      name: 'boolean schemas and a draft-07 tuple are valid JSON Schema',
      code: '{ "type": "object", "properties": { "any": true, "t": { "type": "array", "items": [ { "type": "string" } ], "maxItems": 1 }, "u": { "type": "array", "items": false } } }',
    },
    {
      name: "negative lengths are invalid-range's, examples example-mismatch's, type missing-type's",
      code: '{ "type": "object", "properties": { "s": { "type": "string", "minLength": -1, "examples": "a" }, "t": { "type": 5 } } }',
    },
    {
      name: 'keyword names as property names',
      code: '{ "type": "object", "properties": { "minimum": { "type": "string" }, "required": { "type": "boolean" } } }',
    },
    { name: 'not an args schema', filename: 'package.json', code: '{ "minimum": "3" }' },
  ],
  invalid: [
    {
      name: 'the issue\'s two: "minimum": "3" and "required": "a", with Core\'s error code',
      code: '{ "type": "object", "properties": { "a": { "type": "integer", "minimum": «"3"» } }, "required": «"a"» }',
      errors: [
        `"minimum" must be a number, not a string${MANIFEST} Replace with 3.`,
        `"required" must be an array, not a string${MANIFEST} Wrap the value in an array.`,
      ],
      output: '{ "type": "object", "properties": { "a": { "type": "integer", "minimum": 3 } }, "required": ["a"] }',
    },
    {
      name: 'strings, numbers and objects of the wrong kind; only evident values are fixed',
      code: '{ "type": "object", "properties": { "s": { "type": "string", "pattern": «5», "maxLength": «"ten"», "description": «["d"]» }, "l": { "type": "array", "items": «"string"», "uniqueItems": «"true"», "maxItems": «"2.5"» }, "e": { "type": "string", "enum": «"x"» } } }',
      errors: [
        '"pattern" must be a string, not a number',
        '"maxLength" must be a number, not a string',
        '"description" must be a string, not an array',
        '"items" must be a schema object, not a string',
        '"uniqueItems" must be true or false, not a string',
        '"maxItems" must be a number, not a string',
        '"enum" must be an array, not a string',
      ],
      output:
        '{ "type": "object", "properties": { "s": { "type": "string", "pattern": 5, "maxLength": "ten", "description": ["d"] }, "l": { "type": "array", "items": {"type":"string"}, "uniqueItems": true, "maxItems": 2.5 }, "e": { "type": "string", "enum": ["x"] } } }',
    },
    {
      name: 'members: names in required, schemas in properties and oneOf',
      code: '{ "type": "object", "properties": { "a": «"string"», "b": «3», "c": { "oneOf": [ «"integer"», { "type": "string" } ] }, "d": { "type": "object", "properties": «[]» } }, "required": ["a", «1»] }',
      errors: [
        'The schema of "a" must be a schema object, not a string',
        'The schema of "b" must be a schema object, not a number',
        'Each "oneOf" alternative must be a schema object',
        '"properties" must be an object, not an array',
        'Each name in "required" must be a string, not a number',
      ],
      output:
        '{ "type": "object", "properties": { "a": {"type":"string"}, "b": 3, "c": { "oneOf": [ {"type":"integer"}, { "type": "string" } ] }, "d": { "type": "object", "properties": [] } }, "required": ["a", 1] }',
    },
    {
      name: 'a skills manifest names the same code',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "q": { "type": "string", "minLength": «"1"» } } } } ] }',
      errors: [`"minLength" must be a number, not a string${MANIFEST}`],
      output:
        '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "q": { "type": "string", "minLength": 1 } } } } ] }',
    },
    {
      name: 'a tools registry: Core rejects the tools.json',
      filename: 'skills/tools.json',
      code: '{ "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "required": «"q"» } } ] }',
      errors: ['"required" must be an array, not a string; Core\'s legacy tools.json loader rejects it (TOOLS_JSON_INVALID).'],
      output: '{ "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "required": ["q"] } } ] }',
    },
    {
      name: 'a tool file Core wrote: no loader reads it back, so no code',
      filename: 'skills/tools-search.json',
      code: '{ "name": "search", "description": "d", "argsSchema": { "type": "object", "properties": { "n": { "type": "number", "maximum": «"9"» } } }, "timeoutMs": 60000 }',
      errors: [/^"maximum" must be a number, not a string\. Replace with 9\.$/],
      output:
        '{ "name": "search", "description": "d", "argsSchema": { "type": "object", "properties": { "n": { "type": "number", "maximum": 9 } } }, "timeoutMs": 60000 }',
    },
  ],
});
