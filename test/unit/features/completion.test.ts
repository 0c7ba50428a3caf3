import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { completeAt } from '../../helpers/core';
import { analyzeText } from '../../helpers/diagnose';
import { parseMarkers } from '../../helpers/markers';

async function labels(marked: string, filename: string): Promise<string[]> {
  const { text, carets } = parseMarkers(marked);
  const analysis = await analyzeText(text, filename);
  const list = await completeAt(analysis, analysis.doc.lineIndex.positionAt(carets[0]));
  return (list?.items ?? []).map((i) => i.label);
}

for (const schemaValue of ['pedelec-args', 'toolschema:pedelec-args']) {
  test(`completion: a document that names its schema as "${schemaValue}" gets the same keywords as by file name`, async () => {
    const named = await labels(`{ "$schema": "${schemaValue}", "type": "string", | }`, 'x.json');
    const byName = await labels('{ "type": "string", | }', 'x.args.json');
    assert.ok(named.includes('minLength') && named.includes('pattern'), named.join(','));
    assert.deepEqual(
      named,
      byName.filter((l) => l !== '$schema'),
    );
  });
}

test('completion: Arcade property names at the root and output modes in available_modes', async () => {
  const root = await labels('{ | }', 'a.tool.json');
  for (const key of ['name', 'fully_qualified_name', 'toolkit', 'input', 'output']) assert.ok(root.includes(key), root.join(','));
  const modes = await labels('{ "output": { "available_modes": [ | ] } }', 'a.tool.json');
  assert.ok(modes.includes('"requires_authorization"'), modes.join(','));
});

test('completion: nothing for files toolschema does not handle', async () => {
  assert.deepEqual(await labels('{ | }', 'package.json'), []);
});

test('completion: ToolMetadata keys, flags and vocabularies in an Arcade metadata object', async () => {
  const tool = (metadata: string) => `{ "name": "T", "input": { "parameters": [] }, "metadata": ${metadata} }`;
  assert.deepEqual((await labels(tool('{ | }'), 'a.tool.json')).sort(), ['behavior', 'classification', 'extras', 'strict']);
  const flags = await labels(tool('{ "behavior": { | } }'), 'a.tool.json');
  for (const key of ['operations', 'read_only', 'destructive', 'idempotent', 'open_world']) assert.ok(flags.includes(key), flags.join(','));
  const operations = await labels(tool('{ "behavior": { "operations": [ | ] } }'), 'a.tool.json');
  assert.deepEqual(operations.sort(), ['"create"', '"delete"', '"opaque"', '"read"', '"update"']);
  const domains = await labels(tool('{ "classification": { "service_domains": [ | ] } }'), 'a.tool.json');
  assert.equal(domains.length, 30);
  // The older wrapper-tool shape completes its own keys once it has one of them.
  assert.deepEqual((await labels(tool('{ "object_type": "api_wrapper_tool", | }'), 'a.tool.json')).sort(), ['description', 'version']);
});

test('completion: inside a $defs entry a $ref points at, the keywords of a schema of its type, as under properties', async () => {
  const inDefs = await labels(
    '{ "type": "object", "properties": { "r": { "$ref": "#/$defs/role" } }, "$defs": { "role": { "type": "string", | } } }',
    'a.args.json',
  );
  const inProperties = await labels('{ "type": "object", "properties": { "role": { "type": "string", | } } }', 'a.args.json');
  assert.ok(inDefs.includes('minLength') && inDefs.includes('enum'), inDefs.join(','));
  assert.ok(!inDefs.includes('properties'), 'not the keywords of an object');
  assert.deepEqual([...inDefs].sort(), [...inProperties].sort(), 'the keywords offered under properties');
  const nested = await labels(
    '{ "type": "object", "properties": { "p": { "$ref": "#/definitions/p" } }, "definitions": { "p": { "type": "object", "properties": { "x": { "type": "number", | } } } } }',
    'a.args.json',
  );
  assert.ok(nested.includes('minimum'), nested.join(','));
});
