/**
 * The fields arcade-core's pydantic models declare, per object of a tool definition (current format), and where
 * each object is in the tree. Source: `libs/arcade-core/arcade_core/schema.py` (ToolDefinition and its parts,
 * arcade-core 4.17 with `_meta`), `api_wrapper/schema.py` (WrapperToolDefinition). None of these models forbids
 * extra keys, so pydantic drops an unknown key silently; only ToolMetadata and its parts (metadata.py) forbid them.
 */
import { getValue, isArray, isObject, type ObjectNode, type TreeNode } from '../../model/tree';
import type { SchemaDocument } from '../../model/document';

export type ModelName =
  | 'ToolDefinition'
  | 'ToolkitDefinition'
  | 'ToolInput'
  | 'InputParameter'
  | 'ValueSchema'
  | 'ToolOutput'
  | 'ToolRequirements'
  | 'ToolAuthRequirement'
  | 'OAuth2Requirement'
  | 'ToolSecretRequirement'
  | 'ToolMetadataRequirement';

export const MODEL_FIELDS: Record<ModelName, readonly string[]> = {
  // `meta` is the field, `_meta` its alias; `populate_by_name=True` accepts both. `http_endpoint`: the wrapper model.
  ToolDefinition: [
    'name',
    'fully_qualified_name',
    'description',
    'toolkit',
    'input',
    'output',
    'requirements',
    'deprecation_message',
    'metadata',
    'meta',
    '_meta',
    'http_endpoint',
  ],
  ToolkitDefinition: ['name', 'description', 'version'],
  ToolInput: ['parameters', 'tool_context_parameter_name'],
  // `http_endpoint_parameter_name`: WrapperToolInputParameter.
  InputParameter: ['name', 'required', 'description', 'value_schema', 'inferrable', 'http_endpoint_parameter_name'],
  ValueSchema: [
    'val_type',
    'inner_val_type',
    'enum',
    'properties',
    'inner_properties',
    'description',
    'required_keys',
    'inner_required_keys',
    'nullable',
  ],
  ToolOutput: ['description', 'available_modes', 'value_schema'],
  ToolRequirements: ['authorization', 'secrets', 'metadata'],
  ToolAuthRequirement: ['provider_id', 'provider_type', 'id', 'oauth2'],
  OAuth2Requirement: ['scopes'],
  ToolSecretRequirement: ['key'],
  ToolMetadataRequirement: ['key'],
};

/** The boolean fields of these models; pydantic's lax mode converts "true", 1 … into them. */
export const BOOLEAN_FIELDS: Partial<Record<ModelName, readonly string[]>> = {
  InputParameter: ['required', 'inferrable'],
  ValueSchema: ['nullable'],
};

export interface ModelObject {
  model: ModelName;
  node: ObjectNode;
}

/** Every object of the definition that one of these models reads, with its model (value schemas nested too). */
export function modelObjects(doc: SchemaDocument): ModelObject[] {
  const out: ModelObject[] = [];
  const add = (model: ModelName, node: TreeNode | undefined) => {
    if (isObject(node)) out.push({ model, node });
  };
  const root = doc.root;
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
