/**
 * API-wrapper tool files (they have `http_endpoint`) checked as WrapperToolDefinition
 * (ArcadeAI/arcade-mcp libs/arcade-core/arcade_core/api_wrapper/schema.py @ 0504cb49): its metadata models,
 * http_method and accepted_as vocabularies, HttpValueSchema's array_inner_val_type and the input parameters'
 * http_endpoint_parameter_name. PATCH is accepted although the model lists four methods: Arcade's generated
 * wrapper tools use it (docs/rules/arcade.md, "Where toolschema and arcade-core still differ").
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { MarkupContent } from 'vscode-json-languageservice';
import { analyzeText, fixture, mutate } from '../../helpers/diagnose';
import { parseMarkers } from '../../helpers/markers';
import { hoverAt } from '../../helpers/core';

const wrapper = fixture('weather.current.tool.json');
const FILE = 'wrapper_tools/GetForecast.json';
const errors = async (text: string) =>
  (await analyzeText(text, FILE)).problems
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.code} «${text.slice(p.span.offset, p.span.offset + p.span.length)}»`);

const CASES: [string, string, string, string[]][] = [
  ['an http_method outside the model', '"http_method": "GET"', '"http_method": "FETCH"', ['schema/invalid-value «"FETCH"»']],
  ['PATCH, which Arcade generates', '"http_method": "GET"', '"http_method": "PATCH"', []],
  [
    'a metadata object_type other than api_wrapper_tool',
    '"object_type": "api_wrapper_tool"',
    '"object_type": "tool"',
    ['schema/invalid-value «"tool"»'],
  ],
  [
    'a metadata version that is no version number',
    '"version": "1.0.0",\n    "description": "Tools',
    '"version": "latest",\n    "description": "Tools',
    ['schema/constraint «"latest"»'],
  ],
  [
    'an input parameter without http_endpoint_parameter_name',
    ',\n        "http_endpoint_parameter_name": "q"',
    '',
    ['schema/missing-property «{»'],
  ],
];

for (const [name, from, to, expected] of CASES)
  test(`wrapper tool: ${name}`, async () => {
    assert.deepEqual(await errors(wrapper), []);
    assert.deepEqual(await errors(mutate(wrapper, from, to)), expected);
  });

test('wrapper tool: accepted_as outside the five places is an error, form_data is fine', async () => {
  const param = (where: string) => `{ "name": "q", "value_schema": { "val_type": "string" }, "accepted_as": "${where}", "required": true }`;
  assert.deepEqual(await errors(mutate(wrapper, '"parameters": [],', `"parameters": [${param('form_data')}],`)), []);
  assert.deepEqual(await errors(mutate(wrapper, '"parameters": [],', `"parameters": [${param('cookie')}],`)), [
    'schema/invalid-value «"cookie"»',
  ]);
});

test('wrapper tool: hovers name the wrapper model for the new fields', async () => {
  const param =
    '{ "name": "q", "value_schema": { "val_type": "array", "array_inner_val_type": "string" }, "accepted_as": "query", "required": true }';
  const text = mutate(mutate(wrapper, '"parameters": [],', `"parameters": [${param}],`), '"http_method"', '"http_m|ethod"');
  const marked = mutate(
    mutate(text, '"array_inner_val_type"', '"array_i|nner_val_type"'),
    '"accepted_as": "query"',
    '"accepted_a|s": "query"',
  );
  const { text: plain, carets } = parseMarkers(marked);
  const analysis = await analyzeText(plain, FILE);
  const hovers: string[] = [];
  for (const c of carets) hovers.push(((await hoverAt(analysis, c))?.contents as MarkupContent | undefined)?.value ?? '');
  assert.match(hovers[0], /`GET`, `POST`, `PUT`, `PATCH` or `DELETE`/);
  assert.match(hovers[1], /element type — `string`, `integer`, `number` or `boolean`/);
  assert.match(hovers[2], /`"form_data"`/);
});
