/** The whole pipeline (schema + every rule): each mutated fixture shows exactly one diagnostic, from its rule. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { diagnose, fixture, mutate } from '../../helpers/diagnose';

const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');
const preview = fixture('greet.preview.tool.json');

const cases: [string, string, string, string][] = [
  ['arcade/array-missing-inner-type', current, '"inner_val_type": "string"', '"inner_val_type": null'],
  [
    'arcade/array-missing-inner-type',
    preview,
    '"val_type": "string", "enum": null',
    '"val_type": "array", "inner_val_type": null, "enum": null',
  ],
  [
    'arcade/inner-type-without-array',
    preview,
    '"val_type": "string", "enum": null',
    '"val_type": "string", "inner_val_type": null, "enum": null',
  ],
  [
    'arcade/inner-type-without-array',
    current,
    '"val_type": "json",\n      "inner_val_type": null',
    '"val_type": "json",\n      "inner_val_type": "json"',
  ],
  [
    'arcade/enum-not-string',
    v1,
    '"val_type": "string", "inner_val_type": null, "enum": null',
    '"val_type": "boolean", "inner_val_type": null, "enum": ["yes"]',
  ],
  ['arcade/duplicate-parameter', current, '"name": "days"', '"name": "city"'],
  ['arcade/invalid-parameter-name', current, '"name": "days"', '"name": "num-days"'],
  ['arcade/missing-description', v1, '"description": "Who to greet.",', ''],
  ['arcade/fqn-mismatch', current, 'WeatherApi.GetForecast@1.2.0', 'WeatherApi.GetForecasts@1.2.0'],
  ['arcade/version-key', v1, '"input"', '"inputs"'],
  ['arcade/secret-key-shape', v1, '"key_id"', '"key"'],
  ['arcade/secret-key-shape', current, '"key"', '"key_id"'],
  ['arcade/authorization-mode', v1, '["value", "error"]', '["value", "requires_authorization"]'],
  ['arcade/invalid-toolkit-version', preview.replace('@0.1.0', '@0.1'), '"version": "0.1.0"', '"version": "0.1"'],
];

for (const [rule, base, from, to] of cases) {
  test(`pipeline: ${rule} (${from.slice(0, 30)} → ${to.slice(0, 30)}) is the only diagnostic`, async () => {
    const found = await diagnose(mutate(base, from, to), 'tool.tool.json');
    assert.equal(found.length, 1, found.join('\n'));
    assert.ok(found[0].startsWith(`${rule} «`), found[0]);
  });
}
