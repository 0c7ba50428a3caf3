/**
 * Pathological files over the protocol: each is answered with sensible diagnostics, and the server stays alive and
 * keeps answering afterwards. Each test has a server of its own, so one slow case never delays the next; a hang is
 * caught by the CPU the server burns (cpuSeconds), never by a wall-clock deadline that a loaded machine would trip.
 * The measured times are printed as test diagnostics, never asserted.
 */
import { test, type TestContext } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspClient } from '../helpers/lspClient';
import { assertRangeInside, lineStarts } from '../helpers/invariants';

/** CPU seconds a server may use (the 20 MB document needs about 3); a catastrophic regex would use them all. */
const CPU_SECONDS = 60;

/** The test's own server, started on first use and stopped when the test ends. */
const servers = new WeakMap<TestContext, Promise<LspClient>>();
function client(t: TestContext): Promise<LspClient> {
  let c = servers.get(t);
  if (!c) {
    c = LspClient.start({ cpuSeconds: CPU_SECONDS });
    servers.set(t, c);
    t.after(async () => (await c!).stop());
  }
  return c;
}

/** Opens the document, waits for its diagnostics, checks every range, and checks the server still answers. */
async function openAndCheck(
  t: TestContext,
  name: string,
  text: string,
  languageId = 'json',
): Promise<{ diagnostics: Diagnostic[]; doc: TextDocument }> {
  const c = await client(t);
  const uri = `file:///w/${name}`;
  const started = performance.now();
  c.open(uri, text, languageId);
  const diagnostics = await c.diagnosticsFor(uri);
  const ms = performance.now() - started;
  const doc = TextDocument.create(uri, languageId, 1, text);
  const starts = lineStarts(text);
  for (const d of diagnostics) assertRangeInside(text, starts, d.range, `diagnostic ${d.code}`);
  await c.request('textDocument/hover', { textDocument: { uri }, position: doc.positionAt(Math.min(3, text.length)) });
  await c.request('textDocument/completion', { textDocument: { uri }, position: doc.positionAt(Math.min(1, text.length)) });
  const total = performance.now() - started;
  c.close(uri);
  assert.equal(c.process.exitCode, null, 'the server is alive');
  assert.deepEqual(
    c.logs.filter((l) => /failed|unexpected|RangeError/i.test(l)),
    [],
    'nothing failed inside the server',
  );
  t.diagnostic(
    `${name}: ${(text.length / 1048576).toFixed(2)} MB, diagnostics in ${ms.toFixed(0)} ms, with hover and completion ${total.toFixed(0)} ms`,
  );
  return { diagnostics, doc };
}

const codes = (ds: Diagnostic[]) => ds.map((d) => d.code);
const textOf = (doc: TextDocument, d: Diagnostic) => doc.getText(d.range);

test('pathological: a 20 MB document gets the size notice and syntax checks only, and stays fast', async (t) => {
  const properties = Array.from(
    { length: 200_000 },
    (_, i) => `    "p${i}": { "type": "string", "description": "${'x'.repeat(60)}" }`,
  ).join(',\n');
  const text = `{\n  "type": "object",\n  "properties": {\n${properties}\n  },\n  "format": "big",\n  "required": ["p0",]\n}\n`;
  assert.ok(text.length > 20 * 1024 * 1024);
  const { diagnostics, doc } = await openAndCheck(t, 'big.args.json', text);
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
