/**
 * The last line of defence for fixes in broken documents. Where the text has syntax errors, the parser's AST
 * around them is a guess (a stray character may become a "key"), so an edit computed from it can make things
 * worse. There, a fix is offered only if applying it adds no syntax error and no duplicate key. Clean documents skip the check: the
 * edits in edits.ts are correct on them (test/unit/fuzz/fixSafety.test.ts checks that property).
 */
import { parse, type ParseError } from 'jsonc-parser';
import type { ParsedDocument } from './document';
import { applyEdits } from './edits';
import type { Fix } from './rule';
import { duplicateKeyCount } from './duplicateKeys';

/** Syntax errors by the file's own rules: JSONC for .jsonc files, strict JSON otherwise. */
export function syntaxErrorCount(text: string, jsonc: boolean): number {
  const errors: ParseError[] = [];
  parse(text, errors, { allowTrailingComma: jsonc, disallowComments: !jsonc });
  return errors.length;
}


const before = new WeakMap<ParsedDocument, number>();

/** The fixes that add no syntax error and no duplicate key to the document. */
export function syntaxSafe(doc: ParsedDocument, fixes: Fix[]): Fix[] {
  if (!fixes.length) return fixes;
  const text = doc.text.getText();
  let count = before.get(doc);
  if (count === undefined) before.set(doc, (count = syntaxErrorCount(text, doc.isJsonc)));
  if (count === 0) return fixes;
  const duplicates = duplicateKeyCount(text);
  return fixes.filter((fix) => {
    const after = applyEdits(text, fix.edits);
    return syntaxErrorCount(after, doc.isJsonc) <= count! && duplicateKeyCount(after) <= duplicates;
  });
}
