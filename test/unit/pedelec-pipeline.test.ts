/**
 * The issue's "done when", through the whole pipeline (schema validation + every rule): the guide's examples lint
 * clean; every unsupported keyword is one diagnostic at its key and "fix all" leaves a clean, valid document; and
 * no problem the rules report is also reported by the schema (one problem, one diagnostic).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { sourceOf } from '../helpers/core';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse, type ParseError } from 'jsonc-parser';
import { diagnose, fixture } from '../helpers/diagnose';
import { docFor } from '../helpers/ruleTester';
import { fixAll, safeFixes } from '../../server/src/core/features/fixes';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { UNSUPPORTED } from '../../server/src/core/rules/pedelec/helpers/keywords';
import { ENGINE } from '../helpers/engine';

const guideExamples = readdirSync(path.resolve(__dirname, '../../../test/fixtures/pedelec')).filter((f) => f.startsWith('guide-'));

test('pedelec: the guide has examples we check (string, number, boolean, array, object, oneOf, move-shape, empty)', () => {
  assert.equal(guideExamples.length, 8, guideExamples.join(', '));
});

for (const name of guideExamples) {
  test(`pedelec: the guide's ${name.replace(/^guide-|\.args\.json$/g, '')} example lints clean`, async () => {
    assert.deepEqual(await diagnose(fixture(`pedelec/${name}`), name), []);
  });
}

test("pedelec: the guide's examples lint clean as tools of a skills manifest too", async () => {
  const tools = guideExamples.map((name, i) => ({
    name: `tool_${i}`,
    description: 'd',
    argsSchema: JSON.parse(fixture(`pedelec/${name}`)),
  }));
  assert.deepEqual(await diagnose(JSON.stringify({ guidance: 'g', tools }, null, 2), 'guide.skills.json'), []);
});

const EVERY = 'every-unsupported.args.jsonc';
/** The issue's list: every keyword it names, and a custom one. */
const ISSUE_LIST = [
  '$ref',
  '$defs',
  'definitions',
  'additionalProperties',
  'format',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'allOf',
  'anyOf',
  'not',
  'if',
  'then',
  'else',
  'const',
  'patternProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
  'prefixItems',
  'contains',
  'minProperties',
  'maxProperties',
  'title',
  '$id',
  '$comment',
  'x-internal',
];

test('pedelec: a schema using every unsupported keyword gets exactly one diagnostic per keyword, at its key', async () => {
  const found = await diagnose(fixture(`pedelec/${EVERY}`), EVERY);
  const keys = found.map((d) => d.replace(/^pedelec\/unsupported-keyword «"(.*)"»$/, '$1'));
  assert.ok(
    found.every((d) => d.startsWith('pedelec/unsupported-keyword «"')),
    found.join('\n'),
  );
  assert.deepEqual([...keys].sort(), [...ISSUE_LIST].sort());
  for (const k of ISSUE_LIST) if (!k.startsWith('x-')) assert.ok(k in UNSUPPORTED, `${k} has its own explanation`);
});

test('pedelec: source.fixAll turns the every-keyword schema into a clean, valid document', async () => {
  const doc = docFor(fixture(`pedelec/${EVERY}`), EVERY);
  const fixed = fixAll(sourceOf(doc), DEFAULT_SETTINGS, { engine: ENGINE, choose: safeFixes });
  const errors: ParseError[] = [];
  const value = parse(fixed, errors);
  assert.deepEqual(errors, []);
  assert.deepEqual(await diagnose(fixed, EVERY), []);
  assert.ok(fixed.startsWith('// Every JSON Schema keyword'), 'the comment stays');
  // The reference was inlined, the supported spellings kept the constraints.
  assert.deepEqual(value.properties.point, {
    type: 'object',
    properties: { x: { type: 'number' }, y: { type: 'number' } },
    required: ['x', 'y'],
  });
  assert.deepEqual(value.properties.count, { type: 'integer', minimum: 1, maximum: 99 });
  assert.deepEqual(value.properties.mode, { type: 'string', enum: ['fast'] });
  assert.match(
    fixed,
    /\n    "point": \{\n      "type": "object",\n      "properties": \{ "x": \{ "type": "number" \}, "y": \{ "type": "number" \} \},\n      "required": \["x", "y"\]\n    \},\n/,
  );
});

const cases: [string, string, string[]][] = [
  [
    'a negative or fractional count',
    '{ "type": "object", "properties": { "s": { "type": "string", "minLength": -1, "maxLength": 1.5 } } }',
    ['pedelec/invalid-range «-1»', 'pedelec/invalid-range «1.5»'],
  ],
  [
    'an unknown type name and a type list',
    '{ "type": "object", "properties": { "a": { "type": "null" }, "b": { "type": ["string", "null"] } } }',
    ['pedelec/missing-type «"null"»', 'pedelec/missing-type «["string", "null"]»'],
  ],
  [
    'examples that is not an array',
    '{ "type": "object", "properties": { "a": { "type": "string", "examples": "x" } } }',
    ['pedelec/example-mismatch «"x"»'],
  ],
  ['a root that is not an object', '[]', ['pedelec/root-not-object «[]»']],
];
for (const [what, text, expected] of cases) {
  test(`pedelec: ${what} is one diagnostic, not a rule's and the schema's`, async () => {
    assert.deepEqual(await diagnose(text, 'x.args.json'), expected);
  });
}

test('pedelec: skills manifest problems are one diagnostic each', async () => {
  const text =
    '{ "guidance": "g", "tools": [ { "name": "a b", "timeoutMs": "5000", "input": { "type": "object", "properties": {} } }, { "name": "a b", "description": " ", "timeoutMs": 2.5 } ] }';
  assert.deepEqual(await diagnose(text, 'x.skills.json'), [
    'pedelec/empty-description «{»',
    'pedelec/invalid-tool-name «"a b"»',
    'pedelec/invalid-timeout «"5000"»',
    'pedelec/legacy-input «"input"»',
    // The second tool has no argsSchema: the SDK's normalizeToolArgsSchema rejects it.
    'pedelec/missing-args-schema «"name"»',
    'pedelec/invalid-tool-name «"a b"»',
    'pedelec/duplicate-tool-name «"a b"»',
    'pedelec/empty-description «" "»',
    'pedelec/invalid-timeout «2.5»',
  ]);
});

test('pedelec: no two diagnostics cover the same text with the same code, in the deliberately broken examples', async () => {
  for (const name of ['canvas.skills.json', 'copied-from-openapi.args.jsonc']) {
    const text = readFileSync(path.resolve(__dirname, '../../../examples/pedelec', name), 'utf8');
    const found = await diagnose(text, name);
    assert.ok(found.length > 0);
    assert.equal(new Set(found).size, found.length, found.join('\n'));
    assert.ok(!found.some((d) => d.startsWith('schema/')), found.join('\n'));
  }
});
