/** JSON and JSONC: a document is one unit, associated by its path and its root's `$schema` and keys. */
import { SchemaDocument } from '../../model/document';
import type { Problem } from '../../model/problem';
import type { Language, ParsedFile } from '../language';
import { JSON_LANGUAGES } from '../ids';
import { jsonAdapter } from './adapter';
import { byteOrderMark, schemaNotFetched, tooDeep } from './notices';
import { parseValueTree } from './valueTree';

export const jsonLanguage: Language = {
  name: 'json',
  summary: 'JSON and JSONC files',
  languageIds: JSON_LANGUAGES,
  extensions: ['.json', '.jsonc'],
  readsImports: false,
  readsOtherFiles: false,
  importedByScripts: true, // an args schema a script imports
  wholeDocument: true,
  parse: (source, { syntaxOnly }) => jsonParsedFile(new SchemaDocument(source, jsonAdapter), syntaxOnly),
  // Strict JSON only (`JSON.parse`, spans computed when first read, valueTree.ts); any other text takes the full parse.
  parseFast(source) {
    const parse = parseValueTree(source.text);
    return (
      parse &&
      jsonParsedFile(
        new SchemaDocument(source, jsonAdapter, { parse, value: { value: parse.value, units: parse.valueUnits, parsed: true } }),
        false,
      )
    );
  },
};

/** A JSON document as one unit (the CLI's fast path makes the document from JSON.parse's value). */
export function jsonParsedFile(doc: SchemaDocument, syntaxOnly: boolean): ParsedFile {
  // Over the size limit, one scan gives the root facts and the syntax problems; no tree is built.
  const scan = syntaxOnly ? doc.syntaxOnly() : undefined;
  const file: ParsedFile = {
    doc,
    units: scan ? [] : [{ doc }],
    problems: [...(scan ? scan.problems : doc.syntaxProblems)],
    byPath: { facts: scan ? scan.facts : doc.rootFacts() },
    notices(association, limited) {
      const notices: Problem[] = [];
      // Deeper than MAX_NESTING: that part is opaque (not checked), the rest is.
      if (doc.tooDeepAt !== undefined) notices.push(tooDeep(doc.tooDeepAt));
      if (doc.hasByteOrderMark) notices.push(byteOrderMark());
      const notFetched = limited ? undefined : schemaNotFetched(doc, association);
      if (notFetched) notices.push(notFetched);
      return notices;
    },
  };
  if (scan?.empty) file.empty = true;
  return file;
}
