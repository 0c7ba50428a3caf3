/** How a local `$ref` is merged with the schema it points at (core/rules/pedelec/helpers/inlining.ts), for the quick fix and the converter. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { mergeInlined } from '../../../server/src/core/rules/pedelec/helpers/inlining';

test('inlining: the referenced schema takes the place of the "$ref", the node\'s own description wins', () => {
  assert.deepEqual(mergeInlined({ type: 'string', description: 'theirs' }, { description: 'mine', $ref: '#/$defs/a' }), {
    value: { description: 'mine', type: 'string' },
  });
});

test('inlining: a referenced schema with a "$ref" of its own is refused, so the reference it makes is never lost', () => {
  // Found by the long fuzz run (FUZZ_SEED=2063635570): the definition's own "$ref" was dropped by the merge.
  for (const inner of ['#/$defs/b', false]) {
    const merged = mergeInlined({ $ref: inner, description: 'd' }, { $ref: '#/$defs/a' });
    assert.ok('refused' in merged, String(inner));
    assert.match(merged.refused, /has a "\$ref" of its own/);
  }
});
