/**
 * Where Arcade value schemas are: each input parameter's, the output's, each HTTP endpoint parameter's (current
 * format), and nested `properties` / `inner_properties`. Each walk is written once over a Reader: the checks read
 * the tree (`parameters(doc)` …); the verdicts read the same of the plain value (`plainParameters(context)`, the facts
 * of its value schemas) from one pass (plainDefinition.ts, held equal to these walks over the PLAIN reader by its test).
 */
import { getString, type JsonValue, type ObjectNode, type ValueNode } from '../../../model/tree';
import type { SchemaDocument } from '../../../model/document';
import type { PlainContext } from '../../../model/rule';
import { PLAIN, TREE, type PlainObject, type Reader } from './reader';
import { plainDefinitionOf } from './plainDefinition';

/** The parameter objects of a tool definition (`input.parameters`, or `inputs.parameters` in preview). */
export function parametersIn<N>(r: Reader<N>, root: N | undefined): N[] {
  const input = r.get(root, 'input');
  return objectsOf(r, r.items(r.get(input !== undefined ? input : r.get(root, 'inputs'), 'parameters')));
}

/** The objects of a list (none when it is not one). */
function objectsOf<N>(r: Reader<N>, list: readonly N[] | undefined): N[] {
  const out: N[] = [];
  if (list) for (const item of list) if (r.isObject(item)) out.push(item);
  return out;
}

/** The `http_endpoint.parameters` objects of an API-wrapper tool (current format). */
export function endpointParametersIn<N>(r: Reader<N>, root: N | undefined): N[] {
  return objectsOf(r, r.items(r.get(r.get(root, 'http_endpoint'), 'parameters')));
}

/** Every value schema of the tool, including nested ones, depth first. */
export function valueSchemasIn<N>(r: Reader<N>, root: N | undefined): N[] {
  const roots: (N | undefined)[] = [];
  for (const p of parametersIn(r, root)) roots.push(r.get(p, 'value_schema'));
  roots.push(r.get(r.get(root, 'output'), 'value_schema'));
  for (const p of endpointParametersIn(r, root)) roots.push(r.get(p, 'value_schema'));
  return withNested(r, roots);
}

const NESTING_KEYS = ['properties', 'inner_properties'];

/** The given value schemas and those nested in their `properties` / `inner_properties`, depth first, without recursion. */
function withNested<N>(r: Reader<N>, roots: (N | undefined)[]): N[] {
  const out: N[] = [];
  const stack = roots.reverse();
  while (stack.length) {
    const vs = stack.pop();
    if (!r.isObject(vs)) continue;
    out.push(vs!);
    // Pushed last field first, so the first is taken next (depth first, in the order written).
    const from = stack.length;
    for (const key of NESTING_KEYS) {
      const fields = r.values(r.get(vs, key));
      if (fields) for (const field of fields) stack.push(field);
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

/*
 * The tree's lists are worked out once per document and charged to each rule that asks as if it worked them out
 * itself (SchemaDocument.derived); the plain value's once per document too (PlainContext.derived), charged to nothing.
 */
const objects = (nodes: ValueNode[]) => nodes as ObjectNode[];

export const parameters = (doc: SchemaDocument): readonly ObjectNode[] => doc.derived(parametersOfTree);
const parametersOfTree = ({ root }: SchemaDocument) => objects(parametersIn(TREE, root));
/** The plain value's, from the verdicts' one pass (plainDefinition.ts). */
export const plainParameters = (context: PlainContext): readonly PlainObject[] => context.derived(plainDefinitionOf).parameters;

export const endpointParameters = (doc: SchemaDocument): readonly ObjectNode[] => doc.derived(endpointParametersOfTree);
const endpointParametersOfTree = ({ root }: SchemaDocument) => objects(endpointParametersIn(TREE, root));

export const valueSchemas = (doc: SchemaDocument): readonly ObjectNode[] => doc.derived(valueSchemasOfTree);
const valueSchemasOfTree = ({ root }: SchemaDocument) => objects(valueSchemasIn(TREE, root));
/** The plain value's: asked only of a definition whose facts say a verdict needs them (the pass keeps no list). */
export const plainValueSchemas = (context: PlainContext): readonly PlainObject[] => context.derived(plainValueSchemasOf);
const plainValueSchemasOf = (value: JsonValue) => valueSchemasIn(PLAIN, value) as PlainObject[];
/** Whether some value schema of the plain value sets `fact` (a bit of valueSchemaFacts.ts), from the verdicts' pass. */
export const plainValueSchemasHave = (context: PlainContext, fact: number): boolean =>
  (context.derived(plainDefinitionOf).valueSchemaFacts & fact) !== 0;

/** The value schema's `val_type` when it is a string. */
export const valType = (vs: ObjectNode): string | undefined => getString(vs, 'val_type');
