/**
 * The verdicts' context (PlainContext.derived) works a derivation out once per document and hands every verdict
 * that asks the same result, whatever it is (undefined and null too), and each document its own.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { plainContextOf } from '../../../server/src/core/pipeline/check';
import { schemaById } from '../../../server/src/core/model/catalog';
import type { Association } from '../../../server/src/core/model/association';
import type { JsonValue } from '../../../server/src/core/model/tree';

const association = { schema: schemaById('arcade-tool-current')!, reason: 'fileName', detail: '*.json' } as Association;

for (const result of [undefined, null, 0, '', false, { name: 'x' }]) {
  test(`plainContext.derived: worked out once per document, its result (${JSON.stringify(result) ?? 'undefined'}) handed to every verdict`, () => {
    const seen: JsonValue[] = [];
    const derive = (value: JsonValue) => {
      seen.push(value);
      return result;
    };
    const first = { name: 'first' };
    const context = plainContextOf(first, association);
    assert.equal(context.derived(derive), result);
    assert.equal(context.derived(derive), result);
    const second = { name: 'second' };
    assert.equal(plainContextOf(second, association).derived(derive), result);
    assert.deepEqual(seen, [first, second]);
  });
}

test('plainContext.derived: several derivations, one asking another while it is worked out, each once with its own result', () => {
  const calls: string[] = [];
  const names = (value: JsonValue) => (calls.push('names'), Object.keys(value as object));
  const count = (value: JsonValue) => (calls.push('count'), context.derived(names).length + (Array.isArray(value) ? 1 : 0));
  const shout = (value: JsonValue) => (calls.push('shout'), String((value as { name: string }).name).toUpperCase());
  const context = plainContextOf({ name: 'x', description: 'y' }, association);
  assert.equal(context.derived(count), 2);
  assert.equal(context.derived(shout), 'X');
  assert.deepEqual(context.derived(names), ['name', 'description']);
  assert.equal(context.derived(count), 2);
  assert.equal(context.derived(shout), 'X');
  assert.deepEqual(calls, ['count', 'names', 'shout']);
});
