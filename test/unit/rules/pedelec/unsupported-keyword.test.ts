import { ruleTester } from '../../../helpers/ruleTester';
import { unsupportedKeyword } from '../../../../server/src/core/rules/pedelec/unsupported-keyword';

ruleTester(unsupportedKeyword, {
  valid: [
    {
      name: "the guide's string example",
      code: '{ "type": "object", "properties": { "role": { "type": "string", "enum": ["viewer", "editor"], "description": "Role to assign." } } }',
    },
    { name: "$schema at a standalone file's root", code: '{ "$schema": "toolschema:pedelec-args", "type": "object", "properties": {} }' },
    { name: 'not an args schema', filename: 'package.json', code: '{ "$ref": "x", "format": 1 }' },
    {
      name: 'a property named like a keyword',
      code: '{ "type": "object", "properties": { "format": { "type": "string" }, "$ref": { "type": "string" } } }',
    },
  ],
  invalid: [
    {
      name: '$ref and format, nested',
      code: '{ "type": "object", "properties": { "a": { "type": "string", «"format"»: "email" } }, «"$ref"»: "#/x" }',
      errors: [
        '"format" is outside Pedelec\'s documented args-schema subset, so the agent may not be guided by it. Use "pattern"',
        '"$ref" is outside Pedelec\'s documented args-schema subset: today\'s Core resolves it',
      ],
      output: '{ "type": "object", "properties": { "a": { "type": "string" } } }',
    },
    {
      name: 'inside oneOf and items, with comments kept (jsonc); const becomes a one-value enum',
      filename: 'x.args.jsonc',
      code: '{\n  // root\n  "type": "object",\n  "properties": {\n    "t": { "oneOf": [ { "type": "string", «"const"»: "a" } ] },\n    "l": { "type": "array", "items": { "type": "integer", «"multipleOf"»: 2 }, "maxItems": 3 }\n  }\n}',
      errors: ['"const"', '"multipleOf"'],
      output:
        '{\n  // root\n  "type": "object",\n  "properties": {\n    "t": { "oneOf": [ { "type": "string", "enum": ["a"] } ] },\n    "l": { "type": "array", "items": { "type": "integer" }, "maxItems": 3 }\n  }\n}',
    },
    {
      name: "a skills manifest's argsSchema; $schema is not allowed there",
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { «"$schema"»: "x", "type": "object", «"x-custom"»: true } } ] }',
      errors: [
        '"$schema"',
        '"x-custom" is outside Pedelec\'s documented args-schema subset, so the agent may not be guided by it. Remove it, or put the information in "description".',
      ],
      output: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object" } } ] }',
    },
    {
      name: 'a local $ref is inlined, and its definition removed once nothing refers to it',
      code: '{\n  "type": "object",\n  "properties": {\n    "role": { «"$ref"»: "#/$defs/role" }\n  },\n  «"$defs"»: {\n    "role": { "type": "string", "enum": ["viewer", "editor"] }\n  }\n}',
      errors: ['"$ref"', '"$defs"'],
      output: '{\n  "type": "object",\n  "properties": {\n    "role": { "type": "string", "enum": ["viewer", "editor"] }\n  }\n}',
    },
    {
      name: 'a multi-line definition is written over lines where it lands; definitions used twice stay until both are inlined',
      code: '{\n  "type": "object",\n  "properties": {\n    "from": { «"$ref"»: "#/definitions/point" },\n    "to": { «"$ref"»: "#/definitions/point" }\n  },\n  «"definitions"»: {\n    "point": {\n      "type": "object",\n      "properties": { "x": { "type": "number" } }\n    }\n  }\n}',
      errors: ['"$ref"', '"$ref"', '"definitions"'],
      output:
        '{\n  "type": "object",\n  "properties": {\n    "from": {\n      "type": "object",\n      "properties": { "x": { "type": "number" } }\n    },\n    "to": {\n      "type": "object",\n      "properties": { "x": { "type": "number" } }\n    }\n  }\n}',
    },
    {
      name: "a $ref beside other keywords: the definition's keywords join them, the node's own description wins",
      code: '{ "type": "object", "properties": { "r": { "description": "Role.", «"$ref"»: "#/$defs/r" } }, «"$defs"»: { "r": { "type": "string", "description": "x" } } }',
      errors: ['"$ref"', '"$defs"'],
      output: '{ "type": "object", "properties": { "r": { "description": "Role.", "type": "string" } } }',
    },
    {
      name: 'issue 24.1: a definition with keywords outside the subset (zod-to-json-schema) is inlined whole, never lost',
      code: '{\n  "type": "object",\n  "properties": {\n    "filter": { «"$ref"»: "#/$defs/Filter" }\n  },\n  «"$defs"»: {\n    "Filter": {\n      "type": "object",\n      "properties": { "q": { "type": "string" } },\n      «"additionalProperties"»: false\n    }\n  }\n}',
      errors: ['"$ref"', '"$defs"', /"additionalProperties" is outside .*extra argument/],
      output:
        '{\n  "type": "object",\n  "properties": {\n    "filter": {\n      "type": "object",\n      "properties": { "q": { "type": "string" } }\n    }\n  }\n}',
    },
    {
      name: 'a remote $ref can only be removed; a recursive one is kept, and its message says why it cannot be inlined',
      code: '{ "type": "object", "properties": { "a": { "type": "string", «"$ref"»: "other.json#/a" }, "t": { «"$ref"»: "#/$defs/tree" } }, «"$defs"»: { "tree": { "type": "object", "properties": { "kids": { «"$ref"»: "#/$defs/tree" } } } } }',
      errors: [
        'Core cannot resolve a remote reference',
        /refers back to itself, so it cannot be written out in full/,
        '"$defs"',
        /refers back to itself/,
      ],
      output:
        '{ "type": "object", "properties": { "a": { "type": "string" }, "t": { "$ref": "#/$defs/tree" } }, "$defs": { "tree": { "type": "object", "properties": { "kids": { "$ref": "#/$defs/tree" } } } } }',
    },
    {
      name: 'a $ref beside a keyword its definition sets otherwise is not inlined (both apply), and its definition stays',
      code: '{ "type": "object", "properties": { "n": { "maxLength": 3, «"$ref"»: "#/$defs/n" } }, «"$defs"»: { "n": { "type": "string", "maxLength": 9, «"x-unused"»: 1 }, "old": { "type": "string" } } }',
      errors: [/"maxLength" is set both beside the "\$ref" and in the referenced schema/, '"$defs"', '"x-unused"'],
      output:
        '{ "type": "object", "properties": { "n": { "maxLength": 3, "$ref": "#/$defs/n" } }, "$defs": { "n": { "type": "string", "maxLength": 9 } } }',
    },
    {
      name: 'a reference into a definition keeps the whole definition',
      code: '{ "type": "object", "properties": { "q": { «"$ref"»: "#/$defs/F/properties/q" }, "f": { «"$ref"»: "#/$defs/F" } }, «"$defs"»: { "F": { "type": "object", "properties": { "q": { "type": "string" } } } } }',
      errors: ['"$ref"', '"$ref"', '"$defs"'],
      output:
        '{ "type": "object", "properties": { "q": { "type": "string" }, "f": { "type": "object", "properties": { "q": { "type": "string" } } } } }',
    },
    {
      name: 'a root $ref beside its definitions: both go, together, with the right commas',
      code: '{ "type": "object", "properties": {}, «"$ref"»: "#/definitions/d", «"definitions"»: { "d": { "type": "object" } } }',
      errors: ['"$ref"', '"definitions"'],
      output: '{ "type": "object", "properties": {} }',
    },
    {
      name: 'exclusive bounds on an integer become inclusive ones; on a number they can only be removed',
      code: '{ "type": "object", "properties": { "n": { "type": "integer", «"exclusiveMinimum"»: 0, «"exclusiveMaximum"»: 10.5 }, "m": { "type": "integer", "minimum": 3, «"exclusiveMinimum"»: 5 }, "f": { "type": "number", «"exclusiveMaximum"»: 1 } } }',
      errors: ['"exclusiveMinimum"', '"exclusiveMaximum"', '"exclusiveMinimum"', '"exclusiveMaximum"'],
      output:
        '{ "type": "object", "properties": { "n": { "type": "integer", "minimum": 1, "maximum": 10 }, "m": { "type": "integer", "minimum": 6 }, "f": { "type": "number" } } }',
    },
    {
      name: 'draft-04 boolean exclusiveMaximum on an integer',
      code: '{ "type": "object", "properties": { "n": { "type": "integer", "maximum": 10, «"exclusiveMaximum"»: true } } }',
      errors: ['"exclusiveMaximum"'],
      output: '{ "type": "object", "properties": { "n": { "type": "integer", "maximum": 9 } } }',
    },
  ],
});
