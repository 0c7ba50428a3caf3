/**
 * What toolschema says about a document as a whole rather than about its content: a check it skipped (too large,
 * too deep), a byte-order mark, or a `$schema` it did not fetch. Each names what happened and what to do.
 */
import { DiagnosticSeverity, type Diagnostic } from 'vscode-json-languageservice';
import { splitsSurrogatePair } from './text';
import { getProperty, isObject } from './ast';
import type { Association } from './associate';
import type { ParsedDocument } from './document';
import { MAX_NESTING } from './limits';
import { docsUrl, type Fix } from './rule';
import type { Settings } from './settings';
import { SOURCE } from './validate';
import { schemaForSchemaValue } from './catalog';

export interface Notice {
  diagnostic: Diagnostic;
  fixes?: () => Fix[];
}

export function notice(doc: ParsedDocument, code: string, severity: DiagnosticSeverity, offset: number, length: number, message: string): Diagnostic {
  return {
    range: { start: doc.text.positionAt(offset), end: doc.text.positionAt(offset + length) },
    severity,
    source: SOURCE,
    code,
    codeDescription: { href: docsUrl(code) },
    message,
  };
}

/** The length of the first character (a surrogate pair counts as one), so a range never splits it. */
function firstCharLength(text: string): number {
  if (text.length === 0) return 0;
  return splitsSurrogatePair(text, 1) ? 2 : 1;
}

export function tooLarge(doc: ParsedDocument, settings: Settings): Notice {
  return {
    diagnostic: notice(doc, 'toolschema/file-too-large', DiagnosticSeverity.Information, 0, firstCharLength(doc.text.getText()),
      `This file is larger than toolschema.maxFileSizeKB (${settings.maxFileSizeKB} KB): only syntax is checked. Raise the setting to check it fully.`),
  };
}

export function tooDeep(doc: ParsedDocument, offset: number): Notice {
  return {
    diagnostic: notice(doc, 'toolschema/too-deeply-nested', DiagnosticSeverity.Warning, offset, 1,
      `Objects and arrays are nested more than ${MAX_NESTING} levels deep here, so toolschema does not check this file. Flatten the structure; many JSON readers reject such nesting too.`),
  };
}

export function byteOrderMark(doc: ParsedDocument): Notice {
  return {
    diagnostic: notice(doc, 'syntax/byte-order-mark', DiagnosticSeverity.Warning, 0, 1,
      'The file starts with a byte-order mark (U+FEFF), which JSON.parse and Python\'s json module reject. Save the file as UTF-8 without BOM.'),
    fixes: () => [{ title: 'Remove the byte-order mark', edits: [{ offset: 0, length: 1, newText: '' }], isPreferred: true, safe: true }],
  };
}

const REASONS: Record<Association['reason'], (detail: string) => string> = {
  override: () => "chosen for this file with \"toolschema: Select schema for this file\"",
  setting: (glob) => `chosen by the setting toolschema.associations["${glob}"]`,
  $schema: (value) => `named by "$schema": ${value}`,
  fileName: (glob) => `chosen by the file name, which matches ${glob}`,
  content: (shape) => `chosen by the content: the ${shape}`,
};

/**
 * A root `$schema` that names no bundled schema: toolschema never downloads a schema or reads one from disk
 * (its language service cannot: see languageService.ts), so it says which bundled schema it used instead.
 */
export function schemaNotFetched(doc: ParsedDocument, association: Association): Notice | undefined {
  if (association.reason === '$schema' || !isObject(doc.root)) return undefined;
  const value = getProperty(doc.root, '$schema')?.valueNode;
  if (value?.type !== 'string' || schemaForSchemaValue(value.value)) return undefined;
  const target = value.value.trim();
  const what = /^https?:/i.test(target)
    ? `toolschema never downloads schemas, and "${target}" is not one it bundles, so it was not fetched`
    : /^file:/i.test(target) || /^(\.{0,2}[\\/]|[a-z]:[\\/]|~)/i.test(target) || /\.jsonc?$/i.test(target)
      ? `toolschema never reads schema files, so "${target}" was not read`
      : `"${target}" is not a schema toolschema knows, so it was ignored`;
  const instead = `This file is checked against the bundled ${association.schema.title} schema instead (${REASONS[association.reason](association.detail)}).`;
  const hint = ` To choose it explicitly, write "$schema": "${association.schema.uri}".`;
  return {
    diagnostic: notice(doc, 'toolschema/schema-not-fetched', DiagnosticSeverity.Information, value.offset, value.length, `${what}. ${instead}${hint}`),
  };
}
