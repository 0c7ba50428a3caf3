/** Offsets are UTF-16 code units: these keep ranges and edits from cutting a character in two. */

/** True when `offset` falls between the two halves of a surrogate pair (a character outside the BMP). */
export function splitsSurrogatePair(text: string, offset: number): boolean {
  return (text.charCodeAt(offset - 1) & 0xfc00) === 0xd800 && (text.charCodeAt(offset) & 0xfc00) === 0xdc00;
}

/**
 * The whole character at an offset (a surrogate pair is one): what a parser that stopped there is reported on. Empty
 * at the end of the text and at a line break (`\r` or `\n`), so the range never ends past its line.
 */
export function characterSpanAt(text: string, offset: number): { offset: number; length: number } {
  const start = splitsSurrogatePair(text, offset) ? offset - 1 : offset;
  if (start >= text.length || text[start] === '\r' || text[start] === '\n') return { offset: Math.min(start, text.length), length: 0 };
  return { offset: start, length: splitsSurrogatePair(text, start + 1) ? 2 : 1 };
}

export interface Position {
  /** 0-based. */
  line: number;
  /** 0-based, in UTF-16 code units. */
  character: number;
}

/**
 * Offsets ↔ line/character positions of one text, computed from the text itself (never patched incrementally, so
 * it cannot drift from the text). Line breaks are `\r\n`, `\r` and `\n`, as LSP counts them.
 */
export class LineIndex {
  private readonly starts: number[] = [0];
  /** The next `\n` and `\r` the scan has not passed (-1: none left): lines are read only as far as asked for. */
  private lf: number;
  private cr: number;

  constructor(private readonly text: string) {
    // indexOf finds each break natively; a loop over every character was ~3 % of a CLI run over 7,015 definitions
    // (the index is made for each file with problems, whose last problem is a quarter of the way in on average).
    this.lf = text.indexOf('\n');
    this.cr = text.indexOf('\r');
  }

  /** Reads the next line start; false at the end of the text. A `\r` is looked for again only after one was found. */
  private more(): boolean {
    const { text, lf, cr } = this;
    if (cr >= 0 && (lf < 0 || cr < lf)) {
      const start = lf === cr + 1 ? cr + 2 : cr + 1;
      this.starts.push(start);
      if (lf === cr + 1) this.lf = text.indexOf('\n', start);
      this.cr = text.indexOf('\r', start);
      return true;
    }
    if (lf < 0) return false;
    this.starts.push(lf + 1);
    this.lf = text.indexOf('\n', lf + 1);
    return true;
  }

  positionAt(offset: number): Position {
    const at = Math.max(0, Math.min(offset, this.text.length));
    const { starts } = this;
    while (starts[starts.length - 1] <= at && this.more());
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (starts[mid] > at) high = mid;
      else low = mid + 1;
    }
    const line = low - 1;
    return { line, character: at - starts[line] };
  }

  /**
   * The offset of a position, clamped into the text as LSP asks: past a line's end means its end (before the line
   * break), past the last line means the end of the text. A client's position is not trusted: a negative,
   * fractional or non-numeric line or character counts as the nearest whole number in range.
   */
  offsetAt(position: Position): number {
    const line = whole(position?.line);
    while (this.starts.length <= line + 1 && this.more());
    if (line >= this.starts.length) return this.text.length;
    const start = this.starts[line];
    const next = line + 1 < this.starts.length ? this.starts[line + 1] : this.text.length;
    let offset = Math.min(start + whole(position?.character), next);
    while (offset > start && (this.text.charCodeAt(offset - 1) === 10 || this.text.charCodeAt(offset - 1) === 13)) offset--;
    return offset;
  }

  get lineCount(): number {
    while (this.more());
    return this.starts.length;
  }
}

/** A whole number of 0 or more from anything a client sends (non-numbers and NaN count as 0). */
const whole = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * True when the text is larger than `limitKB` kilobytes without its whitespace: padding costs a scan, not a tree,
 * so a file cannot hide from its checks behind spaces (toolschema.maxFileSizeKB).
 */
export function overSizeLimit(text: string, limitKB: number): boolean {
  const limit = limitKB * 1024;
  if (text.length <= limit) return false;
  let content = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9 && ++content > limit) return true;
  }
  return false;
}
