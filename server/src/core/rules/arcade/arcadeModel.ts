/**
 * Where each object arcade-core's pydantic models read is in a tool definition, in its tree (modelObjects) or its
 * plain value (plainModelObjects), and their boolean fields. The fields themselves are listed once, in model/arcadeFields.ts (the Python dump uses them too).
 */
import type { JsonValue, ObjectNode } from '../../model/tree';
import type { SchemaDocument } from '../../model/document';
import type { PlainContext } from '../../model/rule';
import { PLAIN, TREE, type PlainObject, type Reader } from './helpers/reader';
import { MODEL_FIELDS, type ModelName } from '../../model/arcadeFields';

export { MODEL_FIELDS, type ModelName };

/** The boolean fields of these models; pydantic's lax mode converts "true", 1 … into them. */
export const BOOLEAN_FIELDS: Partial<Record<ModelName, readonly string[]>> = {
  InputParameter: ['required', 'inferrable'],
  ValueSchema: ['nullable'],
};

export interface ModelObject<N = ObjectNode> {
  model: ModelName;
  node: N;
}

/**
 * Every object of the definition that one of these models reads, with its model (value schemas nested too): worked
 * out once per tree and shared (callers never change the list), charged to each rule as if it worked it out itself.
 */
export const modelObjects = (doc: SchemaDocument): readonly ModelObject[] => doc.derived(objectsOfTree);
const objectsOfTree = ({ root }: SchemaDocument) => objectsIn(TREE, root) as ModelObject[];

/** The same of the plain value, for the verdicts (once per document). */
export const plainModelObjects = (context: PlainContext): readonly ModelObject<PlainObject>[] => context.derived(objectsOfValue);
const objectsOfValue = (value: JsonValue) => objectsIn(PLAIN, value) as ModelObject<PlainObject>[];

const NESTING_KEYS = ['properties', 'inner_properties'];

function objectsIn<N>(r: Reader<N>, root: N | undefined): ModelObject<N>[] {
  const out: ModelObject<N>[] = [];
  const add = (model: ModelName, node: N | undefined) => {
    if (r.isObject(node)) out.push({ model, node: node! });
  };
  if (!r.isObject(root)) return out;
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
  while (valueSchemas.length) {
    const vs = valueSchemas.shift();
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
  for (const [list, model] of [
    ['secrets', 'ToolSecretRequirement'],
    ['metadata', 'ToolMetadataRequirement'],
  ] as const)
    for (const e of r.items(r.get(requirements, list)) ?? []) add(model, e);
  return out;
}
