import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { floatRepr, strRepr } from '../../../server/src/core/languages/python/constants';

// Expected values printed by CPython 3's repr().
test('floatRepr prints what Python repr() prints', () => {
  const cases: [number, string][] = [
    [1e16, '1e+16'],
    [1e15, '1000000000000000.0'],
    [0.0001, '0.0001'],
    [1e-5, '1e-05'],
    [123.456, '123.456'],
    [-0, '-0.0'],
    [1.5e300, '1.5e+300'],
    [0.1, '0.1'],
    [2.5e-7, '2.5e-07'],
    [12345678901234567, '1.2345678901234568e+16'],
    [NaN, 'nan'],
    [-Infinity, '-inf'],
  ];
  for (const [x, repr] of cases) assert.equal(floatRepr(x), repr, String(x));
});

test('strRepr prints what Python repr() prints', () => {
  const cases: [string, string][] = [
    ["it's", `"it's"`],
    [`a'b"c`, `'a\\'b"c'`],
    ['\xa0', `'\\xa0'`],
    ['é', `'é'`],
    ['\u200b', `'\\u200b'`],
    ['tab\there\\', `'tab\\there\\\\'`],
    ['😀', `'😀'`],
    ['\x7f', `'\\x7f'`],
  ];
  for (const [s, repr] of cases) assert.equal(strRepr(s), repr, JSON.stringify(s));
});
