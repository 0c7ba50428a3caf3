/** LineIndex finds line starts with indexOf: the same starts as reading the text character by character. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { LineIndex } from '../../../server/src/core/model/text';

/** Line starts as LSP counts them (`\r\n`, `\r`, `\n`), one character at a time. */
function startsByCharacter(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    if (c === 13 || c === 10) starts.push(i + 1);
  }
  return starts;
}

const startsOf = (index: LineIndex) => Array.from({ length: index.lineCount }, (_, line) => index.offsetAt({ line, character: 0 }));

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const fixed = ['', 'a', '\n', '\r', '\r\n', '\n\r', '\r\r\n\n', 'a\r\nb\rc\nd', 'x\r', 'x\n', '\r\n\r\n', 'é\r\n😀\n'];
const generated = Array.from({ length: 500 }, () =>
  Array.from({ length: Math.floor(random() * 40) }, () => ['a', '\n', '\r', '\r\n', 'é', ' '][Math.floor(random() * 6)]).join(''),
);
const texts = [...fixed, ...generated];

test('LineIndex: line starts and positions as read character by character, for every mix of \\r, \\n and \\r\\n', () => {
  for (const text of texts) {
    const index = new LineIndex(text);
    const expected = startsByCharacter(text);
    assert.deepEqual(startsOf(index), expected, JSON.stringify(text));
    for (let offset = 0; offset <= text.length; offset++) {
      const line = expected.filter((start) => start <= offset).length - 1;
      assert.deepEqual(index.positionAt(offset), { line, character: offset - expected[line] }, `${JSON.stringify(text)} @${offset}`);
    }
  }
});

test('LineIndex: a position or a line asked in any order, before the whole text is read, is the one read character by character', () => {
  for (const text of texts) {
    const expected = startsByCharacter(text);
    const index = new LineIndex(text);
    // Offsets forward, back, past the end and before the start, and lines, on a fresh index each text.
    const asked = Array.from({ length: 12 }, () => Math.floor(random() * (text.length + 4)) - 2);
    for (const offset of asked) {
      const at = Math.max(0, Math.min(offset, text.length));
      const line = expected.filter((start) => start <= at).length - 1;
      assert.deepEqual(index.positionAt(offset), { line, character: at - expected[line] }, `${JSON.stringify(text)} @${offset}`);
      const someLine = Math.floor(random() * (expected.length + 2));
      assert.equal(
        index.offsetAt({ line: someLine, character: 0 }),
        expected[someLine] ?? text.length,
        `${JSON.stringify(text)} line ${someLine}`,
      );
    }
    assert.deepEqual(startsOf(index), expected, JSON.stringify(text));
  }
});
