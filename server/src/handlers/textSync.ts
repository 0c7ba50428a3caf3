/**
 * The TextDocuments configuration: vscode-languageserver-textdocument's incremental update, plus one correction.
 * Its update splices the line table around the change without looking at the characters beside it, so an edit
 * that joins a `\r` and a `\n` into one CRLF (a `\r` typed, then a `\n`; or an `X` deleted from `\rX\n`) leaves a
 * line break that no longer exists: every position after it is one line off, and a fix lands on the wrong text.
 * When a change's edges join a CRLF, the line table is rebuilt from the text (a full-text update, in place).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentContentChangeEvent, TextDocumentsConfiguration } from 'vscode-languageserver';

const CR = 13;
const LF = 10;

const joinsCrLf = (text: string, offset: number) => text.charCodeAt(offset - 1) === CR && text.charCodeAt(offset) === LF;

export function updateDocument(doc: TextDocument, changes: TextDocumentContentChangeEvent[], version: number): TextDocument {
  for (const change of changes) {
    if (!('range' in change)) {
      TextDocument.update(doc, [change], version);
      continue;
    }
    const start = Math.min(doc.offsetAt(change.range.start), doc.offsetAt(change.range.end));
    TextDocument.update(doc, [change], version);
    const text = doc.getText();
    if (joinsCrLf(text, start) || joinsCrLf(text, start + change.text.length)) TextDocument.update(doc, [{ text }], version);
  }
  return doc;
}

/**
 * The TextDocuments configuration. A `didOpen` whose text is not a string (`null` from a broken client) opens the
 * document empty, said in the log, instead of a document whose every request fails: the next change then works.
 */
export function textDocuments(log: (message: string) => void): TextDocumentsConfiguration<TextDocument> {
  return {
    create: (uri, languageId, version, text: unknown) => {
      if (typeof text === 'string') return TextDocument.create(uri, languageId, version, text);
      log(
        `toolschema: the client opened ${uri} with no text (${text === null ? 'null' : typeof text}); it is read as empty until the client sends its text.`,
      );
      return TextDocument.create(uri, typeof languageId === 'string' ? languageId : '', version, '');
    },
    update: updateDocument,
  };
}
