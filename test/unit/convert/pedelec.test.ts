// Arcade → Pedelec tool: the argsSchema is in the subset of reference/pedelec-tool-args-schema.md and lints clean
// with the project's own Pedelec rules (run through analyze on a `.args.json` file, as a user would).
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { convert, ConvertError } from '../../../server/src/core/convert';
import { diagnose } from '../../helpers/diagnose';
import { edited, load } from './fixtures';
import { ENGINE } from '../../helpers/engine';

const pedelec = (value: unknown) => convert(value as never, 'pedelec', { engine: ENGINE });
const lint = (argsSchema: unknown) => diagnose(JSON.stringify(argsSchema, null, 2), 'converted.args.json');

test('pedelec: the whole tool; nullable and the deprecation message are listed as dropped, string enums read as integers', async () => {
  const { output, notes, remaining } = pedelec(load('plan-trip.tool.json'));
  assert.deepEqual(output, {
    name: 'Travelbox_PlanTrip',
    description: 'Plans a trip with stops and a budget.',
    argsSchema: {
      type: 'object',
      properties: {
        destination: { type: 'string', description: 'Where to go.' },
        pace: { type: 'string', enum: ['relaxed', 'busy'], description: 'How busy the days are.' },
        nights: { type: 'integer', enum: [3, 7], description: 'Number of nights.' },
        budget: {
          type: 'object',
          properties: {
            total: { type: 'number', description: 'Total amount.' },
            currency: { type: 'string', enum: ['EUR', 'USD'] },
            note: { type: 'string', description: 'Free text.' },
          },
          required: ['currency', 'total'],
          description: 'Spending limits.',
        },
        stops: {
          type: 'array',
          items: {
            type: 'object',
            properties: { city: { type: 'string', description: 'City name.' }, days: { type: 'integer' } },
            required: ['city'],
          },
          description: 'Places on the way.',
        },
        tags: { type: 'array', items: { type: 'string', enum: ['food', 'museums'] } },
        extras: { type: 'object', description: 'Anything else.' },
      },
      required: ['destination', 'budget'],
    },
  });
  assert.deepEqual(
    notes.map((n) => n.path),
    [
      '/deprecation_message',
      '/input/parameters/2/value_schema/enum',
      '/input/parameters/3/value_schema/properties/currency/nullable',
      '/input/parameters/4/value_schema/inner_properties/days/nullable',
      '/input/parameters/6/value_schema/nullable',
    ],
  );
  // Arcade arrays carry no bound, and none is invented: the two arrays keep their warning, nothing else is reported.
  assert.deepEqual(await lint((output as any).argsSchema), ['pedelec/unbounded-array «"array"»', 'pedelec/unbounded-array «"array"»']);
  assert.deepEqual(
    remaining.map((r) => r.message.split(':')[0]),
    ['warning pedelec/unbounded-array', 'warning pedelec/unbounded-array'],
  );
});

test('pedelec: no parameters is the documented empty object, and it lints clean', async () => {
  const { output, remaining } = pedelec(load('ping.tool.json'));
  assert.deepEqual((output as any).argsSchema, { type: 'object', properties: {}, required: [] });
  assert.deepEqual(await lint((output as any).argsSchema), []);
  assert.deepEqual(remaining, []);
});

test('pedelec: an enum that is no value of its type is dropped, never kept unsatisfiable', async () => {
  const { output, notes } = pedelec(
    edited(
      'ping.tool.json',
      (d) => (d.input.parameters = [{ name: 'n', required: true, value_schema: { val_type: 'number', enum: ['one'] } }]),
    ),
  );
  assert.deepEqual((output as any).argsSchema.properties.n, { type: 'number' });
  assert.match(notes[0].message, /^dropped: the enum holds strings that are not number values/);
  assert.deepEqual(await lint((output as any).argsSchema), []);
});

test('pedelec: a required key with no field is dropped from required (it would be pedelec/required-undefined)', async () => {
  const { output, notes } = pedelec(edited('plan-trip.tool.json', (d) => d.input.parameters[3].value_schema.required_keys.push('tip')));
  assert.deepEqual((output as any).argsSchema.properties.budget.required, ['currency', 'total']);
  assert.ok(notes.some((n) => n.path === '/input/parameters/3/value_schema/required_keys' && /"tip"/.test(n.message)));
});

test('pedelec: what Pedelec cannot hold is a ConvertError: an array without items, a blank description, a bad name', () => {
  const cases: [(d: any) => void, string, RegExp][] = [
    [(d) => (d.input.parameters[4].value_schema = { val_type: 'array' }), '/input/parameters/4/value_schema', /needs `items`/],
    [(d) => (d.description = '  '), '/description', /non-blank/],
    [(d) => (d.fully_qualified_name = '1Travel.Plan@1'), '/fully_qualified_name', /does not match Pedelec's/],
  ];
  for (const [edit, path, message] of cases) {
    assert.throws(
      () => pedelec(edited('plan-trip.tool.json', edit)),
      (e: unknown) => e instanceof ConvertError && e.path === path && message.test(e.message),
    );
  }
});
