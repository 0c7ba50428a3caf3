/**
 * Hover on what arcade-core emits since 2026: the three value-schema fields, ToolMetadata's keys, and every value
 * of its two closed vocabularies (service domains, operations). Also: the fixture shaped like that output, in both
 * metadata shapes, is clean.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { MarkupContent } from 'vscode-json-languageservice';
import { analyzeText, diagnose, fixture, mutate } from '../../helpers/diagnose';
import { parseMarkers } from '../../helpers/markers';
import { hoverAt as hoverOffset } from '../../helpers/core';

const current2026 = fixture('helpdesk.current-2026.tool.json');
const WRAPPER_METADATA = '"metadata": { "object_type": "api_wrapper_tool", "version": "1.1.0", "description": "" }';
const TOOL_METADATA = current2026.slice(current2026.indexOf('"metadata": {\n    "classification"'), current2026.lastIndexOf('}'));

async function hoverAt(marked: string): Promise<string[]> {
  const { text, carets } = parseMarkers(marked);
  const analysis = await analyzeText(text, 'helpdesk.tool.json');
  const out: string[] = [];
  for (const c of carets) out.push(((await hoverOffset(analysis, c))?.contents as MarkupContent | undefined)?.value ?? '');
  return out;
}

/** The fixture with a caret inside the first occurrence of each of `keys` (after its first character). */
const withCarets = (text: string, keys: string[]) => keys.reduce((t, k) => mutate(t, `"${k}"`, `"${k[0]}|${k.slice(1)}"`), text);

test('arcade-core 2026 output: the fixture is clean, with ToolMetadata and with the older wrapper-tool metadata', async () => {
  assert.deepEqual(await diagnose(current2026, 'helpdesk.tool.json'), []);
  assert.deepEqual(await diagnose(mutate(current2026, TOOL_METADATA.trimEnd(), WRAPPER_METADATA), 'helpdesk.tool.json'), []);
  assert.deepEqual(await diagnose(mutate(current2026, TOOL_METADATA.trimEnd(), '"metadata": null'), 'helpdesk.tool.json'), []);
});

test('arcade-core 2026 output: a wrong metadata value is a schema problem on that value', async () => {
  assert.deepEqual(await diagnose(mutate(current2026, '["customer_support"]', '["customer_support", "helpdesk"]'), 'helpdesk.tool.json'), [
    'schema/invalid-value «"helpdesk"»',
  ]);
  assert.deepEqual(await diagnose(mutate(current2026, '"operations": ["update"]', '"operations": ["modify"]'), 'helpdesk.tool.json'), [
    'schema/invalid-value «"modify"»',
  ]);
  assert.deepEqual(
    await diagnose(mutate(current2026, '"read_only": false', '"read_only": false, "reversible": true'), 'helpdesk.tool.json'),
    ['schema/unknown-property «"reversible"»'],
  );
  // The two shapes do not mix: wrapper keys make it the wrapper shape, which has no "classification".
  assert.deepEqual(
    await diagnose(
      mutate(current2026, '"classification": {', '"object_type": "api_wrapper_tool", "classification": {'),
      'helpdesk.tool.json',
    ),
    ['schema/unknown-property «"classification"»', 'schema/unknown-property «"behavior"»', 'schema/unknown-property «"extras"»'],
  );
  // pydantic's lax mode converts "no" (a warning, arcade/lax-boolean); "nope" it rejects.
  assert.deepEqual(await diagnose(mutate(current2026, '"nullable": false', '"nullable": "no"'), 'helpdesk.tool.json'), [
    'arcade/lax-boolean «"no"»',
  ]);
  assert.deepEqual(await diagnose(mutate(current2026, '"nullable": false', '"nullable": "nope"'), 'helpdesk.tool.json'), [
    'schema/wrong-type «"nope"»',
  ]);
});

test('arcade hover: the three new value-schema fields say what they mean', async () => {
  const [required, inner, nullable] = await hoverAt(withCarets(current2026, ['required_keys', 'inner_required_keys', 'nullable']));
  assert.match(required, /names of its required fields/);
  assert.match(inner, /fields every element must have/);
  assert.match(nullable, /Optional\[T\]/);
});

test('arcade hover: every ToolMetadata key says what it means', async () => {
  const keys = [
    'classification',
    'service_domains',
    'behavior',
    'operations',
    'read_only',
    'destructive',
    'idempotent',
    'open_world',
    'extras',
  ];
  const texts = await hoverAt(withCarets(current2026, keys));
  const expected = [
    /kind of service/,
    /categories of the service/,
    /effects the tool has/,
    /does to resources/,
    /readOnlyHint/,
    /destructiveHint/,
    /idempotentHint/,
    /openWorldHint/,
    /your own logic/,
  ];
  texts.forEach((text, i) => assert.match(text, expected[i], keys[i]));
  const [metadata] = await hoverAt(mutate(current2026, '"metadata": {\n    "classification"', '"meta|data": {\n    "classification"'));
  assert.match(metadata, /ToolMetadata/);
  assert.match(metadata, /object_type/);
});

const SERVICE_DOMAINS = [
  'project_management',
  'crm',
  'contacts',
  'email',
  'calendar',
  'messaging',
  'documents',
  'cloud_storage',
  'spreadsheets',
  'presentations',
  'design',
  'source_code',
  'payments',
  'social_media',
  'video_hosting',
  'music_streaming',
  'customer_support',
  'ecommerce',
  'incident_management',
  'web_scraping',
  'code_sandbox',
  'video_conferencing',
  'geospatial',
  'financial_data',
  'travel',
  'product_analytics',
  'observability',
  'sales_intelligence',
  'survey',
  'business_intelligence',
];

test('arcade hover: each of the 30 service domains and 5 operations has its own meaning', async () => {
  const seen = new Set<string>();
  for (const domain of SERVICE_DOMAINS) {
    const [text] = await hoverAt(mutate(current2026, '["customer_support"]', `["${domain[0]}|${domain.slice(1)}"]`));
    assert.match(text, new RegExp(`^One of the 30 service domains[^]*\`"${domain}"\`: \\S`), domain);
    seen.add(text);
  }
  for (const operation of ['read', 'create', 'update', 'delete', 'opaque']) {
    const [text] = await hoverAt(mutate(current2026, '["update"]', `["${operation[0]}|${operation.slice(1)}"]`));
    assert.match(text, new RegExp(`\`"${operation}"\`: \\S`), operation);
    seen.add(text);
  }
  assert.equal(seen.size, 35, 'every value has its own text');
  const [unknown] = await hoverAt(mutate(current2026, '["customer_support"]', '["c|rmm"]'));
  assert.doesNotMatch(unknown, /`"crmm"`:/);
});

// metadata.py ToolMetadata.strict (default True, exclude=True): validate_for_tool checks contradictions only when strict.
test('arcade hover: metadata.strict says whether the contradiction checks run', async () => {
  const on = mutate(current2026, '"classification": {', '"strict": true,\n    "classification": {');
  const off = mutate(current2026, '"classification": {', '"strict": false,\n    "classification": {');
  const [whenOn] = await hoverAt(withCarets(on, ['strict']));
  const [whenOff] = await hoverAt(withCarets(off, ['strict']));
  assert.match(
    whenOn,
    /`true` \(the default\): Arcade's catalog rejects contradicting `behavior` \/ `classification` values when it builds the tool/,
  );
  assert.match(whenOff, /`false` here: Arcade skips the contradiction checks for this tool, and so does `arcade\/metadata-contradiction`/);
});

// schema.py @ 057ec619 (arcade-core 4.17): ToolDefinition.meta, alias "_meta", populate_by_name=True.
test('arcade hover: _meta is the out-of-band field of arcade-core 4.17, and is no problem', async () => {
  const text = mutate(current2026, '"metadata": {', '"_meta": { "ui": {} },\n  "metadata": {');
  assert.deepEqual(await diagnose(text, 'helpdesk.tool.json'), []);
  const [hover] = await hoverAt(withCarets(text, ['_meta']));
  assert.match(hover, /Out-of-band data for clients \(arcade-core 4\.17\+/);
});
