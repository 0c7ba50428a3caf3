/**
 * What toolschema says about a document as a whole rather than about its content: a check it skipped (too large,
 * too deep), a byte-order mark, or a `$schema` it did not fetch. Each names what happened and what to do.
 */
import { splitsSurrogatePair } from '../model/text';
import { getProperty, isObject } from '../model/tree';
import type { Association } from './associate';
import type { SchemaDocument } from '../model/document';
import { MAX_NESTING } from '../model/limits';
import type { Problem } from '../model/problem';
import type { Settings } from '../settings/settings';
import { schemaForSchemaValue } from '../model/catalog';
import { RULE_FAILED } from '../rules/toolschema/rule-failed';
import { SCRIPT_NOT_PARSED } from '../languages/typescript/notParsed';

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

export const tooDeep = (offset: number): Problem => ({
  code: 'toolschema/too-deeply-nested',
  severity: 'warning',
  span: { offset, length: 1 },
  message: `Objects and arrays are nested more than ${MAX_NESTING} levels deep here, so toolschema does not check what lies deeper (the rest of the file is checked). Flatten the structure; many JSON readers reject such nesting too.`,
});

export const byteOrderMark = (): Problem => ({
  code: 'syntax/byte-order-mark',
  severity: 'warning',
  span: { offset: 0, length: 1 },
  message:
    "The file starts with a byte-order mark (U+FEFF), which JSON.parse and Python's json module reject. Save the file as UTF-8 without BOM.",
  fixes: () => [
    {
      title: 'Remove the byte-order mark',
      operations: [{ kind: 'replaceText', span: { offset: 0, length: 1 }, text: '' }],
      isPreferred: true,
      safe: true,
    },
  ],
});

export const REASONS: Record<Association['reason'], (detail: string) => string> = {
  override: () => 'chosen for this file with "toolschema: Select schema for this file"',
  setting: (glob) => `chosen by the setting toolschema.associations["${glob}"]`,
  $schema: (value) => `named by "$schema": ${value}`,
  fileName: (glob) => `chosen by the file name, which matches ${glob}`,
  content: (shape) => `chosen by the content: the ${shape}`,
};

/**
 * A root `$schema` that names no bundled schema: toolschema never downloads a schema or reads one from disk, so
 * it says which bundled schema it used instead.
 */
export function schemaNotFetched(doc: SchemaDocument, association: Association): Problem | undefined {
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
    code: 'toolschema/schema-not-fetched',
    severity: 'info',
    span: { offset: value.offset, length: value.length },
    message: `${what}. ${instead}${hint}`,
  };
}
