import { ruleTester } from '../../../helpers/ruleTester';
import { rootNotObject } from '../../../../server/src/core/rules/pedelec/root-not-object';

ruleTester(rootNotObject, {
  valid: [
    { name: "the guide's root", code: '{ "type": "object", "properties": { "query": { "type": "string" } }, "required": ["query"] }' },
    { name: 'a no-argument tool', code: '{ "type": "object", "properties": {}, "required": [] }' },
    { name: "an unknown type name is pedelec/missing-type's", code: '{ "type": "objekt" }' },
  ],
  invalid: [
    {
      name: 'a string root',
      code: '{ "type": «"string"», "minLength": 1 }',
      errors: ['must be "type": "object", not "string"'],
    },
    {
      name: 'no type at the root: add it',
      code: '«{»\n  "properties": { "q": { "type": "string" } }\n}',
      errors: ['must declare "type": "object"'],
      output: '{\n  "properties": { "q": { "type": "string" } },\n  "type": "object"\n}',
    },
    {
      name: 'a oneOf root',
      code: '«{» "oneOf": [ { "type": "object" } ] }',
      errors: ['not a oneOf'],
    },
    {
      name: 'a skills manifest: on the argsSchema key; an array root',
      filename: 'a.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", «"argsSchema"»: { "properties": {} } }, { "name": "b", "description": "d", "argsSchema": «[]» } ] }',
      errors: ['must declare', 'must be an object schema'],
      output:
        '{ "guidance": "g", "tools": [ { "name": "a", "description": "d", "argsSchema": { "properties": {}, "type": "object" } }, { "name": "b", "description": "d", "argsSchema": [] } ] }',
    },
  ],
});
