import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { stringOf, stringValue } from '../../../server/src/core/languages/python/literals';
import { parsePython } from '../../../server/src/core/languages/python/syntax';

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

test('python literals: a string node reads the same whether it is a plain literal (read by slicing) or needs the general reading', () => {
  const rows: [string, string | undefined][] = [
    ['""', ''],
    ['"plain words"', 'plain words'],
    ["'single'", 'single'],
    ['"""Doc with "quotes" and\n    two lines."""', 'Doc with "quotes" and\n    two lines.'],
    ["'''x'''", 'x'],
    ['""""a"""', '"a'], // a quote right after the opening triple quote is the value's
    ['"with \\"escape\\""', 'with "escape"'],
    ['"a" "b"', 'ab'], // adjacent literals are one node, joined
    ['"""a""" \'b\'', 'ab'],
    ['r"raw\\d"', 'raw\\d'],
    ['f"{x}"', undefined],
    ['b"bytes"', undefined],
  ];
  for (const [raw, value] of rows) {
    const text = `x = ${raw}\n`;
    const root = parsePython(text);
    const assign = root.children[0];
    const literal = assign.children[assign.children.length - 1];
    assert.equal(stringOf(text, literal), value, raw);
  }
});
