/**
 * What several Arcade rules read of one definition (its value schemas, its model objects) is worked out once per
 * document and charged to every rule that asks what working it out costs, so the work budget stops where it did.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { analyze } from '../../../../server/src/core/pipeline/analyze';
import { DEFAULT_SETTINGS } from '../../../../server/src/core/settings/settings';
import { metered } from '../../../../server/src/core/model/work';
import { getValue } from '../../../../server/src/core/model/tree';
import { valueSchemas } from '../../../../server/src/core/rules/arcade/helpers/valueSchemas';
import { modelObjects } from '../../../../server/src/core/rules/arcade/arcadeModel';
import { unknownKey } from '../../../../server/src/core/rules/arcade/unknown-key';
import { MODEL_FIELDS } from '../../../../server/src/core/model/arcadeFields';
import { SchemaDocument } from '../../../../server/src/core/model/document';
import { jsonAdapter } from '../../../../server/src/core/languages/json/adapter';
import { ENGINE } from '../../../helpers/engine';

const ROOT = path.resolve(__dirname, '../../../../..');
const weather = readFileSync(path.join(ROOT, 'test/fixtures/weather.current.tool.json'), 'utf8');
const analysisOf = (text: string) =>
  analyze({ uri: 'file:///w/wrapper_tools/T.json', languageId: 'json', text }, DEFAULT_SETTINGS, { engine: ENGINE });
/** A new document of the definition: nothing asked of it yet. */
const freshDoc = () => new SchemaDocument({ uri: 'file:///w/wrapper_tools/T.json', languageId: 'json', text: weather }, jsonAdapter);

/** What `ask` returned and the units it charged. */
function charged<T>(ask: () => T): { value: T; units: number } {
  let value: T | undefined;
  const { left } = metered(1_000_000, () => (value = ask()));
  return { value: value as T, units: 1_000_000 - left };
}

test("arcade rules: a definition's value schemas are worked out once per document, and every ask is charged what working them out costs", () => {
  const doc = freshDoc();
  const first = charged(() => valueSchemas(doc));
  const again = charged(() => valueSchemas(doc));
  assert.equal(again.value, first.value, 'the same list, not a second walk');
  assert.ok(first.units > 0);
  assert.equal(again.units, first.units);
  // Looking the schemas up by hand costs what a document that was never asked charges at its first ask.
  assert.equal(charged(() => valueSchemas(freshDoc())).units, first.units);
  assert.deepEqual(
    first.value.map((vs) => (getValue(vs, 'val_type') as { value: string }).value),
    ['string', 'array', 'json'],
  );
});

test('arcade rules: the model objects are shared the same way, and a stage one unit short of them is cut, as when each rule looked them up itself', () => {
  const doc = freshDoc();
  const { units } = charged(() => modelObjects(freshDoc()));
  const cut = metered(units - 1, () => modelObjects(doc));
  assert.ok(cut.left < 0, 'one unit short is cut, as when each rule looked them up itself');
  const whole = charged(() => modelObjects(doc));
  assert.equal(whole.units, units);
  assert.equal(charged(() => modelObjects(doc)).value, whole.value);
});

test('arcade/unknown-key: a definition without unknown keys is charged a lookup of every field of every object, as when it looked each one up', () => {
  const { doc, association } = analysisOf(weather);
  const objects = charged(() => modelObjects(doc));
  const fields = objects.value.reduce((sum, { model }) => sum + MODEL_FIELDS[model].length, 0);
  const reports: unknown[] = [];
  const rule = charged(() => unknownKey.check({ doc, association: association!, settings: {}, report: (r) => reports.push(r) }));
  assert.deepEqual(reports, []);
  assert.equal(rule.units, objects.units + fields);
});
