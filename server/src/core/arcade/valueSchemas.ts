/** Where Arcade value schemas are: each input parameter's, the output's, and nested `properties` / `inner_properties`. */
import { getValue, isArray, isObject, type ASTNode, type ObjectASTNode } from '../ast';
import type { ParsedDocument } from '../document';

/** The parameter objects of a tool definition (`input.parameters`, or `inputs.parameters` in preview). */
export function parameters(doc: ParsedDocument): ObjectASTNode[] {
  const root = doc.root;
  const input = getValue(root, 'input') ?? getValue(root, 'inputs');
  const params = getValue(input, 'parameters');
  return isArray(params) ? params.items.filter(isObject) : [];
}

/** Every value schema of the tool, including nested ones, without recursion. */
export function* valueSchemas(doc: ParsedDocument): Generator<ObjectASTNode> {
  const stack: (ASTNode | undefined)[] = [
    ...parameters(doc).map((p) => getValue(p, 'value_schema')),
    getValue(getValue(doc.root, 'output'), 'value_schema'),
  ].reverse();
  while (stack.length) {
    const vs = stack.pop();
    if (!isObject(vs)) continue;
    yield vs;
    for (const key of ['properties', 'inner_properties']) {
      const nested = getValue(vs, key);
      if (isObject(nested)) for (const p of nested.properties) stack.push(p.valueNode);
    }
  }
}
