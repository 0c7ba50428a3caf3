import { ruleTester } from '../../../helpers/ruleTester';
import { exampleMismatch } from '../../../../server/src/core/rules/pedelec/example-mismatch';

import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeText } from '../../../helpers/diagnose';

ruleTester(exampleMismatch, {
  valid: [
    {
      name: "the guide's examples",
      code: '{ "type": "object", "properties": { "lang": { "type": "string", "default": "en", "examples": ["en", "zh-TW"] } } }',
    },
    {
      name: 'boundary values: equal to the bounds, lengths counted in characters (an emoji is one), no examples at all',
      code: '{ "type": "object", "properties": { "n": { "type": "number", "minimum": 0, "maximum": 1, "examples": [0, 1, 0.5] }, "e": { "type": "string", "maxLength": 2, "examples": ["😀😀", ""] }, "l": { "type": "array", "maxItems": 2, "items": { "type": "string" }, "examples": [] } } }',
    },
    {
      name: 'a oneOf, an untyped node, objects and arrays that fit, in a skills manifest',
      filename: 'agent.skills.json',
      code: '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "properties": { "t": { "oneOf": [ { "type": "string" }, { "type": "integer" } ], "examples": ["a", 3] }, "u": { "examples": [1, "x"] }, "o": { "type": "object", "properties": { "id": { "type": "string", "pattern": "^[a-z]+$" } }, "required": ["id"], "examples": [{ "id": "x", "extra": 1 }] }, "l": { "type": "array", "maxItems": 2, "uniqueItems": true, "items": { "type": "integer" }, "examples": [[1, 2]] } } } } ] }',
    },
    {
      name: 'a property named "examples" is not the keyword',
      code: '{ "type": "object", "properties": { "examples": { "type": "array", "maxItems": 3, "items": { "type": "string" } } } }',
    },
  ],
  invalid: [
    {
      name: 'bad examples, each at its element; examples that is not an array (one diagnostic, not two)',
      code: '{ "type": "object", "properties": { "n": { "type": "integer", "minimum": 0, "examples": [1, «-1», «"2"»] }, "s": { "type": "string", "minLength": 2, "examples": «"ab"» } } }',
      errors: ['-1 is below the minimum 0', '"2" is not of type integer', 'must be an array'],
    },
    {
      name: 'oneOf: a value matching two alternatives, or none',
      code: '{ "type": "object", "properties": { "t": { "oneOf": [ { "type": "number" }, { "type": "integer" } ], "examples": [1.5, «2», «true»] } } }',
      errors: ['2 matches 2 oneOf alternatives where exactly one must match', 'true matches none of the oneOf alternatives'],
    },
    {
      name: 'counts are written with real plurals: one element, two elements',
      code: '{ "type": "object", "properties": { "l": { "type": "array", "minItems": 2, "items": { "type": "string" }, "examples": [«["a"]»] }, "m": { "type": "array", "minItems": 3, "items": { "type": "string" }, "examples": [«["a", "b"]»] } } }',
      errors: ['the array has 1 element, fewer than minItems 2', 'the array has 2 elements, fewer than minItems 3'],
    },
    {
      name: 'arrays and objects: too many, duplicates, an element off the pattern, a missing or mistyped property',
      code: '{ "type": "object", "properties": { "l": { "type": "array", "maxItems": 2, "uniqueItems": true, "items": { "type": "string", "pattern": "^[a-z]+$" }, "examples": [«["a", "b", "c"]», «["a", "a"]», «["A"]», ["ok"]] }, "o": { "type": "object", "properties": { "id": { "type": "string" } }, "required": ["id"], "examples": [«{}», «{ "id": 1 }», { "id": "x" }] } } }',
      errors: [
        'the array has 3 elements, more than maxItems 2',
        'duplicate elements but uniqueItems is true',
        'element 0: "A" does not match the pattern',
        'required property "id" is missing',
        'property "id": 1 is not of type string',
      ],
    },
    {
      name: 'a skills manifest, nested in items; jsonc with comments; CRLF',
      filename: 'agent.skills.jsonc',
      code: '{\r\n  "guidance": "g",\r\n  "tools": [\r\n    {\r\n      "name": "t",\r\n      "description": "d",\r\n      "argsSchema": {\r\n        "type": "object",\r\n        "properties": {\r\n          "langs": {\r\n            "type": "array",\r\n            "maxItems": 3,\r\n            "items": { "type": "string", "enum": ["en", "fr"], "examples": ["en", /* not offered */ «"de"»] }\r\n          }\r\n        }\r\n      }\r\n    }\r\n  ]\r\n}',
      errors: ['"de" is not one of the enum values'],
    },
    {
      name: 'examples as an object or null: wrap in [ ]',
      code: '{ "type": "object", "properties": { "s": { "type": "string", "examples": «{ "a": 1 }» }, "t": { "type": "string", "examples": «null» } } }',
      errors: ['"examples" must be an array', '"examples" must be an array'],
    },
  ],
});

test('pedelec/example-mismatch: a catastrophic pattern is never run by the JavaScript engine (RE2 matches it)', async () => {
  const value = `${'a'.repeat(50000)}!`;
  const pattern = '^(a+)+$';
  const text = JSON.stringify({ type: 'object', properties: { s: { type: 'string', pattern, examples: [value] } } });
  // Every pattern the JavaScript engine executes during the analysis is recorded, and the user's is refused
  // (compiling it to check its syntax is fine; running it against this value would take practically forever).
  const ran: string[] = [];
  const refuse = (re: RegExp) => {
    ran.push(re.source);
    if (re.source === pattern) throw new Error("the JavaScript engine was asked to run the user's pattern");
  };
  const { exec, test: testFn } = RegExp.prototype;
  RegExp.prototype.exec = function (this: RegExp, s: string) {
    refuse(this);
    return exec.call(this, s);
  };
  RegExp.prototype.test = function (this: RegExp, s: string) {
    refuse(this);
    return testFn.call(this, s);
  };
  let analysis;
  try {
    analysis = await analyzeText(text, 'slow.args.json');
  } finally {
    RegExp.prototype.exec = exec;
    RegExp.prototype.test = testFn;
  }
  assert.ok(!ran.includes(pattern), "the user's pattern was executed by the JavaScript engine");
  assert.deepEqual(
    analysis.diagnostics.map((d) => d.code),
    ['pedelec/example-mismatch'],
  );
  assert.match(analysis.diagnostics[0].message, /does not match the pattern/);
});
