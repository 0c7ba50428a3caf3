/** Converts a parsed document: the one entry the CLI and the language server share. */
import type { SchemaDocument } from '../model/document';
import { toValue } from '../model/tree';
import { convert, type ConvertOptions, type Target } from './index';
import { ConvertError, type Conversion } from '../hosts/types';

export function convertDocument(doc: SchemaDocument, target: Target, options: ConvertOptions = {}): Conversion {
  if (doc.tooDeepAt !== undefined) throw new ConvertError('', 'the document is nested too deeply to convert.');
  const syntax = doc.syntaxProblems.find((p) => p.severity === 'error');
  if (syntax) {
    const at = doc.lineIndex.positionAt(syntax.span.offset);
    throw new ConvertError('', `${at.line + 1}:${at.character + 1}: ${syntax.message} Fix the JSON first.`);
  }
  return convert(toValue(doc.root), target, options);
}
