/**
 * A 20 MB document at the default size limit, over the protocol (`npm run test:large`, which CI runs: seconds of
 * CPU). test/lsp/pathological.test.ts checks the same with the limit lowered.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { codes, openAndCheck, textOf, wideArgsSchema } from '../helpers/pathological';

test('pathological, full size: a 20 MB document gets the size notice and syntax checks only', async (t) => {
  const text = wideArgsSchema(200_000);
  assert.ok(text.length > 20 * 1024 * 1024);
  const { diagnostics, doc } = await openAndCheck(t, 'big.args.json', text);
  assert.deepEqual(codes(diagnostics), ['toolschema/file-too-large', 'syntax/trailing-comma'], 'no rule runs, syntax still does');
  assert.equal(textOf(doc, diagnostics[1]), ',');
});
