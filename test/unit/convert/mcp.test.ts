// MCP: the rules of reference/arcade-core-2026.md "MCP" (arcade_mcp_server/convert.py), pinned on one definition.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { convert } from '../../../server/src/core/convert';
import { edited, load } from './fixtures';

const mcp = (value: unknown) => convert(value as never, 'mcp');

test('mcp: the whole tool: inputSchema, outputSchema, annotations, _meta.arcade, the deprecation prefix', () => {
  const { output, notes } = mcp(load('plan-trip.tool.json'));
  assert.deepEqual(notes, []);
  assert.deepEqual(output, {
    name: 'Travelbox_PlanTrip',
    description: '[DEPRECATED: Use Travelbox.PlanJourney instead.] Plans a trip with stops and a budget.',
    inputSchema: {
      type: 'object',
      properties: {
        destination: { type: 'string', description: 'Where to go.' },
        pace: { type: 'string', enum: ['relaxed', 'busy'], description: 'How busy the days are.' },
        nights: { type: 'integer', enum: ['3', '7'], description: 'Number of nights.' },
        budget: {
          type: 'object',
          properties: {
            total: { type: 'number', description: 'Total amount.' },
            currency: { type: ['string', 'null'], enum: ['EUR', 'USD', null] },
            note: { type: 'string', description: 'Free text.' },
          },
          additionalProperties: false,
          required: ['currency', 'total'],
          description: 'Spending limits.',
        },
        stops: {
          type: 'array',
          items: {
            type: 'object',
            properties: { city: { type: 'string', description: 'City name.' }, days: { type: ['integer', 'null'] } },
            additionalProperties: false,
            required: ['city'],
          },
          description: 'Places on the way.',
        },
        // An array's enum stays on the array in MCP's mapping.
        tags: { type: 'array', enum: ['food', 'museums'], items: { type: 'string' } },
        extras: { type: ['object', 'null'], description: 'Anything else.' },
      },
      additionalProperties: false,
      required: ['destination', 'budget'],
    },
    outputSchema: { type: 'object', properties: { result: { type: 'string' } } },
    annotations: { title: 'PlanTrip', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    title: 'PlanTrip',
    _meta: {
      arcade: {
        requirements: { secrets: [{ key: 'TRAVEL_API_KEY' }] },
        metadata: {
          classification: { service_domains: ['travel'] },
          behavior: { operations: ['read'], read_only: true, destructive: false, idempotent: true, open_world: true },
        },
      },
    },
  });
});

test('mcp: no parameters, an object output emitted as is, no requirements or metadata: no _meta', () => {
  const { output } = mcp(load('ping.tool.json'));
  assert.deepEqual(output, {
    name: 'Health_Ping',
    description: 'Checks that the service answers.',
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, additionalProperties: false, required: ['ok'] },
    annotations: { title: 'Ping' },
    title: 'Ping',
  });
});

test('mcp: the older wrapper-tool metadata is not ToolMetadata: left out of _meta, with a note', () => {
  const { output, notes } = mcp(edited('ping.tool.json', (d) => (d.metadata = { object_type: 'tool', version: '1', description: 'x' })));
  assert.equal('_meta' in (output as object), false);
  assert.deepEqual(
    notes.map((n) => n.path),
    ['/metadata'],
  );
});

test('mcp: an unknown inner type never reaches the output (Arcade would not load it)', () => {
  assert.throws(
    () =>
      mcp(
        edited(
          'ping.tool.json',
          (d) => (d.input.parameters = [{ name: 'a', required: true, value_schema: { val_type: 'array', inner_val_type: 'array' } }]),
        ),
      ),
    /inner_val_type/,
  );
});
