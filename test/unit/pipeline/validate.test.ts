import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { diagnose, fixture, mutate, analyzeText } from '../../helpers/diagnose';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';

const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');
const preview = fixture('greet.preview.tool.json');

test('schemas: each Arcade fixture is clean under the schema it is associated with', async () => {
  assert.deepEqual(await diagnose(current, 'weather.tool.json'), []);
  assert.deepEqual(await diagnose(v1, 'greet.tool.json'), []);
  assert.deepEqual(await diagnose(preview, 'greet.tool.json'), []);
});

test('schemas: an unknown top-level key is reported on the key (the current format: as a key Arcade drops)', async () => {
  const text = mutate(current, '"deprecation_message": null,', '"deprecation_message": null,\n  "colour": "blue",');
  assert.deepEqual(await diagnose(text, 'weather.tool.json'), ['arcade/unknown-key «"colour"»']);
  // The published 1.0 schema closes the root: there it is the schema's error.
  const inV1 = mutate(v1, '"name": "Greet",', '"name": "Greet",\n  "colour": "blue",');
  assert.deepEqual(await diagnose(inV1, 'greet.tool.json'), ['schema/unknown-property «"colour"»']);
});

test('schemas: a bad output mode is reported on the value (current: Arcade accepts any string, so arcade/available-modes warns)', async () => {
  const text = mutate(current, '"available_modes": ["value", "error", "null"]', '"available_modes": ["values"]');
  assert.deepEqual(await diagnose(text, 'weather.tool.json'), ['arcade/available-modes «"values"»']);
});

test('schemas: a wrong val_type is reported on the value', async () => {
  const text = mutate(current, '"val_type": "string"', '"val_type": "str"');
  const found = await diagnose(text, 'weather.tool.json');
  assert.equal(found.length, 1);
  assert.match(found[0], /^schema\/invalid-value «"str"»$/);
});

test('schemas: an array without inner_val_type gets one diagnostic, from its rule', async () => {
  const text = mutate(current, '"inner_val_type": "string"', '"inner_val_type": null');
  assert.deepEqual(await diagnose(text, 'weather.tool.json'), ['arcade/array-missing-inner-type «"array"»']);
});

test('schemas: a missing required property is reported on the owning key, never the whole document', async () => {
  const text = mutate(v1, '"name": "Hello", ', '');
  assert.deepEqual(await diagnose(text, 'greet.tool.json'), ['schema/missing-property «"toolkit"»']);
  const noName = mutate(v1, '"name": "Greet",', '');
  assert.deepEqual(await diagnose(noName, 'greet.tool.json'), ['schema/missing-property «{»']);
});

test('schemas: 1.0 rejects the current secret shape (one diagnostic, from arcade/secret-key-shape)', async () => {
  const text = mutate(v1, '"key_id"', '"key"');
  assert.deepEqual(await diagnose(text, 'greet.tool.json'), ['arcade/secret-key-shape «"key"»']);
});

test('syntax: comments and trailing commas are errors in .json and fine in .jsonc', async () => {
  const text = '{\n  // a comment\n  "type": "object",\n  "properties": {},\n}';
  assert.deepEqual(await diagnose(text, 'x.args.json'), ['syntax/comment-not-permitted «// a comment»', 'syntax/trailing-comma «,»']);
  assert.deepEqual(await diagnose(text, 'x.args.jsonc'), []);
});

test('syntax: broken JSON is reported with the place, and no crash', async () => {
  const found = await diagnose('{ "type": "object", "properties": { "a": } }', 'x.args.json');
  assert.ok(
    found.some((f) => f.startsWith('syntax/invalid-json')),
    found.join('\n'),
  );
});

// pedelec/invalid-keyword-value reports these as Core's TOOLS_MANIFEST_INVALID; with it off, the schema problem shows.
const keywordValueOff = { ...DEFAULT_SETTINGS, rules: { 'pedelec/invalid-keyword-value': 'off' as const } };

test('schemas: a Pedelec keyword with the wrong value type is reported on the value', async () => {
  const text = '{ "type": "object", "properties": { "a": { "type": "string", "minLength": "3" } } }';
  assert.deepEqual(await diagnose(text, 'x.args.json', keywordValueOff), ['schema/wrong-type «"3"»']);
  assert.deepEqual(await diagnose(text, 'x.args.json'), ['pedelec/invalid-keyword-value «"3"»']);
});

test('schemas: a skills manifest validates each argsSchema', async () => {
  const text = '{ "guidance": "g", "tools": [ { "name": "t", "description": "d", "argsSchema": { "type": "object", "required": "x" } } ] }';
  assert.deepEqual(await diagnose(text, 'a.skills.json', keywordValueOff), ['schema/wrong-type «"x"»']);
  assert.deepEqual(await diagnose(text, 'a.skills.json'), ['pedelec/invalid-keyword-value «"x"»']);
});

test('files we do not own get nothing', async () => {
  for (const [name, text] of [
    ['package.json', '{ "name": "x", "version": "1.0.0", "scripts": { "a": 1 } }'],
    ['tsconfig.json', '{ // comment\n "compilerOptions": { "strict": true, }, }'],
  ]) {
    const analysis = await analyzeText(text, name);
    assert.equal(analysis.association, undefined);
    assert.deepEqual(analysis.diagnostics, []);
  }
});

test('diagnostics carry source, a stable code and a docs link', async () => {
  const analysis = await analyzeText('{ "type": "object", "format": "x" }', 'x.args.json');
  const [d] = analysis.diagnostics;
  assert.equal(d.source, 'toolschema');
  assert.equal(d.code, 'pedelec/unsupported-keyword');
  assert.match(d.codeDescription!.href, /#pedelec-unsupported-keyword$/);
});
