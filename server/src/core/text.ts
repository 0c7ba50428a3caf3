/** Offsets are UTF-16 code units: these keep ranges and edits from cutting a character in two. */

/** True when `offset` falls between the two halves of a surrogate pair (a character outside the BMP). */
export function splitsSurrogatePair(text: string, offset: number): boolean {
  return (text.charCodeAt(offset - 1) & 0xfc00) === 0xd800 && (text.charCodeAt(offset) & 0xfc00) === 0xdc00;
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

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      if (c === 13 || c === 10) this.starts.push(i + 1);
    }
  }

  positionAt(offset: number): Position {
    const at = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.starts[mid] > at) high = mid;
      else low = mid + 1;
    }
    const line = low - 1;
    return { line, character: at - this.starts[line] };
  }

  offsetAt(position: Position): number {
    if (position.line >= this.starts.length) return this.text.length;
    if (position.line < 0) return 0;
    const start = this.starts[position.line];
    const next = position.line + 1 < this.starts.length ? this.starts[position.line + 1] : this.text.length;
    return Math.max(start, Math.min(start + Math.max(0, position.character), next));
  }

  get lineCount(): number {
    return this.starts.length;
  }
}
