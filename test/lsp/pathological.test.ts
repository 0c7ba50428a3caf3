/**
 * Pathological files over the protocol: each is answered with sensible diagnostics, and the server stays alive and
 * keeps answering afterwards. Each test has a server of its own, so one slow case never delays the next; a hang is
 * caught by the CPU the server burns (cpuSeconds), never by a wall-clock deadline that a loaded machine would trip.
 * The measured times are printed as test diagnostics, never asserted.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { codes, openAndCheck, textOf, wideArgsSchema } from '../helpers/pathological';

test('pathological: a document over maxFileSizeKB gets the size notice and syntax checks only', async (t) => {
  // The limit lowered to 1 MB so that this runs in npm test; test/large/lspLarge.test.ts opens 20 MB at the default.
  const text = wideArgsSchema(12_000);
  assert.ok(text.length > 1024 * 1024);
  const { diagnostics, doc } = await openAndCheck(t, 'big.args.json', text, 'json', { maxFileSizeKB: 1024 });
  assert.deepEqual(codes(diagnostics), ['toolschema/file-too-large', 'syntax/trailing-comma'], 'no rule runs, syntax still does');
  assert.equal(textOf(doc, diagnostics[1]), ',');
});

test('pathological: 100,000 levels of nesting get one clear diagnostic, no stack overflow', async (t) => {
  const { diagnostics } = await openAndCheck(
    t,
    'deep.args.json',
    '{"type":"object","properties":{"a":'.repeat(50_000) + '{}' + '}}'.repeat(50_000),
  );
  assert.deepEqual(codes(diagnostics), ['toolschema/too-deeply-nested']);
  // The levels above the limit are checked: an array is no tool definition.
  const arrays = await openAndCheck(t, 'deep.tool.json', '['.repeat(100_000) + ']'.repeat(100_000));
  assert.deepEqual(codes(arrays.diagnostics), ['schema/wrong-type', 'toolschema/too-deeply-nested']);
});

test('pathological: a catastrophic pattern with a long default and examples is answered', async (t) => {
  const long = 'a'.repeat(100_000);
  const schema = {
    type: 'object',
    properties: { s: { type: 'string', pattern: '^(a+)+$', default: `${long}!`, examples: [`${long}!`, 'a'.repeat(30) + '!'] } },
  };
  const { diagnostics } = await openAndCheck(t, 'redos.args.json', JSON.stringify(schema, null, 2));
  assert.ok(diagnostics.every((d) => d.source === 'toolschema'));
  const skills = { guidance: 'g', tools: [{ name: 't', description: 'd', argsSchema: schema }] };
  await openAndCheck(t, 'redos.skills.json', JSON.stringify(skills));
});

test('pathological: a single 5 MB line is checked fully, with the right column at its end', async (t) => {
  const text = `{ "type": "object", "description": "${'y'.repeat(5 * 1024 * 1024)}", "format": "x" }`;
  const { diagnostics, doc } = await openAndCheck(t, 'oneline.args.json', text);
  assert.deepEqual(codes(diagnostics), ['pedelec/unsupported-keyword']);
  assert.equal(diagnostics[0].range.start.character, text.indexOf('"format"'));
  assert.equal(textOf(doc, diagnostics[0]), '"format"');
});

test('pathological: a byte-order mark is reported, and the rest of the file is checked as usual', async (t) => {
  const { diagnostics, doc } = await openAndCheck(t, 'bom.args.json', '\uFEFF{ "type": "object", "$id": "x" }');
  assert.deepEqual(codes(diagnostics), ['syntax/byte-order-mark', 'pedelec/unsupported-keyword']);
  assert.equal(textOf(doc, diagnostics[1]), '"$id"');
});

test('pathological: an empty file, and a file that is only a comment: no value, said once (issue 25 row 7)', async (t) => {
  assert.deepEqual(codes((await openAndCheck(t, 'empty.args.json', '')).diagnostics), ['syntax/empty-document']);
  assert.deepEqual(codes((await openAndCheck(t, 'empty.tool.json', '   \r\n')).diagnostics), ['syntax/empty-document']);
  assert.deepEqual(codes((await openAndCheck(t, 'comment.args.jsonc', '// nothing yet\n', 'jsonc')).diagnostics), [
    'syntax/empty-document',
  ]);
  assert.deepEqual(codes((await openAndCheck(t, 'comment.args.json', '/* nothing yet */')).diagnostics), ['syntax/comment-not-permitted']);
});

test('pathological: invalid surrogate pairs, escaped and raw, in keys, values and between tokens', async (t) => {
  const escaped = '{ "type": "object", "description": "\\uD800 \\uDC00\\uD800 \\uDFFF\\uDBFF", "\\uD800": 1, "format": "x" }';
  const a = await openAndCheck(t, 'escaped.args.json', escaped);
  assert.deepEqual(
    a.diagnostics.map((d) => textOf(a.doc, d)),
    ['"\\uD800"', '"format"'],
  );
  const raw = '{ "type": "object", "description": "\uD800 \uDC00\uD800", "\uDFFF": 1, "format": "😀\uD83D" }';
  const b = await openAndCheck(t, 'raw.args.json', raw);
  assert.deepEqual(
    b.diagnostics.map((d) => textOf(b.doc, d)),
    ['"\uDFFF"', '"format"'],
  );
  const between = await openAndCheck(t, 'between.args.json', '{ "type": "object" \uD800, "required": [] 😀 }');
  assert.ok(
    between.diagnostics.some((d) => d.code === 'syntax/invalid-json'),
    'the stray characters are syntax errors',
  );
});
