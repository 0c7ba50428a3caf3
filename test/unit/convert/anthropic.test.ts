// Anthropic: the rules of reference/arcade-core-2026.md "Anthropic", pinned on a definition with every case.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { convert } from '../../../server/src/core/convert';
import { edited, load } from './fixtures';

const anthropic = (value: unknown) => convert(value as never, 'anthropic').output as any;

test('anthropic: the whole tool for a definition with optional parameters, enums, nested json, an array of objects', () => {
  assert.deepEqual(anthropic(load('plan-trip.tool.json')), {
    name: 'Travelbox_PlanTrip',
    description: 'Plans a trip with stops and a budget.',
    input_schema: {
      type: 'object',
      properties: {
        destination: { type: 'string', description: 'Where to go.' },
        pace: { type: 'string', enum: ['relaxed', 'busy'], description: 'How busy the days are.' },
        nights: { type: 'integer', enum: ['3', '7'], description: 'Number of nights.' },
        budget: {
          type: 'object',
          properties: {
            total: { type: 'number', description: 'Total amount.' },
            // nullable: true is the only thing that adds null (to the enum too, as anthropic.py does).
            currency: { type: ['string', 'null'], enum: ['EUR', 'USD', null] },
            note: { type: 'string', description: 'Free text.' },
          },
          required: ['currency', 'total'],
          description: 'Spending limits.',
        },
        stops: {
          type: 'array',
          items: {
            type: 'object',
            properties: { city: { type: 'string', description: 'City name.' }, days: { type: ['integer', 'null'] } },
            required: ['city'],
          },
          description: 'Places on the way.',
        },
        tags: { type: 'array', items: { type: 'string', enum: ['food', 'museums'] } },
        // A top-level parameter's nullable is not read: optional parameters are simply not required.
        extras: { type: 'object', description: 'Anything else.' },
      },
      required: ['destination', 'budget'],
    },
  });
});

test('anthropic: no parameters is {type: object, properties: {}}', () => {
  assert.deepEqual(anthropic(load('ping.tool.json')).input_schema, { type: 'object', properties: {} });
});

test('anthropic: an empty required_keys leaves required out of the nested object', () => {
  const out = anthropic(edited('plan-trip.tool.json', (d) => (d.input.parameters[3].value_schema.required_keys = [])));
  assert.equal('required' in out.input_schema.properties.budget, false);
});

test('anthropic: only optional parameters means no required list; the deprecation message is not shown', () => {
  const out = anthropic(edited('plan-trip.tool.json', (d) => d.input.parameters.forEach((p: any) => (p.required = false))));
  assert.equal('required' in out.input_schema, false);
  assert.equal(out.description, 'Plans a trip with stops and a budget.');
});
