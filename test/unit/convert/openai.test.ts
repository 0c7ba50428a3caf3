// OpenAI: the rules of reference/arcade-core-2026.md "OpenAI", pinned on a definition with every case.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { convert, ConvertError } from '../../../server/src/core/convert';
import { edited, load } from './fixtures';

const openai = (value: unknown) => convert(value as never, 'openai').output as any;

test('openai: the whole tool for a definition with optional parameters, enums, nested json, an array of objects', () => {
  assert.deepEqual(openai(load('plan-trip.tool.json')), {
    type: 'function',
    function: {
      name: 'Travelbox_PlanTrip',
      description: 'Plans a trip with stops and a budget.',
      parameters: {
        type: 'object',
        properties: {
          destination: { type: 'string', description: 'Where to go.' },
          pace: { type: ['string', 'null'], enum: ['relaxed', 'busy', null], description: 'How busy the days are.' },
          nights: { type: ['integer', 'null'], enum: ['3', '7', null], description: 'Number of nights.' },
          budget: {
            type: 'object',
            properties: {
              total: { type: 'number', description: 'Total amount.' },
              currency: { type: ['string', 'null'], enum: ['EUR', 'USD', null] },
              note: { type: ['string', 'null'], description: 'Free text.' },
            },
            required: ['total', 'currency', 'note'],
            additionalProperties: false,
            description: 'Spending limits.',
          },
          stops: {
            type: ['array', 'null'],
            items: {
              type: 'object',
              properties: { city: { type: 'string', description: 'City name.' }, days: { type: ['integer', 'null'] } },
              required: ['city', 'days'],
              additionalProperties: false,
            },
            description: 'Places on the way.',
          },
          tags: { type: ['array', 'null'], items: { type: 'string', enum: ['food', 'museums'] } },
          extras: { type: ['object', 'null'], description: 'Anything else.' },
        },
        required: ['destination', 'pace', 'nights', 'budget', 'stops', 'tags', 'extras'],
        additionalProperties: false,
      },
      strict: true,
    },
  });
});

test('openai: the name drops @version and turns dots into underscores', () => {
  const out = openai(edited('ping.tool.json', (d) => (d.fully_qualified_name = 'Ops.Health.Ping@1.0.0')));
  assert.equal(out.function.name, 'Ops_Health_Ping');
  assert.deepEqual(convert(load('ping.tool.json'), 'openai').notes, []);
});

test('openai: a name OpenAI rejects is converted as Arcade does, with a note naming the rule', () => {
  const { output, notes } = convert(
    edited('ping.tool.json', (d) => (d.fully_qualified_name = 'Health.Ping Now@1')),
    'openai',
  );
  assert.equal((output as any).function.name, 'Health_Ping Now');
  assert.deepEqual(notes, [
    { path: '/fully_qualified_name', message: 'OpenAI rejects the tool name "Health_Ping Now": it must match ^[a-zA-Z0-9_-]{1,64}$.' },
  ]);
});

test('openai: no parameters is an empty closed object with no required list', () => {
  assert.deepEqual(openai(load('ping.tool.json')).function.parameters, { type: 'object', properties: {}, additionalProperties: false });
});

test('openai: a deprecation message is not part of what OpenAI is shown', () => {
  assert.equal(openai(load('plan-trip.tool.json')).function.description, 'Plans a trip with stops and a budget.');
});

test('openai: without required_keys a nested field is required unless nullable', () => {
  const out = openai(edited('plan-trip.tool.json', (d) => delete d.input.parameters[3].value_schema.required_keys));
  const budget = out.function.parameters.properties.budget;
  assert.deepEqual(budget.properties.total.type, 'number');
  assert.deepEqual(budget.properties.note.type, 'string');
  assert.deepEqual(budget.properties.currency.type, ['string', 'null']);
});

test('openai: an empty required_keys list makes every nested field optional (null-union)', () => {
  const out = openai(edited('plan-trip.tool.json', (d) => (d.input.parameters[3].value_schema.required_keys = [])));
  assert.deepEqual(out.function.parameters.properties.budget.properties.total.type, ['number', 'null']);
});

test('openai: a free-form json and an array without inner_val_type stay outside strict mode, and a note says so', () => {
  const input = edited('plan-trip.tool.json', (d) => {
    d.input.parameters[4].value_schema = { val_type: 'array' };
    d.input.parameters[0].value_schema = { val_type: 'json' };
  });
  const out = openai(input);
  assert.deepEqual(
    convert(input, 'openai').notes.map((n) => n.path),
    ['/input/parameters/0/value_schema', '/input/parameters/4/value_schema', '/input/parameters/6/value_schema'],
  );
  assert.deepEqual(out.function.parameters.properties.destination, { type: 'object', description: 'Where to go.' });
  assert.deepEqual(out.function.parameters.properties.stops, { type: ['array', 'null'], description: 'Places on the way.' });
});

test('openai: an enum on a number is kept as Arcade writes it (no value satisfies {"type":"number","enum":["1"]})', () => {
  const out = openai(
    edited(
      'ping.tool.json',
      (d) => (d.input.parameters = [{ name: 'n', required: true, value_schema: { val_type: 'number', enum: ['1'] } }]),
    ),
  );
  assert.deepEqual(out.function.parameters.properties.n, { type: 'number', enum: ['1'] });
});

test('openai: input Arcade cannot load is a ConvertError at its place', () => {
  const bad = edited('ping.tool.json', (d) => (d.input.parameters = [{ name: 'n', required: true, value_schema: { val_type: 'float' } }]));
  assert.throws(
    () => openai(bad),
    (e: unknown) =>
      e instanceof ConvertError && e.path === '/input/parameters/0/value_schema/val_type' && /must be one of string/.test(e.message),
  );
  assert.throws(
    () => openai({ type: 'object' }),
    (e: unknown) => e instanceof ConvertError && /not an Arcade tool definition/.test(e.message),
  );
  const preview = edited('ping.tool.json', (d) => ((d.inputs = d.input), delete d.input));
  assert.throws(() => openai(preview), /preview format/);
});
