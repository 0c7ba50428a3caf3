// Issue 24: Core resolves a local "$ref" into "$defs", so a definition something uses is an args-schema node: hover
// there documents a keyword as it does under "properties" (a definition nothing uses is not Pedelec's to document).
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { hoverAt } from '../../helpers/core';
import { analyzeText } from '../../helpers/diagnose';

const markdownAt = async (text: string, needle: string, nth = 0) => {
  const analysis = await analyzeText(text, 'x.args.json');
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  const found = await hoverAt(analysis, at + 2);
  return found && typeof found.contents === 'object' && 'value' in found.contents ? found.contents.value : '';
};

test('hover: inside a $defs entry a $ref points at, a keyword is documented as under properties (issue 24)', async () => {
  const text =
    '{ "type": "object", "properties": { "n": { "type": "string", "maxLength": 3 }, "r": { "$ref": "#/$defs/role" } }, "$defs": { "role": { "type": "string", "maxLength": 9 } } }';
  const underProperties = await markdownAt(text, '"maxLength"', 0);
  assert.match(underProperties, /maxLength/);
  assert.equal(await markdownAt(text, '"maxLength"', 1), underProperties);
});
