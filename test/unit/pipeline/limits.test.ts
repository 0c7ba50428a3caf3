import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzParams } from '../../helpers/fuzz';
import { deepestOpening, tooDeepAt } from '../../../server/src/core/languages/json/depth';

test('nesting limit: brackets inside strings and comments do not count', () => {
  assert.equal(tooDeepAt('{"a": "[[[[[[", "b": [1] // {{{{{{\n /* [[[[[[ */ }', 2), undefined);
  assert.equal(tooDeepAt('{"a": [[[1]]]}', 2), 7);
  assert.equal(tooDeepAt('{"a": "\\"[[[", "b": {"c": {}}}', 2), 26);
});

test('nesting limit: the fast check agrees with the scanner on any text (property)', () => {
  const piece = fc.constantFrom('{', '}', '[', ']', '"', '\\', '//', '/*', '*/', '\n', 'a', ' ', ',', ':');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 60 }), fc.integer({ min: 0, max: 6 }), (pieces, limit) => {
      const text = pieces.join('');
      assert.equal(tooDeepAt(text, limit), deepestOpening(text, limit), JSON.stringify(text));
    }),
    fuzzParams(300),
  );
});
