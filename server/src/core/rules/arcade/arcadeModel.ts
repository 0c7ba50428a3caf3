/**
 * Where each object arcade-core's pydantic models read is in a tool definition's tree (modelObjects), and their
 * boolean fields. The fields themselves are listed once, in model/arcadeFields.ts (the Python dump uses them too).
 */
import { getValue, isArray, isObject, type ObjectNode, type TreeNode } from '../../model/tree';
import type { SchemaDocument } from '../../model/document';
import { MODEL_FIELDS, type ModelName } from '../../model/arcadeFields';

export { MODEL_FIELDS, type ModelName };

/** The boolean fields of these models; pydantic's lax mode converts "true", 1 … into them. */
export const BOOLEAN_FIELDS: Partial<Record<ModelName, readonly string[]>> = {
  InputParameter: ['required', 'inferrable'],
  ValueSchema: ['nullable'],
};

export interface ModelObject {
  model: ModelName;
  node: ObjectNode;
}

/**
 * Every object of the definition that one of these models reads, with its model (value schemas nested too): worked
 * out once per tree and shared (callers never change the list), charged to each rule as if it worked it out itself.
 */
export function modelObjects(doc: SchemaDocument): readonly ModelObject[] {
  return doc.derived(objectsOf);
}

function objectsOf({ root }: SchemaDocument): readonly ModelObject[] {
  const out: ModelObject[] = [];
  const add = (model: ModelName, node: TreeNode | undefined) => {
    if (isObject(node)) out.push({ model, node });
  };
  if (!isObject(root)) return out;
  add('ToolDefinition', root);
  add('ToolkitDefinition', getValue(root, 'toolkit'));
  const input = getValue(root, 'input');
  add('ToolInput', input);
  const valueSchemas: (TreeNode | undefined)[] = [];
  const params = getValue(input, 'parameters');
  if (isArray(params))
    for (const p of params.items.filter(isObject)) {
      add('InputParameter', p);
      valueSchemas.push(getValue(p, 'value_schema'));
    }
  const output = getValue(root, 'output');
  add('ToolOutput', output);
  valueSchemas.push(getValue(output, 'value_schema'));
  while (valueSchemas.length) {
    const vs = valueSchemas.shift();
    if (!isObject(vs)) continue;
    add('ValueSchema', vs);
    for (const key of ['properties', 'inner_properties']) {
      const map = getValue(vs, key);
      if (isObject(map)) for (const p of map.properties) valueSchemas.push(p.valueNode);
    }
  }
  const requirements = getValue(root, 'requirements');
  add('ToolRequirements', requirements);
  const authorization = getValue(requirements, 'authorization');
  add('ToolAuthRequirement', authorization);
  add('OAuth2Requirement', getValue(authorization, 'oauth2'));
  for (const [list, model] of [
    ['secrets', 'ToolSecretRequirement'],
    ['metadata', 'ToolMetadataRequirement'],
  ] as const) {
    const entries = getValue(requirements, list);
    if (isArray(entries)) for (const e of entries.items) add(model, e);
  }
  return out;
}
