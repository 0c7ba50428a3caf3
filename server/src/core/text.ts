/** Offsets are UTF-16 code units: these keep ranges and edits from cutting a character in two. */

/** True when `offset` falls between the two halves of a surrogate pair (a character outside the BMP). */
export function splitsSurrogatePair(text: string, offset: number): boolean {
  return (text.charCodeAt(offset - 1) & 0xfc00) === 0xd800 && (text.charCodeAt(offset) & 0xfc00) === 0xdc00;
}
