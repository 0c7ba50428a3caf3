import { ruleTester } from '../../../helpers/ruleTester';
import { ambiguousOneOf } from '../../../../server/src/core/rules/pedelec/ambiguous-oneof';

ruleTester(ambiguousOneOf, {
  valid: [
    { name: 'the guide\'s oneOf: different required properties', code: '{ "type": "object", "properties": { "target": { "oneOf": [ { "type": "object", "properties": { "id": { "type": "string" } }, "required": ["id"] }, { "type": "object", "properties": { "index": { "type": "integer", "minimum": 0 } }, "required": ["index"] } ] } } }' },
    { name: 'different types; disjoint enums; a discriminating required enum', code: '{ "type": "object", "properties": { "a": { "oneOf": [ { "type": "string" }, { "type": "integer" } ] }, "b": { "oneOf": [ { "type": "string", "enum": ["x"] }, { "type": "string", "enum": ["y"] } ] }, "c": { "oneOf": [ { "type": "object", "properties": { "kind": { "type": "string", "enum": ["circle"] } }, "required": ["kind"] }, { "type": "object", "properties": { "kind": { "type": "string", "enum": ["square"] } }, "required": ["kind"] } ] } } }' },
  ],
  invalid: [
    {
      name: 'same type and nothing that differs; integer overlaps number',
      code: '{ "type": "object", "properties": { "a": { "oneOf": [ { "type": "object", "properties": { "x": { "type": "number" } } }, { «"type"»: "object", "properties": { "y": { "type": "number" } } } ] }, "b": { "oneOf": [ { "type": "number" }, { «"type"»: "integer", "minimum": 0 } ] } } }',
      errors: ['alternative (#2) cannot be told apart from #1', 'alternative (#2) cannot be told apart from #1'],
    },
  ],
});
