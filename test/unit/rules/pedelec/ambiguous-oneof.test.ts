import { ruleTester } from '../../../helpers/ruleTester';
import { ambiguousOneOf } from '../../../../server/src/core/rules/pedelec/ambiguous-oneof';

ruleTester(ambiguousOneOf, {
  valid: [
    {
      name: "the guide's oneOf: different required properties",
      code: '{ "type": "object", "properties": { "target": { "oneOf": [ { "type": "object", "properties": { "id": { "type": "string" } }, "required": ["id"] }, { "type": "object", "properties": { "index": { "type": "integer", "minimum": 0 } }, "required": ["index"] } ] } } }',
    },
    {
      name: 'different types; disjoint enums; a discriminating required enum',
      code: '{ "type": "object", "properties": { "a": { "oneOf": [ { "type": "string" }, { "type": "integer" } ] }, "b": { "oneOf": [ { "type": "string", "enum": ["x"] }, { "type": "string", "enum": ["y"] } ] }, "c": { "oneOf": [ { "type": "object", "properties": { "kind": { "type": "string", "enum": ["circle"] } }, "required": ["kind"] }, { "type": "object", "properties": { "kind": { "type": "string", "enum": ["square"] } }, "required": ["kind"] } ] } } }',
    },
    {
      name: "a shared required property of different types; one more required name; branches without a type (another rule's problem)",
      code: '{ "type": "object", "properties": { "a": { "oneOf": [ { "type": "object", "properties": { "v": { "type": "string" } }, "required": ["v"] }, { "type": "object", "properties": { "v": { "type": "boolean" } }, "required": ["v"] } ] }, "b": { "oneOf": [ { "type": "object", "properties": { "x": { "type": "number" } }, "required": ["x"] }, { "type": "object", "properties": { "x": { "type": "number" }, "y": { "type": "number" } }, "required": ["x", "y"] } ] }, "c": { "oneOf": [ { "description": "any" }, { "description": "any" } ] } } }',
    },
    {
      name: 'a name listed twice is still one required name: the branches differ by "b"',
      code: '{ "type": "object", "properties": { "v": { "oneOf": [ { "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "string" } }, "required": ["a", "a"] }, { "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "string" } }, "required": ["a", "b"] } ] } } }',
    },
    {
      name: 'in a skills manifest, nested in items: boolean vs number, disjoint number enums',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "items": { "oneOf": [ { "type": "boolean" }, { "type": "number", "enum": [0.5] }, { "type": "integer", "enum": [1] } ] } } } } } ] }',
    },
  ],
  invalid: [
    {
      name: 'same type and nothing that differs; integer overlaps number',
      code: '{ "type": "object", "properties": { "a": { "oneOf": [ { "type": "object", "properties": { "x": { "type": "number" } } }, { «"type"»: "object", "properties": { "y": { "type": "number" } } } ] }, "b": { "oneOf": [ { "type": "number" }, { «"type"»: "integer", "minimum": 0 } ] } } }',
      errors: ['alternative (#2) cannot be told apart from #1', 'alternative (#2) cannot be told apart from #1'],
    },
    {
      name: 'overlapping enums; an enum on one side only; a third branch like the first (numbered as written, non-objects counted)',
      code: '{ "type": "object", "properties": { "e": { "oneOf": [ { "type": "string", "enum": ["a", "b"] }, { «"type"»: "string", "enum": ["b", "c"] } ] }, "h": { "oneOf": [ { "type": "string", "enum": ["a"] }, { «"type"»: "string", "maxLength": 3 } ] }, "t": { "oneOf": [ { "type": "string" }, true, { "type": "integer" }, { «"type"»: "string", "minLength": 1 } ] } } }',
      errors: [
        'alternative (#2) cannot be told apart from #1',
        'alternative (#2) cannot be told apart from #1',
        'alternative (#4) cannot be told apart from #1',
      ],
    },
    {
      name: 'objects with the same required names in another order and the same types; the same name listed twice',
      code: '{ "type": "object", "properties": { "p": { "oneOf": [ { "type": "object", "properties": { "x": { "type": "number" }, "y": { "type": "number" } }, "required": ["x", "y"] }, { «"type"»: "object", "properties": { "x": { "type": "integer" }, "y": { "type": "number" } }, "required": ["y", "x"] } ] }, "q": { "oneOf": [ { "type": "object", "properties": { "a": { "type": "string" } }, "required": ["a"] }, { «"type"»: "object", "properties": { "a": { "type": "string" } }, "required": ["a", "a"] } ] } } }',
      errors: ['alternative (#2) cannot be told apart from #1', 'alternative (#2) cannot be told apart from #1'],
    },
    {
      name: 'in a skills manifest, nested in items; jsonc with CRLF',
      filename: 'agent.skills.jsonc',
      code: '{\r\n  "guidance": "g",\r\n  "tools": [\r\n    {\r\n      "name": "t",\r\n      "description": "d",\r\n      "argsSchema": {\r\n        "type": "object",\r\n        "properties": {\r\n          "l": {\r\n            "type": "array",\r\n            "maxItems": 2,\r\n            "items": {\r\n              "oneOf": [\r\n                { "type": "string" }, // a name\r\n                /* an id */ { «"type"»: "string", "pattern": "^[0-9]+$" }\r\n              ]\r\n            }\r\n          }\r\n        }\r\n      }\r\n    }\r\n  ]\r\n}',
      errors: ['alternative (#2) cannot be told apart from #1'],
    },
  ],
});
