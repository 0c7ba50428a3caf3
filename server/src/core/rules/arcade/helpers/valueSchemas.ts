/**
 * Where Arcade value schemas are: each input parameter's, the output's, each HTTP endpoint parameter's (current
 * format), and nested `properties` / `inner_properties`.
 */
import { getString, getValue, isArray, isObject, type TreeNode, type ObjectNode } from '../../../model/tree';
import type { SchemaDocument } from '../../../model/document';

/**
 * The parameter objects of a tool definition (`input.parameters`, or `inputs.parameters` in preview). These lists
 * are worked out once per document and charged to each rule that asks as if it worked them out itself
 * (SchemaDocument.derived).
 */
export const parameters = (doc: SchemaDocument): readonly ObjectNode[] => doc.derived(parametersOf);

function parametersOf({ root }: SchemaDocument): readonly ObjectNode[] {
  const input = getValue(root, 'input') ?? getValue(root, 'inputs');
  const params = getValue(input, 'parameters');
  return isArray(params) ? params.items.filter(isObject) : [];
}

/** The `http_endpoint.parameters` objects of an API-wrapper tool (current format). */
export const endpointParameters = (doc: SchemaDocument): readonly ObjectNode[] => doc.derived(endpointParametersOf);

function endpointParametersOf({ root }: SchemaDocument): readonly ObjectNode[] {
  const params = getValue(getValue(root, 'http_endpoint'), 'parameters');
  return isArray(params) ? params.items.filter(isObject) : [];
}

/** Every value schema of the tool, including nested ones, depth first. */
export const valueSchemas = (doc: SchemaDocument): readonly ObjectNode[] => doc.derived(valueSchemasOf);

const valueSchemasOf = (doc: SchemaDocument): readonly ObjectNode[] =>
  withNested([
    ...parameters(doc).map((p) => getValue(p, 'value_schema')),
    getValue(getValue(doc.root, 'output'), 'value_schema'),
    ...endpointParameters(doc).map((p) => getValue(p, 'value_schema')),
  ]);

const NESTING_KEYS = ['properties', 'inner_properties'];

/** The given value schemas and those nested in their `properties` / `inner_properties`, depth first, without recursion. */
function withNested(roots: (TreeNode | undefined)[]): ObjectNode[] {
  const out: ObjectNode[] = [];
  const stack = roots.reverse();
  while (stack.length) {
    const vs = stack.pop();
    if (!isObject(vs)) continue;
    out.push(vs);
    // Pushed last field first, so the first is taken next (depth first, in the order written).
    const from = stack.length;
    for (const key of NESTING_KEYS) {
      const map = getValue(vs, key);
      if (isObject(map)) for (const p of map.properties) if (p.valueNode) stack.push(p.valueNode);
    }
    reverseFrom(stack, from);
  }
  return out;
}

/** Reverses `list` from index `from` on, in place. */
function reverseFrom(list: unknown[], from: number): void {
  for (let i = from, j = list.length - 1; i < j; i++, j--) {
    const first = list[i];
    list[i] = list[j];
    list[j] = first;
  }
}

/** The value schema's `val_type` when it is a string. */
export const valType = (vs: ObjectNode): string | undefined => getString(vs, 'val_type');
