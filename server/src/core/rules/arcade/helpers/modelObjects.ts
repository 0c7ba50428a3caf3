/**
 * Every object of a tool definition that one of arcade-core's models reads, with its model, by one walk over a
 * Reader: arcadeModel.ts gives it of the tree to the checks; the verdicts ask the same objects of the plain value in
 * plainDefinition.ts's walk (held equal to this walk over the PLAIN reader by its test).
 */
import type { ObjectNode } from '../../../model/tree';
import type { ModelName } from '../../../model/arcadeFields';
import type { Reader } from './reader';

export interface ModelObject<N = ObjectNode> {
  model: ModelName;
  node: N;
}

const NESTING_KEYS = ['properties', 'inner_properties'];
const REQUIREMENT_LISTS = [
  ['secrets', 'ToolSecretRequirement'],
  ['metadata', 'ToolMetadataRequirement'],
] as const;

export function objectsIn<N>(r: Reader<N>, root: N | undefined): ModelObject<N>[] {
  const out: ModelObject<N>[] = [];
  if (!r.isObject(root)) return out;
  const add = (model: ModelName, node: N | undefined) => {
    if (r.isObject(node)) out.push({ model, node: node! });
  };
  add('ToolDefinition', root);
  add('ToolkitDefinition', r.get(root, 'toolkit'));
  const input = r.get(root, 'input');
  add('ToolInput', input);
  const valueSchemas: (N | undefined)[] = [];
  for (const p of r.items(r.get(input, 'parameters')) ?? [])
    if (r.isObject(p)) {
      add('InputParameter', p);
      valueSchemas.push(r.get(p, 'value_schema'));
    }
  const output = r.get(root, 'output');
  add('ToolOutput', output);
  valueSchemas.push(r.get(output, 'value_schema'));
  // Breadth first, by index (shift would move the list each time).
  for (let next = 0; next < valueSchemas.length; next++) {
    const vs = valueSchemas[next];
    if (!r.isObject(vs)) continue;
    add('ValueSchema', vs);
    for (const key of NESTING_KEYS) {
      const fields = r.values(r.get(vs, key));
      if (fields) for (const field of fields) valueSchemas.push(field);
    }
  }
  const requirements = r.get(root, 'requirements');
  add('ToolRequirements', requirements);
  const authorization = r.get(requirements, 'authorization');
  add('ToolAuthRequirement', authorization);
  add('OAuth2Requirement', r.get(authorization, 'oauth2'));
  for (const [list, model] of REQUIREMENT_LISTS) for (const e of r.items(r.get(requirements, list)) ?? []) add(model, e);
  return out;
}
