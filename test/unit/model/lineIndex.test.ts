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

test('LineIndex: line starts and positions as read character by character, for every mix of \\r, \\n and \\r\\n', () => {
  const fixed = ['', 'a', '\n', '\r', '\r\n', '\n\r', '\r\r\n\n', 'a\r\nb\rc\nd', 'x\r', 'x\n', '\r\n\r\n', 'é\r\n😀\n'];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const generated = Array.from({ length: 500 }, () =>
    Array.from({ length: Math.floor(random() * 40) }, () => ['a', '\n', '\r', '\r\n', 'é', ' '][Math.floor(random() * 6)]).join(''),
  );
  for (const text of [...fixed, ...generated]) {
    const index = new LineIndex(text);
    const expected = startsByCharacter(text);
    assert.deepEqual(startsOf(index), expected, JSON.stringify(text));
    for (let offset = 0; offset <= text.length; offset++) {
      const line = expected.filter((start) => start <= offset).length - 1;
      assert.deepEqual(index.positionAt(offset), { line, character: offset - expected[line] }, `${JSON.stringify(text)} @${offset}`);
    }
  }
});
