/**
 * The verdicts' one pass over a plain definition (plainDefinition.ts) gives the parameters the shared walk gives over
 * the PLAIN reader (parametersIn: the checks' walk, on the tree) and the facts of the value schemas valueSchemasIn
 * lists, and its walk over the model objects
 * asks of each object objectsIn lists, once and with its model, on the fixtures, the corpus-shaped definitions and
 * values shaped oddly where the two could part.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { JsonValue } from '../../../../server/src/core/model/tree';
import { modelObjectBits, plainDefinitionOf } from '../../../../server/src/core/rules/arcade/helpers/plainDefinition';
import { parametersIn, valueSchemasIn } from '../../../../server/src/core/rules/arcade/helpers/valueSchemas';
import { objectsIn } from '../../../../server/src/core/rules/arcade/helpers/modelObjects';
import { PLAIN, type PlainObject } from '../../../../server/src/core/rules/arcade/helpers/reader';
import { valueSchemaFacts } from '../../../../server/src/core/rules/arcade/helpers/valueSchemaFacts';
import { toolDefinition } from '../../../bench/generate';

const ROOT = path.resolve(__dirname, '../../../../..');

const vs = (extra: object = {}) => ({ val_type: 'json', description: null, ...extra });

/** Values where a named read and the reader could differ: absent, null, mistyped, nested, inherited-looking keys. */
const ODD: JsonValue[] = [
  null,
  'text',
  [{ input: { parameters: [{ value_schema: vs() }] } }],
  {},
  { inputs: { parameters: [{ name: 'a', value_schema: vs() }, 3, null, []] } },
  { input: null, inputs: { parameters: [{ value_schema: vs() }] } },
  { input: [], output: [] },
  { input: { parameters: { 0: { value_schema: vs() } } } },
  {
    input: {
      parameters: [
        {
          value_schema: vs({
            properties: { a: vs({ inner_properties: { c: vs(), d: 1 } }), b: vs({ properties: null }) },
            inner_properties: { e: vs({ properties: { f: vs() } }), g: null },
          }),
        },
        { value_schema: [vs()] },
        { value_schema: vs({ properties: [vs()] }) },
      ],
    },
    output: { value_schema: vs({ inner_properties: { x: vs(), y: vs({ properties: { z: vs() } }) } }) },
    http_endpoint: { parameters: [{ value_schema: vs({ properties: { h: vs() } }) }, 'p', { value_schema: null }] },
    toolkit: { name: 'Kit' },
    requirements: {
      authorization: { provider_id: 'p', oauth2: { scopes: [] } },
      secrets: [{ key: 'k' }, 'no', { key_id: 'j' }],
      metadata: [{ key: 'm' }, null],
    },
  },
  { requirements: 'none', toolkit: null, output: { value_schema: 'string' } },
  // Integer-like keys come first, ascending, in every listing of an object's members.
  {
    input: { parameters: [{ value_schema: vs({ properties: { b: vs(), 2: vs({ inner_properties: { 1: vs(), a: vs() } }), 1: vs() } }) }] },
  },
  { requirements: { authorization: 'none', secrets: {}, metadata: [[]] } },
  // Facts set only deep down, each somewhere else: under a parameter past a non-object one, the output, an endpoint.
  {
    input: { parameters: ['p', { value_schema: vs({ properties: { a: vs({ inner_properties: { b: { val_type: 'array' } } }) } }) }] },
    output: { value_schema: vs({ inner_properties: { c: { val_type: 'integer', enum: [1] } } }) },
    http_endpoint: {
      parameters: [{ value_schema: vs({ properties: { d: vs({ properties: { e: { val_type: 'string', inner_val_type: null } } }) } }) }],
    },
  },
  { http_endpoint: { parameters: [{ value_schema: { val_type: 'json', required_keys: ['a'] } }] } },
  JSON.parse(
    '{"__proto__": {"input": 1}, "input": {"parameters": [{"__proto__": null, "value_schema": {"properties": {"__proto__": {}}}}]}}',
  ),
];

function definitions(): { label: string; value: JsonValue }[] {
  const fixtures = readdirSync(path.join(ROOT, 'test/fixtures'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.tool.json'))
    .flatMap((f) => {
      try {
        return [{ label: f, value: JSON.parse(readFileSync(path.join(ROOT, 'test/fixtures', f), 'utf8')) as JsonValue }];
      } catch {
        return []; // a fixture that is not strict JSON has no plain value
      }
    });
  const generated = Array.from({ length: 40 }, (_, i) => ({ label: `toolDefinition(${i + 1})`, value: JSON.parse(toolDefinition(i + 1)) }));
  return [...fixtures, ...generated, ...ODD.map((value, i) => ({ label: `odd ${i + 1}`, value }))];
}

/** The same objects (not equal copies) in the same order. */
function assertSame<T>(actual: readonly T[], expected: readonly T[], label: string): void {
  assert.equal(actual.length, expected.length, `${label}: length`);
  actual.forEach((item, i) => assert.ok(item === expected[i], `${label}: item ${i}`));
}

test('plainDefinitionOf: the parameters and the facts of the value schemas, modelObjectBits: the model objects, the shared walks give over PLAIN', () => {
  const all = definitions();
  assert.ok(all.filter((d) => d.label.endsWith('.tool.json')).length >= 4, 'the fixtures are found');
  for (const { label, value } of all) {
    const one = plainDefinitionOf(value);
    assertSame(one.parameters, parametersIn(PLAIN, value), `${label} parameters`);
    const facts = valueSchemasIn(PLAIN, value).reduce<number>((bits, vs) => bits | valueSchemaFacts(vs as PlainObject), 0);
    assert.equal(one.valueSchemaFacts, facts, `${label} value schema facts`);
    // Each object objectsIn lists is asked once, with its model, and what is asked of them is ORed.
    const asked = new Map<JsonValue, string[]>();
    const bit = new Map<JsonValue, number>();
    const bits = modelObjectBits(value, (model, node) => {
      asked.set(node, [...(asked.get(node) ?? []), model]);
      return bit.get(node) ?? bit.set(node, 1 << (bit.size % 30)).get(node)!;
    });
    const objects = objectsIn(PLAIN, value);
    assert.deepEqual(
      [...asked].map(([node, models]) => [objects.findIndex((o) => o.node === node), models]).sort((a, b) => Number(a[0]) - Number(b[0])),
      objects.map((o, i) => [i, [o.model]]),
      `${label} model objects`,
    );
    assert.equal(
      bits,
      [...bit.values()].reduce((all, one) => all | one, 0),
      `${label} bits`,
    );
  }
});
