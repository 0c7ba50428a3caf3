/**
 * Syntax and schema diagnostics from vscode-json-languageservice, given stable codes and messages that say what
 * to do. The language service reports schema problems without a code, so they are classified by its (pinned,
 * English) message text; test/unit/validate.test.ts fails if an upgrade changes that text.
 */
import { Diagnostic, DiagnosticSeverity, ErrorCode, type Range } from 'vscode-json-languageservice';
import { jsonLanguageService, schemaTarget } from './languageService';
import type { ParsedDocument } from './document';
import type { SchemaEntry } from './catalog';
import { COMMENT_NOT_PERMITTED, TRAILING_COMMA } from './syntaxMessages';
import { splitsSurrogatePair } from './text';

export const SOURCE = 'toolschema';

const SYNTAX_CODES: Partial<Record<number, string>> = {
  [ErrorCode.CommentNotPermitted]: 'syntax/comment-not-permitted',
  [ErrorCode.TrailingComma]: 'syntax/trailing-comma',
  [ErrorCode.DuplicateKey]: 'syntax/duplicate-key',
};

const SYNTAX_HINTS: Partial<Record<number, string>> = {
  [ErrorCode.CommentNotPermitted]: COMMENT_NOT_PERMITTED,
  [ErrorCode.TrailingComma]: TRAILING_COMMA,
  [ErrorCode.DuplicateKey]: 'Duplicate key: JSON readers keep only the last one. Remove or rename one of them.',
};

interface SchemaClass {
  code: string;
  pattern: RegExp;
  rewrite?: (m: RegExpMatchArray, schema: SchemaEntry) => string;
}

const SCHEMA_CLASSES: SchemaClass[] = [
  {
    code: 'schema/unknown-property',
    pattern: /^Property (.+) is not allowed\.$/s, // `s`: a key may contain a line break
    rewrite: (m, s) => `Property "${m[1]}" is not allowed here by the ${s.title} schema. Remove it or check its spelling.`,
  },
  {
    code: 'schema/missing-property',
    pattern: /^Missing property "(.+)"\.$/s,
    rewrite: (m, s) => `Missing required property "${m[1]}" (${s.title}). Add it.`,
  },
  { code: 'schema/wrong-type', pattern: /^Incorrect type\. Expected (.+)\.$/, rewrite: (m) => `Incorrect type: expected ${m[1]}.` },
  {
    code: 'schema/invalid-value',
    pattern: /^Value is not accepted\. Valid values: (.+)\.$/,
    rewrite: (m) => `Value is not accepted. Use one of: ${m[1]}.`,
  },
  { code: 'schema/invalid-value', pattern: /^Value must be (.+)\.$/ },
  // Our bundled schemas' own `errorMessage`s.
  { code: 'schema/invalid-value', pattern: /^val_type must be one of / },
  { code: 'schema/no-matching-alternative', pattern: /^Matches multiple schemas when only one must validate\.$/ },
  { code: 'schema/constraint', pattern: /^(Array has|String is|Value is (below|above)|Object has)/ },
];

export interface SchemaProblemClass {
  code: string;
  message: string;
  /** The property named by an unknown- or missing-property problem. */
  property?: string;
}

export function classifySchemaMessage(message: string, schema: SchemaEntry): SchemaProblemClass {
  for (const c of SCHEMA_CLASSES) {
    const m = message.match(c.pattern);
    if (m) {
      const property = c.code.endsWith('-property') ? m[1] : undefined;
      return { code: c.code, message: c.rewrite ? c.rewrite(m, schema) : message, ...(property ? { property } : {}) };
    }
  }
  return { code: 'schema/invalid', message };
}

export async function schemaAndSyntaxDiagnostics(doc: ParsedDocument, schema: SchemaEntry): Promise<Diagnostic[]> {
  const target = schemaTarget(doc, schema);
  const diagnostics = await jsonLanguageService().doValidation(
    target.text,
    doc.json,
    {
      comments: doc.isJsonc ? 'ignore' : 'error',
      trailingCommas: doc.isJsonc ? 'ignore' : 'error',
      schemaValidation: 'error',
      schemaRequest: 'ignore',
    },
    target.schema,
  );
  return diagnostics.map((d) => (isSyntax(d) ? toSyntaxDiagnostic(d, doc) : toSchemaDiagnostic(d, schema)));
}

/** Syntax codes, and ErrorCode.Undefined, which only the parser uses ("End of file expected", "Invalid number format"). */
const isSyntax = (d: Diagnostic) => d.code === ErrorCode.Undefined || (typeof d.code === 'number' && d.code >= 0x100 && d.code < 0x300);

/**
 * The range widened to whole characters: the parser scans a character outside the BMP that stands outside a
 * string as two unknown code units, and an editor cannot place a squiggle between them.
 */
function wholeCharacters(doc: ParsedDocument, range: Range): Range {
  const text = doc.text.getText();
  const isPairAt = (o: number) => splitsSurrogatePair(text, o);
  let start = doc.text.offsetAt(range.start);
  let end = doc.text.offsetAt(range.end);
  if (!isPairAt(start) && !isPairAt(end)) return range;
  if (isPairAt(start)) start--;
  if (isPairAt(end)) end++;
  return { start: doc.text.positionAt(start), end: doc.text.positionAt(end) };
}

function toSyntaxDiagnostic(d: Diagnostic, doc: ParsedDocument): Diagnostic {
  const n = typeof d.code === 'number' ? d.code : -1;
  return {
    range: wholeCharacters(doc, d.range),
    severity: d.severity ?? DiagnosticSeverity.Error,
    source: SOURCE,
    code: SYNTAX_CODES[n] ?? 'syntax/invalid-json',
    message: SYNTAX_HINTS[n] ?? `${d.message.replace(/\.?$/, '.')} The file is not valid JSON here.`,
  };
}

function toSchemaDiagnostic(d: Diagnostic, schema: SchemaEntry): Diagnostic {
  const { code, message, property } = classifySchemaMessage(d.message, schema);
  return {
    range: d.range,
    ...(property ? { data: { property } } : {}),
    severity: d.code === ErrorCode.Deprecated ? DiagnosticSeverity.Warning : DiagnosticSeverity.Error,
    source: SOURCE,
    code,
    message,
    ...(d.tags ? { tags: d.tags } : {}),
  };
}
