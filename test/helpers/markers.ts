/**
 * Positions in test documents are marked, not counted: `|` marks a caret, `«…»` marks an expected range.
 * Neither character is meaningful in the JSON under test.
 */
export interface MarkedRange {
  offset: number;
  length: number;
}

export function parseMarkers(marked: string): { text: string; carets: number[]; ranges: MarkedRange[] } {
  let text = '';
  const carets: number[] = [];
  const ranges: MarkedRange[] = [];
  const open: number[] = [];
  for (const ch of marked) {
    if (ch === '|') carets.push(text.length);
    else if (ch === '«') open.push(text.length);
    else if (ch === '»') {
      const start = open.pop();
      if (start === undefined) throw new Error('unbalanced » in test document');
      ranges.push({ offset: start, length: text.length - start });
    } else text += ch;
  }
  if (open.length) throw new Error('unbalanced « in test document');
  ranges.sort((a, b) => a.offset - b.offset);
  return { text, carets, ranges };
}
