/**
 * The server's line table against a fresh one, under any sequence of incremental edits (CR and LF typed, deleted
 * and joined one by one): vscode-languageserver-textdocument alone ends a line off after `\r` then `\n`.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { fuzzParams } from '../../helpers/fuzz';
import fc from 'fast-check';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { updateDocument } from '../../../server/src/handlers/textSync';

const sameLines = (doc: TextDocument, what: string) => {
  const fresh = TextDocument.create(doc.uri, doc.languageId, doc.version, doc.getText());
  assert.equal(doc.lineCount, fresh.lineCount, `${what}: line count of ${JSON.stringify(doc.getText())}`);
  for (let o = 0; o <= doc.getText().length; o++) assert.deepEqual(doc.positionAt(o), fresh.positionAt(o), `${what}: offset ${o}`);
};

test('text sync: "\\r" then "\\n" typed as two changes (and as two didChange) gives the line table of a fresh open', () => {
  for (const together of [true, false]) {
    const doc = TextDocument.create('file:///a.json', 'json', 1, '{"a": 1}\n');
    const cr = { range: { start: { line: 0, character: 1 }, end: { line: 0, character: 1 } }, text: '\r' };
    const lf = { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: '\n' };
    if (together) updateDocument(doc, [cr, lf], 2);
    else updateDocument(updateDocument(doc, [cr], 2), [lf], 3);
    assert.equal(doc.getText(), '{\r\n"a": 1}\n');
    sameLines(doc, together ? 'one didChange' : 'two didChange');
  }
});

test('text sync: a "\\r" typed before a "\\n", and an "X" deleted from "\\rX\\n", join one line break', () => {
  const before = TextDocument.create('file:///a.json', 'json', 1, 'ab\ncd');
  updateDocument(before, [{ range: { start: { line: 0, character: 2 }, end: { line: 0, character: 2 } }, text: '\r' }], 2);
  sameLines(before, '\\r before \\n');
  const joined = TextDocument.create('file:///b.json', 'json', 1, 'a\rX\nb');
  updateDocument(joined, [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 1 } }, text: '' }], 2);
  assert.equal(joined.getText(), 'a\r\nb');
  sameLines(joined, 'X deleted');
});

test('text sync: any sequence of small edits of CR, LF and letters keeps the line table of a fresh open', () => {
  const edit = fc.record({
    at: fc.nat(),
    length: fc.nat({ max: 2 }),
    text: fc.string({ unit: fc.constantFrom('\r', '\n', 'a'), maxLength: 3 }),
  });
  fc.assert(
    fc.property(
      fc.string({ unit: fc.constantFrom('\r', '\n', 'a', 'b'), maxLength: 12 }),
      fc.array(edit, { maxLength: 8 }),
      (start, edits) => {
        const doc = TextDocument.create('file:///p.json', 'json', 1, start);
        let version = 1;
        for (const e of edits) {
          const text = doc.getText();
          const from = doc.positionAt(e.at % (text.length + 1));
          const to = doc.positionAt(doc.offsetAt(from) + e.length);
          updateDocument(doc, [{ range: { start: from, end: to }, text: e.text }], ++version);
          sameLines(doc, `after ${JSON.stringify(e)}`);
        }
      },
    ),
    fuzzParams(100),
  );
});
