/**
 * Arcade hover: on a `val_type` / `inner_val_type` value, the Python types it comes from; on a key, the schema's
 * description plus what our rules add (or, for a key this version cannot hold, which version it belongs to).
 * Keys without anything to add are left to the generic schema hover.
 */
import { getString, getValue, pathOf, type TreeNode, type JsonPath } from '../../model/tree';
import { SCHEMAS, type SchemaEntry } from '../../model/catalog';
import type { HoverContributor } from '../hover';
import { describe, itemsSchema, propertySchema, type JSONSchemaRef } from './schemaWalk';
import { arcadeVersion, PYTHON_TYPES } from '../../rules/arcade/helpers/version';
import { parseFqn } from '../../rules/arcade/helpers/fqn';
import { isStrictOff } from '../../rules/arcade/metadata-contradiction';

const PYTHON_SHORT: Record<string, string> = { string: 'str', integer: 'int', number: 'float', boolean: 'bool', json: 'dict' };

/** Our own words, by the key's path pattern (`[]` for any index). */
const EXTRA: [RegExp, (node: TreeNode) => string][] = [
  [
    /^fully_qualified_name$/,
    (n) =>
      `Must be \`<Toolkit>.<name>\` with an optional \`@<toolkit.version>\`${expectedFqn(n)}. The toolkit part may differ from \`toolkit.name\` (generated wrappers use \`AirtableApi.X\` in toolkit \`ArcadeAirtableApi\`). Checked by \`arcade/fqn-mismatch\`.`,
  ],
  [
    /^toolkit\.version$/,
    () =>
      'Optional for Arcade (missing or `null` is accepted, with a warning). When present, it should be a semantic version, `MAJOR.MINOR.PATCH` (e.g. `1.0.0`, `0.2.0-beta.1`). Checked by `arcade/invalid-toolkit-version`.',
  ],
  [/^inputs?$/, () => 'The preview format calls this `inputs`; 1.0 and the current tooling call it `input` (`arcade/version-key`).'],
  [
    /^inputs?\.parameters\[\]\.name$/,
    () =>
      'Must be a valid Python identifier (`str.isidentifier()`: letters, digits and `_`, not starting with a digit) and unique among the parameters (`arcade/invalid-parameter-name`, `arcade/duplicate-parameter`).',
  ],
  [
    /^(inputs?\.parameters\[\]\.)?description$/,
    () =>
      'Arcade rejects a tool whose description is missing or null (pydantic load) or empty (catalog build), and its catalog rejects a parameter whose description is missing or null; a blank one is accepted, but the model reads it (`arcade/missing-description`).',
  ],
  [
    /^metadata\.strict$/,
    (n) =>
      `${strictOff(n) ? '**`false` here: Arcade skips the contradiction checks for this tool, and so does `arcade/metadata-contradiction`.**' : "`true` (the default): Arcade's catalog rejects contradicting `behavior` / `classification` values when it builds the tool (`arcade/metadata-contradiction`)."} Set \`"strict": false\` to turn those checks off. Not written by Arcade's own output (\`exclude=True\`).`,
  ],
  [
    /^requirements\.secrets\[\]\.key(_id)?$/,
    () => 'Format 1.0 names a secret with `key_id`; the current tooling with `key` (`arcade/secret-key-shape`).',
  ],
  [
    /(^|\.)value_schema(\.(inner_)?properties\.[^.]+)*\.enum$/,
    () =>
      'Only for `val_type: "string"` (or an array of strings): Arcade makes enums only from `str` / `Enum` parameters (`arcade/enum-not-string`).',
  ],
  [
    /^output\.available_modes$/,
    () => '`requires_authorization` only makes sense with a `requirements.authorization` (`arcade/authorization-mode`).',
  ],
];

/** The hovered `strict` key's metadata says `strict: false`. */
const strictOff = (node: TreeNode) => isStrictOff(getValue(pathRoot(node), 'metadata'));

function expectedFqn(node: TreeNode): string {
  const root = pathRoot(node);
  const name = getString(root, 'name');
  const version = getString(getValue(root, 'toolkit'), 'version');
  const fqn = getString(root, 'fully_qualified_name');
  const toolkit = (fqn && parseFqn(fqn, name)?.toolkit) ?? 'Toolkit';
  return name ? `; here: \`${toolkit}.${name}${version ? `@${version}` : ''}\`` : '';
}

function pathRoot(node: TreeNode): TreeNode {
  let n = node;
  while (n.parent) n = n.parent;
  return n;
}

const pattern = (path: JsonPath) =>
  path
    .map((p) => (typeof p === 'number' ? '[]' : `.${p}`))
    .join('')
    .replace(/^\./, '');

/** The schema of the value at `path`, or undefined when this schema does not allow it. */
function schemaAt(entry: SchemaEntry, path: JsonPath): JSONSchemaRef | undefined {
  let ref: JSONSchemaRef | undefined = entry.schema;
  for (const segment of path) {
    ref = typeof segment === 'number' ? itemsSchema(ref, entry.schema) : propertySchema(ref, entry.schema, segment);
    if (ref === undefined) return undefined;
  }
  return ref;
}

function valueTypeHover(key: string, value: string, owner: TreeNode | undefined): string | undefined {
  if (!(value in PYTHON_TYPES) || (key === 'inner_val_type' && value === 'array')) return undefined;
  if (key === 'inner_val_type')
    return `**\`"${value}"\`** as the element type: Python \`list[${PYTHON_SHORT[value]}]\` (\`"val_type": "array"\`).`;
  const inner = getString(owner, 'inner_val_type');
  const here =
    value === 'array' && inner && PYTHON_SHORT[inner]
      ? `\n\nHere: \`list[${PYTHON_SHORT[inner]}]\` (\`inner_val_type\` \`"${inner}"\`).`
      : '';
  return `**\`"${value}"\`** comes from Python ${PYTHON_TYPES[value]}.${here}`;
}

export const arcadeHover: HoverContributor = ({ analysis, node, property }) => {
  const version = arcadeVersion(analysis.association);
  if (!version) return undefined;
  const entry = analysis.association!.schema;
  if (!property) {
    const parent = node.parent;
    if (node.type !== 'string' || parent?.type !== 'property' || parent.valueNode !== node) return undefined;
    const key = parent.keyNode.value;
    if (key !== 'val_type' && key !== 'inner_val_type') return undefined;
    return valueTypeHover(key, node.value, parent.parent);
  }
  const path = pathOf(property.keyNode);
  const where = pattern(path);
  if (where === '$schema') return undefined;
  const own = schemaAt(entry, path);
  if (own === undefined) {
    // A key this version cannot hold: say where it belongs, so the fix (rename, migrate, remove) is clear.
    for (const other of SCHEMAS) {
      if (other.family !== 'arcade' || other.id === entry.id) continue;
      const there = schemaAt(other, path);
      if (there === undefined) continue;
      const text = describe(there, other.schema);
      return `**\`${property.keyNode.value}\`** is not part of the ${entry.title} format; it belongs to the ${other.title} format.${text ? `\n\n${text}` : ''}`;
    }
    return undefined;
  }
  const extra = EXTRA.find(([re]) => re.test(where))?.[1](property.keyNode);
  if (!extra) return undefined;
  const text = describe(own, entry.schema);
  return text ? `${text}\n\n${extra}` : extra;
};
