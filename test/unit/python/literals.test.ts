import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { stringValue } from '../../../server/src/core/languages/python/literals';

test('python literals: escapes read as Python reads them; one Python rejects gives no value, never a thrown error', () => {
  const rows: [string, string | undefined][] = [
    ['"\\x41\\u00e9\\U0001F600"', 'Aé😀'],
    ['"tab\\tnew\\nline"', 'tab\tnew\nline'],
    ['"\\101"', 'A'],
    ['"\\q"', '\\q'], // an unknown escape is kept as written
    ['r"\\xZZ"', '\\xZZ'], // raw: no escapes
    // Python: "truncated \xXX escape" / "illegal Unicode character" (SyntaxError): no value, not a crash.
    ['"\\xZZ"', undefined],
    ['"\\u12"', undefined],
    ['"\\U00110000"', undefined],
  ];
  for (const [raw, value] of rows) assert.equal(stringValue(raw), value, raw);
});
