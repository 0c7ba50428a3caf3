import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisCache } from '../../../server/src/handlers/analyses';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { ENGINE } from '../../helpers/engine';

const doc = (uri: string, version: number, text = '{ "type": "object", "format": "x" }') => TextDocument.create(uri, 'json', version, text);

test('analysis cache: one analysis per version, shared; a new version replaces it', async () => {
  const cache = new AnalysisCache(
    () => DEFAULT_SETTINGS,
    () => undefined,
    { engine: ENGINE },
  );
  const v1 = doc('file:///a.args.json', 1);
  const first = await cache.get(v1);
  assert.equal(await cache.get(v1), first, 'the same version is never analysed twice');
  assert.equal(first.problems.length, 1);
  const second = await cache.get(doc('file:///a.args.json', 2, '{ "type": "object" }'));
  assert.notEqual(second, first);
  assert.equal(second.problems.length, 0);
  assert.equal(cache.size, 1, 'only the newest version of a document is kept');
});

test('analysis cache: a closed document is dropped', async () => {
  const cache = new AnalysisCache(
    () => DEFAULT_SETTINGS,
    () => undefined,
    { engine: ENGINE },
  );
  for (let i = 0; i < 100; i++) await cache.get(doc(`file:///d${i}.args.json`, 1));
  assert.equal(cache.size, 100);
  for (let i = 0; i < 100; i++) cache.forget(`file:///d${i}.args.json`);
  assert.equal(cache.size, 0);
});
