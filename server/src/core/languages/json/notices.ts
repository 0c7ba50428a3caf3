/** The JSON notices: problems about a JSON file as a whole, added after suppressions (no directive hides them). */
import { getProperty, isObject } from '../../model/tree';
import type { Association } from '../../model/association';
import type { SchemaDocument } from '../../model/document';
import { MAX_NESTING } from '../../model/limits';
import type { Problem } from '../../model/problem';
import { schemaForSchemaValue } from '../../model/catalog';

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
  if (association.reason === '$schema') return undefined;
  // The fast path's root facts are its plain value's (exact: no key is given twice there): a file without a `$schema`
  // string builds no tree for this.
  if (doc.parsedValue() && doc.rootFacts()?.schemaValue === undefined) return undefined;
  if (!isObject(doc.root)) return undefined;
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
