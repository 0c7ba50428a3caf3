import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fuzzParams } from '../../../helpers/fuzz';
import fc from 'fast-check';
import { parseJson, parseWithVisitor } from '../../../../server/src/core/languages/json/parse';
import { parseStrictJson } from '../../../../server/src/core/languages/json/strictParse';
import type { SourceParse } from '../../../../server/src/core/model/edits';
import { childrenOf, type TreeNode } from '../../../../server/src/core/model/tree';

/** The tree as plain data (spans, values, keys, children), checking every child's parent link on the way. */
function plain(node: TreeNode | undefined, parent?: TreeNode): unknown {
  if (!node) return undefined;
  assert.equal(node.parent, parent, `parent of the ${node.type} at ${node.offset}`);
  const value = 'value' in node ? node.value : undefined;
  return { type: node.type, offset: node.offset, length: node.length, value, children: childrenOf(node).map((c) => plain(c, node)) };
}

const described = (p: SourceParse) => ({
  root: plain(p.root),
  problems: p.problems,
  facts: p.facts && { ...p.facts, keys: [...(p.facts.keys as ReadonlySet<string>)] }, // both parsers list them in a Set
});

/** The fast path either gives up or builds exactly what jsonc-parser's visitor builds. */
function agrees(text: string): boolean {
  const strict = parseStrictJson(text);
  if (strict) assert.deepEqual(described(strict), described(parseWithVisitor(text, { comments: false })), text);
  return strict !== undefined;
}

const ROOT = path.resolve(__dirname, '../../../../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : /\.jsonc?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );

test('strict JSON fast path: every example and fixture is read as jsonc-parser reads it (or left to it)', () => {
  let fast = 0;
  for (const file of [...filesUnder('examples'), ...filesUnder('test/fixtures')])
    if (agrees(readFileSync(path.join(ROOT, file), 'utf8'))) fast++;
  assert.ok(fast > 10, `only ${fast} files took the fast path`);
});

test('strict JSON fast path: random JSON in varied layouts takes it and gives the visitor’s tree', () => {
  const layout = fc.constantFrom<(v: unknown) => string>(
    (v) => JSON.stringify(v),
    (v) => JSON.stringify(v, null, 2),
    (v) => JSON.stringify(v, null, '\t').replace(/\n/g, '\r\n'),
    (v) => ` \n${JSON.stringify(v, null, 1)}\n\n`,
  );
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 6 }), layout, (value, write) => assert.ok(agrees(write(value)), 'gave up on strict JSON')),
    fuzzParams(100),
  );
});

test('strict JSON fast path: broken, commented, duplicated or unusual text is never read differently', () => {
  const text = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v, null, 2));
  const damage = fc.constantFrom(
    '',
    ',',
    '//c\n',
    '/*c*/',
    '"',
    '\\',
    '{',
    '}',
    '[',
    ']',
    ':',
    '\t',
    '\u00a0',
    '\ufeff',
    'x',
    '0',
    '-',
    '.',
    'e',
    'true',
    '"a": 1, "a": 2',
  );
  fc.assert(
    fc.property(text, fc.nat(), fc.nat(3), damage, (t, at, cut, insert) => {
      const i = at % (t.length + 1);
      agrees(t.slice(0, i) + insert + t.slice(i + cut));
    }),
    fuzzParams(300),
  );
});

test('strict JSON fast path: what it leaves to the visitor still gets the visitor’s problems', () => {
  for (const [text, code] of [
    ['{ "a": 1, "a": 2 }', 'syntax/duplicate-key'],
    ['{ "a": 1, }', 'syntax/trailing-comma'],
    ['{ "a": 1 // c\n}', 'syntax/comment-not-permitted'],
    ['{ "a": 01 }', 'syntax/invalid-json'],
    ['{ "a": "tab\there" }', 'syntax/invalid-json'],
  ] as const) {
    assert.equal(parseStrictJson(text), undefined, text);
    assert.ok(
      parseJson(text, { comments: false }).problems.some((p) => p.code === code),
      text,
    );
  }
  assert.deepEqual(parseJson('{ "$schema": "x", "k": [1, { "n": null }] }', { comments: false, syntaxOnly: true }), {
    problems: [],
    facts: { schemaValue: 'x', keys: new Set(['$schema', 'k']) },
  });
});
