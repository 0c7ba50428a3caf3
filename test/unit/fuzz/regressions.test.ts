/** Bugs the fuzzers found, each pinned by the smallest document that showed it. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeDoc, sourceOf } from '../../helpers/core';
import { codeActions } from '../../../server/src/handlers/codeActions';
import { fixAll, fixesOfRule, minimalEdit } from '../../../server/src/core/features/fixes';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import { docFor } from '../../helpers/ruleTester';
import { SchemaDocument } from '../../../server/src/core/model/document';
import { jsonAdapter } from '../../../server/src/core/languages/json/adapter';
import { applyEdits } from '../../../server/src/core/model/edits';
import { addProperty } from '../../../server/src/core/model/operations';
import { nodeAtOffset, type ObjectNode } from '../../../server/src/core/model/tree';
import { diagnose } from '../../helpers/diagnose';
import { applyTextEdits, syntaxErrorCount } from '../../helpers/invariants';
import { ENGINE } from '../../helpers/engine';

test('regression: removing the last property after a line comment keeps the closing brackets out of the comment', async () => {
  const text = '{ "type": "object", "properties": { "q": { "type": "string", // why\n"format": "email" } } }\n';
  const fixed = fixAll(sourceOf(docFor(text, 'q.args.jsonc')), DEFAULT_SETTINGS, {
    engine: ENGINE,
    choose: fixesOfRule('pedelec/unsupported-keyword'),
  });
  assert.equal(fixed, '{ "type": "object", "properties": { "q": { "type": "string" // why\n } } }\n');
  assert.equal(syntaxErrorCount(fixed, true), 0);
});

test('regression: an indented last property after a line comment is removed with its own line, CRLF kept', async () => {
  const text = '{\r\n  "type": "string", // why\r\n  "format": "email"\r\n}\r\n';
  const fixed = fixAll(sourceOf(docFor(text, 'q.args.jsonc')), DEFAULT_SETTINGS, {
    engine: ENGINE,
    choose: fixesOfRule('pedelec/unsupported-keyword'),
  });
  assert.equal(fixed, '{\r\n  "type": "string" // why\r\n}\r\n');
});

test('regression: a stray character where a key should be is a syntax error, never a guessed key', async () => {
  const text = '{\n  "type": "object",\n  "required": [],\n\uDC00  "description": "x"\n}\n';
  assert.deepEqual(await diagnose(text, 'q.args.json'), ['syntax/invalid-json «\uDC00»']);
});

test('regression: in broken text, fixes of a key the parser kept without its value never break more', async () => {
  for (const text of ['{ "type": "object", "format" "email", "a": 1 }', '{ "type": "object", "required": [] "format": "x" }']) {
    const doc = docFor(text, 'q.args.json');
    const analysis = analyzeDoc(doc, DEFAULT_SETTINGS);
    const before = syntaxErrorCount(text, false);
    assert.ok(
      analysis.diagnostics.some((d) => d.code === 'pedelec/unsupported-keyword'),
      'the kept key is reported',
    );
    for (const action of codeActions(analysis, analysis.diagnostics)) {
      const edits = action.edit?.changes?.[doc.uri];
      if (edits) assert.ok(syntaxErrorCount(applyTextEdits(text, edits, action.title), false) <= before, action.title);
    }
  }
});

test('regression: a syntax error on a character outside the BMP covers the whole character', async () => {
  const found = await diagnose('{ "type": "object", "required": ["a"]𐀀\n', 'q.args.json');
  assert.ok(
    found.some((d) => d.startsWith('syntax/invalid-json «𐀀')),
    found.join('\n'),
  );
});

test('regression: the one-edit form of a fix-all never splits a surrogate pair or a CRLF', () => {
  assert.deepEqual(minimalEdit('"😀"', '"😁"'), { offset: 1, length: 2, newText: '😁' });
  assert.deepEqual(minimalEdit('a\r\nb', 'a\rb'), { offset: 1, length: 2, newText: '\r' });
  assert.deepEqual(minimalEdit('x😀y', 'x😀😀y'), { offset: 3, length: 0, newText: '😀' });
});

test('regression: "End of file expected" and a stray leading character are syntax errors, not schema problems', async () => {
  assert.deepEqual(await diagnose('{ "type": "object" } x', 'q.args.json'), ['syntax/invalid-json «x»']);
  const leading = await diagnose('\u0000{ "type": "object" }', 'q.args.json');
  assert.ok(
    leading.every((d) => d.startsWith('syntax/')),
    leading.join('\n'),
  );
});

test('regression: over the size limit, syntax is checked by a scan that agrees with the parser, BOM included', async () => {
  const small = { ...DEFAULT_SETTINGS, maxFileSizeKB: 0.001 };
  assert.deepEqual(await diagnose('\uFEFF{ "type": "object", "required": ["a",] // c\n}', 'q.args.json', small), [
    'toolschema/file-too-large «\uFEFF»',
    'syntax/byte-order-mark «\uFEFF»',
    'syntax/trailing-comma «,»',
    'syntax/comment-not-permitted «// c»',
  ]);
  assert.deepEqual(await diagnose('{ "type": "object", "required": ["a",] // c\n}', 'q.args.jsonc', small), [
    'toolschema/file-too-large «{»',
  ]);
  assert.deepEqual(await diagnose('{ "type": "object" } x', 'q.args.json', small), [
    'toolschema/file-too-large «{»',
    'syntax/invalid-json «x»',
  ]);
});

test('regression: a $ref is inlined whole also when its definition uses unsupported keywords (issue 24.1: they were lost)', async () => {
  const text =
    '{ "type": "object", "properties": { "r": { "$ref": "#/$defs/r" } }, "$defs": { "r": { "type": "string", "format": "email" } } }';
  const analysis = await analyzeDoc(docFor(text, 'q.args.json'), DEFAULT_SETTINGS);
  const ref = analysis.diagnostics.filter((d) => d.code === 'pedelec/unsupported-keyword' && d.message.includes('"$ref"'));
  const titles = (await codeActions(analysis, ref)).map((a) => a.title);
  assert.ok(titles.includes('Inline "r" here and remove its definition'), titles.join('\n'));
  const clean = text.replace(', "format": "email"', '');
  const cleanAnalysis = await analyzeDoc(docFor(clean, 'q.args.json'), DEFAULT_SETTINGS);
  const cleanRef = cleanAnalysis.diagnostics.filter((d) => d.message.includes('"$ref"'));
  assert.ok((await codeActions(cleanAnalysis, cleanRef)).some((a) => a.title === 'Inline "r" here and remove its definition'));
});

test('regression: over the size limit, a whitespace-only document is no syntax error (as with the full parser)', async () => {
  const small = { ...DEFAULT_SETTINGS, maxFileSizeKB: 0.0001 };
  for (const text of ['\r\n', '  \n', '']) {
    // Whitespace is not counted against the limit: the document is read whole, and holds no value.
    const found = await diagnose(text, 'q.skills.json', small);
    assert.ok(!found.some((d) => d.startsWith('syntax/invalid-json')), JSON.stringify(found));
    assert.deepEqual(await diagnose(text, 'q.skills.json'), found);
  }
});

test('regression: adding a property to a one-line empty object keeps a comment inside it', () => {
  for (const [text, expected] of [
    ['{ "items": { /* any */ } }', '{ "items": { "type": "string" /* any */ } }'],
    ['{ "items": {} }', '{ "items": { "type": "string" } }'],
  ]) {
    const doc = new SchemaDocument(sourceOf(docFor(text, 'q.args.jsonc')), jsonAdapter);
    const items = nodeAtOffset(doc.root, text.indexOf('{', 1))!;
    assert.equal(items.type, 'object');
    assert.equal(applyEdits(text, doc.adapter.edits(text, addProperty(items as ObjectNode, 'type', 'string'))), expected);
  }
});

test('regression: the size notice on a file that starts with a line break covers no character (never past line 0)', async () => {
  const small = { ...DEFAULT_SETTINGS, maxFileSizeKB: 0.0001 };
  const analysis = analyzeDoc(docFor('\r\n{ "type": "object" }\r\n', 'q.args.json'), small);
  const notice = analysis.diagnostics.find((d) => d.code === 'toolschema/file-too-large')!;
  assert.deepEqual(notice.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
});

test('regression: an object the text breaks off in ends with its last member, and removing its members stays inside it', async () => {
  const text = '{"a":{ "type": "object", "format": "x" }\r\n';
  const doc = docFor(text, 'q.args.json');
  const analysis = analyzeDoc(doc, DEFAULT_SETTINGS);
  assert.equal(analysis.doc.root?.length, text.indexOf('\r'));
  for (const action of codeActions(analysis, analysis.diagnostics)) {
    const edits = action.edit?.changes?.[doc.uri];
    if (edits) assert.ok(syntaxErrorCount(applyTextEdits(text, edits, action.title), false) <= syntaxErrorCount(text, false), action.title);
  }
});
