/**
 * A client's position made one the document has. Hover always clamped (offsetAt does), completion did not: a
 * negative, fractional or huge line or character made the language service throw (-32603). Both now see the
 * same thing: the nearest position in the document, a non-number counting as 0.
 */
import type { Position } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';

const whole = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export function clampedPosition(doc: TextDocument, p: Position): Position {
  const line = Math.min(whole(p?.line), doc.lineCount);
  return doc.positionAt(doc.offsetAt({ line, character: Math.min(whole(p?.character), 2 ** 31 - 1) }));
}
