// A full JSON Schema → the Pedelec subset: local references inlined, everything dropped listed, the output lints
// clean with the project's own Pedelec rules.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { convert, ConvertError } from '../../../server/src/core/convert';
import { diagnose } from '../../helpers/diagnose';
import { load } from './fixtures';
import { ENGINE } from '../../helpers/engine';

const pedelec = (value: unknown, pointer?: string) => convert(value as never, 'pedelec', { pointer, engine: ENGINE });
const lint = (argsSchema: unknown) => diagnose(JSON.stringify(argsSchema, null, 2), 'converted.args.json');
const address = {
  type: 'object',
  properties: { street: { type: 'string', minLength: 1 }, postcode: { type: 'string', pattern: '^[0-9]{5}$' } },
  required: ['street'],
};

test('json schema → pedelec: a zod-to-json-schema output with $ref, additionalProperties, format, anyOf-null, const', async () => {
  const { output, notes, remaining } = pedelec(load('order.zod.json'));
  assert.deepEqual(output, {
    type: 'object',
    properties: {
      email: { type: 'string', description: 'Where the receipt goes.' },
      quantity: { type: 'integer', minimum: 1, maximum: 20 },
      price: { type: 'number' },
      shipTo: { ...address, description: 'Delivery address.' },
      billTo: address,
      items: { type: 'array', items: { type: 'string' }, maxItems: 10 },
      kind: { type: 'string', enum: ['retail'] },
      note: { type: 'string' },
    },
    required: ['email', 'quantity', 'shipTo', 'items'],
  });
  assert.deepEqual(await lint(output), []);
  assert.deepEqual(remaining, []);
  const listed = notes.map((n) => `${n.path} ${n.message.split(':')[0]}`);
  for (const expected of [
    '/definitions/PlaceOrder/properties/email/format dropped',
    '/definitions/PlaceOrder/properties/quantity/exclusiveMinimum changed',
    '/definitions/PlaceOrder/properties/price/exclusiveMinimum dropped',
    '/definitions/PlaceOrder/properties/price/multipleOf dropped',
    '/definitions/Address/additionalProperties dropped',
    '/definitions/PlaceOrder/additionalProperties dropped',
    '/definitions/PlaceOrder/properties/billTo/anyOf/1 dropped',
    '/definitions/PlaceOrder/properties/kind/const changed',
    '/definitions/PlaceOrder/properties/note/type dropped',
    '/definitions/PlaceOrder/required dropped',
    '/$schema dropped',
    '/definitions dropped',
  ]) {
    assert.ok(listed.includes(expected), `${expected} not in:\n${listed.join('\n')}`);
  }
});

test('json schema → pedelec: one schema of an OpenAPI document, by --pointer; its refs resolve in the whole document', async () => {
  const { output, notes } = pedelec(load('petstore.openapi.json'), '/components/schemas/Pet');
  assert.deepEqual(output, {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: 40 },
      tag: { type: 'string' },
      owner: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
    },
    required: ['name'],
  });
  assert.deepEqual(await lint(output), []);
  assert.deepEqual(notes.map((n) => n.path).sort(), [
    '/components/schemas/Owner/properties/id/format',
    '/components/schemas/Pet/properties/owner/$ref',
    '/components/schemas/Pet/properties/tag/example',
    '/components/schemas/Pet/properties/tag/nullable',
  ]);
});

test('json schema → pedelec: a type list becomes a oneOf of the types, its shared metadata on the node that holds them', async () => {
  const { output } = pedelec({
    type: 'object',
    properties: { id: { type: ['string', 'integer'], description: 'Name or index.', minLength: 1, minimum: 0 } },
  });
  assert.deepEqual((output as any).properties.id, {
    description: 'Name or index.',
    oneOf: [
      { type: 'string', minLength: 1 },
      { type: 'integer', minimum: 0 },
    ],
  });
  assert.deepEqual(await lint(output), []);
});

test('json schema → pedelec: allOf of object schemas merges into one object', async () => {
  const { output } = pedelec({
    type: 'object',
    properties: {
      who: {
        allOf: [
          { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
          { type: 'object', properties: { b: { type: 'number' } } },
        ],
      },
    },
  });
  assert.deepEqual((output as any).properties.who, {
    type: 'object',
    properties: { a: { type: 'string' }, b: { type: 'number' } },
    required: ['a'],
  });
  assert.deepEqual(await lint(output), []);
});

test('json schema → pedelec: what cannot be expressed is a ConvertError naming its place', () => {
  const cases: [unknown, string | undefined, string, RegExp][] = [
    [load('petstore.openapi.json'), undefined, '', /whole OpenAPI document: name the schema to convert with --pointer/],
    [load('petstore.openapi.json'), '/components/schemas/Node', '/components/schemas/Node/properties/next/$ref', /refers to itself/],
    [
      { type: 'object', properties: { a: { $ref: 'https://example.com/a.json' } } },
      undefined,
      '/properties/a/$ref',
      /not a reference into this document/,
    ],
    [{ type: 'object', properties: { a: { $ref: '#/$defs/missing' } } }, undefined, '/properties/a/$ref', /points at nothing/],
    [{ type: 'object', properties: { a: {} } }, undefined, '/properties/a', /no `type`/],
    [{ type: 'object', properties: { a: { type: 'array', items: [{ type: 'string' }] } } }, undefined, '/properties/a/items', /tuple/],
    [{ type: 'object', properties: { a: { type: 'array' } } }, undefined, '/properties/a', /needs `items`|need `items`/],
    [{ type: 'string' }, undefined, '', /must be an object/],
    [
      { type: 'object', properties: { a: { type: 'object', required: 'b' } } },
      undefined,
      '/properties/a/required',
      /must be a list of property names/,
    ],
  ];
  for (const [input, pointer, path, message] of cases) {
    assert.throws(
      () => pedelec(input, pointer),
      (e: unknown) => e instanceof ConvertError && e.path === path && message.test(e.message),
      `${JSON.stringify(input).slice(0, 80)} → ${path}`,
    );
  }
});

test('json schema → pedelec: references used many times over cannot blow up the output', () => {
  // Each level refers to the next twice: 2^40 nodes if inlined naively.
  const defs: Record<string, unknown> = { d40: { type: 'string' } };
  for (let i = 0; i < 40; i++)
    defs[`d${i}`] = { type: 'object', properties: { l: { $ref: `#/$defs/d${i + 1}` }, r: { $ref: `#/$defs/d${i + 1}` } } };
  assert.throws(() => pedelec({ $defs: defs, $ref: '#/$defs/d0' }), /more than 100000 schema nodes/);
});
