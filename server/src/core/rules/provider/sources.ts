/**
 * Where in the author's source a provider fault comes from: looked up in the tree only for a fault to report, so a
 * clean document's subjects (subjects.ts) never need its tree.
 */
import type { SchemaDocument } from '../../model/document';
import type { Family } from '../../model/catalog';
import { getProperty, getString, getValue, isArray, isObject, nodeAtPath, type TreeNode, type ValueNode } from '../../model/tree';
import type { SchemaPath, Violation } from './checkSchema';
import type { Subject } from './subjects';

/** The source node of a violation of an Arcade or Pedelec subject: the name's, or the place in the schema's. */
export function sourceNode(doc: SchemaDocument, family: Family, subject: Subject, v: Violation): TreeNode | undefined {
  const root = doc.root;
  if (family === 'arcade') {
    if (!isObject(root)) return undefined;
    return v.where === 'name' ? (getValue(root, 'fully_qualified_name') ?? getValue(root, 'name')) : arcadeSource(root, v.path, v.key);
  }
  if (family === 'pedelec-args') return v.where === 'name' ? undefined : schemaSource(root, v.path, v.key);
  const tool = family === 'pedelec-tool' ? root : toolAt(root, subject.tool);
  if (v.where === 'name') return getValue(tool, 'name');
  return schemaSource(getValue(tool, 'argsSchema') ?? getValue(tool, 'input'), v.path, v.key);
}

const toolAt = (root: ValueNode | undefined, index: number | undefined): ValueNode | undefined => {
  const tools = getValue(root, 'tools');
  return isArray(tools) && index !== undefined ? tools.items[index] : undefined;
};

/** A place in a schema shown as written: the keyword at fault where there is one, else the schema node there. */
function schemaSource(schema: ValueNode | undefined, path: SchemaPath, key: string | undefined): TreeNode | undefined {
  const node = nodeAtPath(schema, path);
  return (key !== undefined ? getProperty(node, key)?.keyNode : undefined) ?? node ?? schema;
}

/**
 * The source node of a place in the converted parameters schema: `properties/<parameter>` is the parameter's
 * `value_schema`, then `properties/<field>` a field of `properties`, `items` the element (`inner_val_type`,
 * `inner_properties`). A fault of a value schema as a whole is reported on its `val_type`.
 */
function arcadeSource(root: ValueNode, path: SchemaPath, key: string | undefined): TreeNode | undefined {
  const input = getValue(root, 'input');
  const params = getValue(input, 'parameters');
  if (path[0] !== 'properties' || typeof path[1] !== 'string') return params ?? input ?? root;
  const param = isArray(params) ? params.items.find((p) => getString(p, 'name') === path[1]) : undefined;
  let vs = getValue(param, 'value_schema');
  if (!vs) return param ?? params;
  let inner = false;
  for (let i = 2; i < path.length; i++) {
    if (path[i] === 'items') inner = true;
    else if (path[i] === 'properties' && typeof path[i + 1] === 'string') {
      const field = getValue(getValue(vs, inner ? 'inner_properties' : 'properties'), String(path[i + 1]));
      if (!field) break;
      vs = field;
      inner = false;
      i++;
    } else break;
  }
  if (key === 'enum') return getValue(vs, 'enum') ?? getValue(vs, 'val_type');
  return (inner ? getValue(vs, 'inner_val_type') : undefined) ?? getValue(vs, 'val_type') ?? vs;
}
