/**
 * Migration of an Arcade tool definition (preview or current format) to format 1.0. Driven by the bundled 1.0
 * schema: `inputs` → `input` and `secrets[].key` → `key_id` are renamed; a null that 1.0 does not accept is
 * removed (no information is lost); a key 1.0 cannot hold is removed AND listed in `dropped`, so the caller can
 * say so. Edits are the core's minimal, comment- and layout-preserving ones, applied in passes like fix-all.
 */
import type { JSONSchema } from 'vscode-json-languageservice';
import { getProperty, isObject, type TreeNode, type JsonPath, type ValueNode } from '../../model/tree';
import type { Association } from '../../pipeline/associate';
import { schemaById } from '../../model/catalog';
import { SchemaDocument } from '../../model/document';
import { addProperty, removeProperty, renameKey, replaceValue, type FixOperation } from '../../model/operations';
import { applyEdits, nonOverlapping } from '../../model/edits';
import { allowsNull, alternatives, allowsType, itemsSchema, propertySchema, type JSONSchemaRef } from './schemaWalk';
import { arcadeVersion, V1_SCHEMA_VALUE } from '../../rules/arcade/helpers/version';

const MAX_PASSES = 50;
/** Keys another format spells differently, renamed where 1.0 has the other spelling. */
const RENAMES: Record<string, string> = { inputs: 'input', key: 'key_id' };

export interface Migration {
  from: 'preview' | 'current';
  /** The migrated text. */
  text: string;
  /** JSON paths (`a.b[].c`) of the values 1.0 cannot hold, which the migration removes. Empty: lossless. */
  dropped: string[];
}

/** Whether a document can be migrated to 1.0: preview and current documents can. */
export const canMigrate = (association: Association | undefined) => {
  const v = arcadeVersion(association);
  return v === 'preview' || v === 'current';
};

export function migrateToV1(doc: SchemaDocument, association: Association | undefined): Migration | undefined {
  const from = arcadeVersion(association);
  if (!isObject(doc.root) || (from !== 'preview' && from !== 'current')) return undefined;
  const schema = schemaById('arcade-tool-1.0')!.schema;
  const dropped = new Set<string>();
  let text = doc.text;
  let current = doc;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const changes: FixOperation[][] = [];
    if (pass === 0) changes.push(schemaEdit(current));
    visit(current.root!, schema, schema, [], { changes, dropped });
    const edits = nonOverlapping(changes.map((operations) => current.adapter.edits(text, operations)));
    if (!edits.length) break;
    text = applyEdits(text, edits);
    current = new SchemaDocument({ uri: doc.uri, languageId: doc.languageId, text }, doc.adapter);
  }
  return { from, text, dropped: [...dropped] };
}

function schemaEdit(doc: SchemaDocument): FixOperation[] {
  const root = doc.root;
  if (!isObject(root)) return [];
  const existing = getProperty(root, '$schema')?.valueNode;
  if (existing) return existing.type === 'string' && existing.value === V1_SCHEMA_VALUE ? [] : replaceValue(existing, V1_SCHEMA_VALUE);
  return addProperty(root, '$schema', V1_SCHEMA_VALUE, 'first');
}

interface Walk {
  changes: FixOperation[][];
  dropped: Set<string>;
}

const label = (path: JsonPath) =>
  path
    .map((p) => (typeof p === 'number' ? '[]' : `.${p}`))
    .join('')
    .replace(/^\./, '');

function visit(node: TreeNode, ref: JSONSchemaRef, root: JSONSchema, path: JsonPath, walk: Walk): void {
  if (node.type === 'object') {
    if (!alternatives(ref, root).some((a) => allowsType(a, 'object'))) return;
    for (const property of node.properties) {
      const key = property.keyNode.value;
      const value = property.valueNode;
      if (key === '$schema' && path.length === 0) continue;
      const sub = propertySchema(ref, root, key);
      if (sub === undefined) {
        const renamed = RENAMES[key];
        if (renamed && propertySchema(ref, root, renamed) !== undefined && !getProperty(node, renamed)) {
          walk.changes.push(renameKey(property, renamed));
          continue;
        }
        if (value && !carriesNothing(key, value)) walk.dropped.add(label([...path, key]));
        walk.changes.push(removeProperty(property));
      } else if (value?.type === 'null' && !allowsNull(sub, root)) {
        walk.changes.push(removeProperty(property));
      } else if (value) {
        visit(value, sub, root, [...path, key], walk);
      }
    }
  } else if (node.type === 'array') {
    const items = itemsSchema(ref, root);
    if (items !== undefined) node.items.forEach((item, i) => visit(item, items, root, [...path, i], walk));
  }
}

/**
 * A value whose loss loses nothing: null, an empty string, and `"nullable": false` (1.0 has no null values, so
 * "not nullable" is what every 1.0 value already is).
 */
function carriesNothing(key: string, value: ValueNode): boolean {
  return (
    value.type === 'null' ||
    (value.type === 'string' && value.value === '') ||
    (key === 'nullable' && value.type === 'boolean' && !value.value)
  );
}

/** `a.b[].c` paths, summarised for a title: the last key (with its parent for generic names), each once. */
export function summariseDropped(dropped: readonly string[]): string {
  const names = new Set<string>();
  for (const path of dropped) {
    const keys = path.split(/\.|\[\]/).filter(Boolean);
    const last = keys[keys.length - 1] ?? path;
    const generic = ['description', 'metadata', 'properties', 'inner_properties'].includes(last);
    names.add(keys.length > 1 && generic ? `${keys[keys.length - 2]}.${last}` : last);
  }
  return [...names].join(', ');
}
