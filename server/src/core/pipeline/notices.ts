/**
 * What toolschema says about a document as a whole rather than about its content: a check it skipped (too large),
 * or an associated file with no value. Each names what happened and what to do. A language's own notices (a JSON
 * file too deep, a byte-order mark, a `$schema` not fetched) are its own (languages/json/notices.ts).
 */
import { splitsSurrogatePair } from '../model/text';
import type { Association } from '../model/association';
import type { SchemaDocument } from '../model/document';
import type { Problem } from '../model/problem';
import type { Settings } from '../settings/settings';
import { RULE_FAILED } from '../rules/toolschema/rule-failed';
import { SCRIPT_NOT_PARSED } from '../languages/typescript/notParsed';
import { PYTHON_NOT_PARSED } from '../languages/python/notParsed';

/** The length of the first character (a surrogate pair counts as one; a line break as none), so a span never splits it. */
function firstCharLength(text: string): number {
  if (text.length === 0 || text[0] === '\r' || text[0] === '\n') return 0;
  return splitsSurrogatePair(text, 1) ? 2 : 1;
}

export const tooLarge = (doc: SchemaDocument, settings: Settings): Problem => ({
  code: 'toolschema/file-too-large',
  severity: 'info',
  span: { offset: 0, length: firstCharLength(doc.text) },
  message: doc.isScript
    ? `This file is larger than toolschema.maxFileSizeKB (${settings.maxFileSizeKB} KB, whitespace not counted): it is not parsed, so its Pedelec values are not checked. Raise the setting to check it.`
    : `This file is larger than toolschema.maxFileSizeKB (${settings.maxFileSizeKB} KB, whitespace not counted): only syntax is checked. Raise the setting to check it fully.`,
});

/**
 * The codes that say a file, or part of it, was not checked: toolschema-lint exits 2 ("not checked") on them
 * unless --allow-unchecked is given.
 */
export const NOT_CHECKED: ReadonlySet<string> = new Set([
  'toolschema/file-too-large',
  'toolschema/too-deeply-nested',
  SCRIPT_NOT_PARSED,
  PYTHON_NOT_PARSED,
  'toolschema/analysis-truncated',
  RULE_FAILED,
]);

/** A JSON document with an association but no value (empty, or only whitespace and comments). */
export function emptyDocument(association: Association): Problem {
  const what = association.schema.family === 'pedelec-args' ? " Pedelec's createSession rejects an argsSchema that is not an object." : '';
  return {
    code: 'syntax/empty-document',
    severity: 'error',
    span: { offset: 0, length: 0 },
    message: `This file holds no JSON value, so it is no ${association.schema.title}: JSON.parse rejects an empty text.${what} Write the ${association.schema.title} here, or delete the file.`,
  };
}
