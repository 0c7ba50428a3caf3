import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { diagnose } from '../../../helpers/diagnose';
import { arcadeTool } from '../../../helpers/providerCases';
import { DEFAULT_SETTINGS } from '../../../../server/src/core/settings/settings';
import { arrayWithoutItems } from '../../../../server/src/core/rules/provider/array-without-items';
import { arrayWithoutItemsCases } from './cases/array-without-items';

ruleTester(arrayWithoutItems, arrayWithoutItemsCases);

test("provider/array-without-items: an Arcade array without inner_val_type is one diagnostic, arcade/array-missing-inner-type's while that rule is on", async () => {
  const text = arcadeTool('{ "val_type": "array" }');
  assert.deepEqual(await diagnose(text, 'put.tool.json'), ['arcade/array-missing-inner-type «"array"»']);
  const off = { ...DEFAULT_SETTINGS, rules: { 'arcade/array-missing-inner-type': 'off' as const } };
  assert.deepEqual(await diagnose(text, 'put.tool.json', off), ['provider/array-without-items «"array"»']);
});
