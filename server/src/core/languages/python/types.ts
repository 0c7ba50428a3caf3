/**
 * A Python annotation → an Arcade value schema, as arcade-core's `get_wire_type_info` computes it (the type table
 * of the facts sheet, §5). What the annotation names but this module does not define (a class imported from
 * elsewhere) is opaque, never guessed; what the catalog rejects is a fault with the catalog's words.
 */
import type { ValueNode } from '../../model/tree';
import { arr, bool, obj, opaque, str, type Entry } from './build';
import type { PythonFault } from './faults';
import { stringOf } from './literals';
import { baseName, qualified, type ClassInfo, type ModuleInfo } from './module';
import { argumentsOf, child, givesDefault, itemsOf, span, type PyNode } from './syntax';

export interface TypeContext {
  text: string;
  module: ModuleInfo;
  faults: PythonFault[];
  /** Another module of the project by its import (`.shapes`, `my_server.shapes`), read and parsed; none in tests of one file. */
  imported?: (from: string) => { text: string; module: ModuleInfo } | undefined;
}

/**
 * A class the annotation names: defined in this module, or imported from a module of the project (a relative
 * import, or the package's own absolute name). An imported class is read in its module's context.
 */
function classNamed(ctx: TypeContext, name: string): { cls: ClassInfo; ctx: TypeContext } | undefined {
  const local = ctx.module.classes.get(name);
  if (local) return { cls: local, ctx };
  const origin = ctx.module.imports.get(name);
  const dot = origin?.lastIndexOf('.') ?? -1;
  if (!origin || dot <= 0 || !ctx.imported) return undefined;
  const other = ctx.imported(origin.slice(0, dot));
  const cls = other?.module.classes.get(origin.slice(dot + 1));
  return other && cls ? { cls, ctx: { text: other.text, module: other.module, faults: [], imported: ctx.imported } } : undefined;
}

/**
 * The schema of a class read in another module, placed on the annotation that uses it (a problem or hover belongs
 * in the file being analysed); a fault found there is reported on the annotation too, naming the class.
 */
function fromClass(
  ctx: TypeContext,
  found: { cls: ClassInfo; ctx: TypeContext },
  use: PyNode,
  read: (c: TypeContext) => Entry[] | undefined,
): Entry[] | undefined {
  if (found.ctx === ctx) return read(ctx);
  const entries = read(found.ctx);
  for (const fault of found.ctx.faults)
    ctx.faults.push({ ...fault, span: span(use), message: `In ${found.cls.name} (imported): ${fault.message}` });
  if (!entries) return undefined;
  const stack: { offset: number; length: number }[] = entries.map(([, v]) => v!).filter(Boolean);
  for (let n = stack.pop(); n; n = stack.pop()) {
    n.offset = use.from;
    n.length = use.to - use.from;
    const node = n as ValueNode | { type: 'property'; keyNode: { offset: number; length: number }; valueNode?: ValueNode };
    if (node.type === 'object') stack.push(...node.properties);
    else if (node.type === 'array') stack.push(...node.items);
    else if (node.type === 'property') {
      stack.push(node.keyNode);
      if (node.valueNode) stack.push(node.valueNode);
    }
  }
  return entries;
}

const SCALARS: Record<string, string> = { str: 'string', int: 'integer', float: 'number', bool: 'boolean' };
const INNER_SCALARS: Record<string, string> = { ...SCALARS, dict: 'json', Dict: 'json' };
const UNSUPPORTED = new Set(['list', 'List', 'tuple', 'Tuple', 'set', 'Set', 'frozenset', 'Any', 'bytes', 'object']);

/** The written name of an annotation's head (`list` of `list[str]`), resolved through the imports. */
function head(ctx: TypeContext, node: PyNode): string | undefined {
  const target = node.name === 'MemberExpression' && node.children.some((c) => c.name === '[') ? node.children[0] : node;
  if (target.name !== 'VariableName' && target.name !== 'MemberExpression') return undefined;
  return baseName(qualified(ctx.module, ctx.text.slice(target.from, target.to)));
}

const isSubscript = (node: PyNode) => node.name === 'MemberExpression' && node.children.some((c) => c.name === '[');
const isNone = (node: PyNode) => node.name === 'None';

/** `Optional[T]`, `Union[T, None]`, `T | None`: T and true; any other union: the members; else the node itself. */
export function unwrapUnion(ctx: TypeContext, node: PyNode): { inner: PyNode; optional: boolean; union?: PyNode[] } {
  let members: PyNode[] | undefined;
  const h = head(ctx, node);
  if (isSubscript(node) && h === 'Optional') return { inner: itemsOf(node)[0] ?? node, optional: true };
  if (isSubscript(node) && h === 'Union') members = itemsOf(node);
  if (node.name === 'BinaryExpression' && child(node, 'BitOp')) members = flattenBitOr(node);
  if (!members) return { inner: node, optional: false };
  const rest = members.filter((m) => !isNone(m));
  if (rest.length === 1) return { inner: rest[0], optional: rest.length < members.length };
  return { inner: node, optional: rest.length < members.length, union: rest };
}

function flattenBitOr(node: PyNode): PyNode[] {
  if (node.name !== 'BinaryExpression' || !child(node, 'BitOp')) return [node];
  const [left, , right] = node.children;
  return [...flattenBitOr(left), ...(right ? flattenBitOr(right) : [])];
}

const unsupported = (ctx: TypeContext, node: PyNode, written = ctx.text.slice(node.from, node.to)): undefined => {
  ctx.faults.push({
    id: 'unsupported-type',
    span: span(node),
    message: `Unsupported parameter type: ${written}. Arcade's catalog rejects it (ToolDefinitionError); use str, int, float, bool, a string Literal or Enum, list[T] of those, dict, a TypedDict or a pydantic model.`,
  });
  return undefined;
};

/**
 * The value schema entries of an annotation (without `Optional`), or undefined after recording a fault. `nested`:
 * a field of a model or TypedDict, where `Optional` gives `nullable`.
 */
export function valueSchema(ctx: TypeContext, node: PyNode, depth = 0): Entry[] | undefined {
  const at = span(node);
  if (node.name === 'String')
    return unsupported(ctx, node, `${ctx.text.slice(node.from, node.to)} (a string annotation: arcade-core does not resolve it)`);
  const h = head(ctx, node);
  if (h === undefined) return [['val_type', opaque(at, 'an annotation toolschema cannot read')]];
  if (h in SCALARS && !isSubscript(node)) return [['val_type', str(at, SCALARS[h])]];
  if (h === 'dict' || h === 'Dict') return [['val_type', str(at, 'json')]];
  if (h === 'Literal') return literal(ctx, node, 'val_type');
  if ((h === 'list' || h === 'List') && isSubscript(node)) return list(ctx, node, depth);
  if (UNSUPPORTED.has(h) || h === 'Optional' || h === 'Union') return unsupported(ctx, node);
  const found = !isSubscript(node) && node.name === 'VariableName' ? classNamed(ctx, ctx.text.slice(node.from, node.to)) : undefined;
  const cls = found?.cls;
  if (found && cls?.kind === 'enum') return fromClass(ctx, found, node, (c) => enumSchema(c, cls, node, 'val_type'));
  if (found && (cls?.kind === 'typeddict' || cls?.kind === 'model')) {
    if (depth > 8) return [['val_type', str(at, 'json')]];
    return fromClass(ctx, found, node, (c) => {
      const fields = fieldsOf(c, cls, node, depth);
      if (!fields) return undefined;
      return [
        ['val_type', str(at, 'json')],
        ['properties', fields.properties],
        ['required_keys', fields.required],
      ];
    });
  }
  if (cls) return unsupported(ctx, node);
  // A name imported from another module, or a class defined elsewhere: not known here.
  return [['val_type', opaque(at, `the type ${ctx.text.slice(node.from, node.to)}, not defined in this module`)]];
}

function literal(ctx: TypeContext, node: PyNode, typeKey: 'val_type' | 'inner_val_type'): Entry[] | undefined {
  const values: ValueNode[] = [];
  for (const item of itemsOf(node)) {
    const value = stringOf(ctx.text, item);
    if (value === undefined) return unsupported(ctx, node);
    values.push(str(span(item), value));
  }
  return [
    [typeKey, str(span(node), 'string')],
    ['enum', arr(span(node), values)],
  ];
}

function enumSchema(ctx: TypeContext, cls: ClassInfo, node: PyNode, typeKey: 'val_type' | 'inner_val_type'): Entry[] | undefined {
  const values: ValueNode[] = [];
  for (const statement of child(cls.node, 'Body')?.children ?? []) {
    if (statement.name !== 'AssignStatement') continue;
    const value = statement.children[statement.children.length - 1];
    if (value.name === 'CallExpression')
      return [
        [typeKey, str(span(node), 'string')],
        ['enum', opaque(span(node), 'enum values computed by a call')],
      ];
    const s = stringOf(ctx.text, value);
    if (s === undefined) {
      ctx.faults.push({
        id: 'unsupported-type',
        span: span(node),
        message: `The Enum ${cls.name} has a value that is not a string (${ctx.text.slice(value.from, value.to)}); Arcade's catalog rejects it (pydantic ValidationError: enum must be a list of strings). Give every member a string value.`,
      });
      return undefined;
    }
    values.push(str(span(value), s));
  }
  return [
    [typeKey, str(span(node), 'string')],
    ['enum', arr(span(node), values)],
  ];
}

function list(ctx: TypeContext, node: PyNode, depth: number): Entry[] | undefined {
  const at = span(node);
  const [item] = itemsOf(node);
  if (!item) return unsupported(ctx, node);
  const h = head(ctx, item);
  const base: Entry = ['val_type', str(at, 'array')];
  if (unwrapUnion(ctx, item).optional) return unsupported(ctx, node);
  if (h && h in INNER_SCALARS && !isSubscript(item)) return [base, ['inner_val_type', str(span(item), INNER_SCALARS[h])]];
  if ((h === 'dict' || h === 'Dict') && isSubscript(item)) return [base, ['inner_val_type', str(span(item), 'json')]];
  if (h === 'Literal') return withBase(base, literal(ctx, item, 'inner_val_type'));
  if (h === 'list' || h === 'List') {
    ctx.faults.push({
      id: 'unsupported-type',
      span: at,
      message: `A list of lists (${ctx.text.slice(node.from, node.to)}) cannot be described: Arcade's ValueSchema allows no array inside an array (pydantic ValidationError). Use a list of a TypedDict or model that holds the inner list.`,
    });
    return undefined;
  }
  const found = item.name === 'VariableName' ? classNamed(ctx, ctx.text.slice(item.from, item.to)) : undefined;
  const cls = found?.cls;
  if (found && cls?.kind === 'enum')
    return withBase(
      base,
      fromClass(ctx, found, item, (c) => enumSchema(c, cls, item, 'inner_val_type')),
    );
  if (found && (cls?.kind === 'typeddict' || cls?.kind === 'model')) {
    if (depth > 8) return [base, ['inner_val_type', str(span(item), 'json')]];
    return fromClass(ctx, found, item, (c) => {
      const fields = fieldsOf(c, cls, item, depth);
      if (!fields) return undefined;
      return [
        base,
        ['inner_val_type', str(span(item), 'json')],
        ['inner_properties', fields.properties],
        ['inner_required_keys', fields.required],
      ];
    });
  }
  if (cls || (h && UNSUPPORTED.has(h))) return unsupported(ctx, node);
  return [base, ['inner_val_type', opaque(span(item), `the type ${ctx.text.slice(item.from, item.to)}, not defined in this module`)]];
}

const withBase = (base: Entry, rest: Entry[] | undefined) =>
  rest ? [base, ...rest.filter(([k]) => k !== 'inner_val_type'), ...rest.filter(([k]) => k === 'inner_val_type')] : undefined;

/** A model field's `Field(description=…)` (as its default or in `Annotated`), which arcade-core does not carry. */
function droppedDescription(ctx: TypeContext, cls: ClassInfo, field: string, statement: PyNode): void {
  const stack = [...statement.children];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (n.name === 'CallExpression' && baseName(ctx.text.slice(n.children[0].from, n.children[0].to)) === 'Field') {
      const description = argumentsOf(child(n, 'ArgList')).find(
        (a) => a.keyword && ctx.text.slice(a.keyword.from, a.keyword.to) === 'description',
      );
      if (description)
        ctx.faults.push({
          id: 'model-field-description-dropped',
          span: span(description.value),
          message: `arcade-core does not carry the description of ${cls.name}.${field} into the tool definition: the model is never shown it. Say it in the description of the parameter that uses ${cls.name}, or make ${cls.name} a TypedDict (a string literal right after a field is its description).`,
        });
      return;
    }
    stack.push(...n.children);
  }
}

/** The fields of a TypedDict or pydantic model of this module: properties and the sorted required keys. */
function fieldsOf(
  ctx: TypeContext,
  cls: ClassInfo,
  use: PyNode,
  depth: number,
): { properties: ValueNode; required: ValueNode } | undefined {
  const at = span(use);
  const fields = classFields(ctx, cls, depth, new Set());
  if (!fields) return undefined;
  const required = [...fields].filter(([, f]) => f.required).map(([k]) => k);
  required.sort();
  return {
    properties: obj(
      at,
      [...fields.values()].map((f) => f.entry),
    ),
    required: arr(
      at,
      required.map((k) => str(at, k)),
    ),
  };
}

/**
 * A class's fields by name, its bases' first: a TypedDict or model inherits the fields of the classes of this
 * module it derives from (each TypedDict's own `total` decides for its own fields); a field written again overrides
 * in its base's place.
 */
function classFields(
  ctx: TypeContext,
  cls: ClassInfo,
  depth: number,
  seen: Set<ClassInfo>,
): Map<string, { entry: Entry; required: boolean }> | undefined {
  seen.add(cls);
  const fields = new Map<string, { entry: Entry; required: boolean }>();
  for (const base of argumentsOf(child(cls.node, 'ArgList'))) {
    const parent = base.keyword ? undefined : ctx.module.classes.get(ctx.text.slice(base.value.from, base.value.to));
    if (!parent || parent.kind !== cls.kind || seen.has(parent)) continue;
    const inherited = classFields(ctx, parent, depth, seen);
    if (!inherited) return undefined;
    for (const [k, f] of inherited) fields.set(k, f);
  }
  const statements = child(cls.node, 'Body')?.children ?? [];
  for (let i = 0; i < statements.length; i++) {
    const statement = statements[i];
    const typeDef = child(statement, 'TypeDef');
    const name = statement.children[0];
    if (statement.name !== 'AssignStatement' || !typeDef || name?.name !== 'VariableName') continue;
    const annotation = typeDef.children.find((c) => c.name !== ':');
    if (!annotation) continue;
    const assign = statement.children.findIndex((c) => c.name === 'AssignOp');
    const hasDefault = assign >= 0 && givesDefault(ctx.text, statement.children[assign + 1] ?? statement);
    const fieldHead = head(ctx, annotation);
    if (cls.kind === 'typeddict' && (fieldHead === 'NotRequired' || fieldHead === 'Required')) return unsupported(ctx, annotation);
    const { inner, optional, union } = unwrapUnion(ctx, annotation);
    if (union) return unsupported(ctx, annotation);
    const schema = valueSchema(ctx, inner, depth + 1);
    if (!schema) return undefined;
    const fieldName = ctx.text.slice(name.from, name.to);
    const extra: Entry[] = [];
    // TypedDict fields take the string literal right after them as their description; model Field descriptions are dropped.
    const next = statements[i + 1];
    const doc = cls.kind === 'typeddict' && next?.name === 'ExpressionStatement' ? stringOf(ctx.text, next.children[0]) : undefined;
    if (doc !== undefined) extra.push(['description', str(span(next), doc)]);
    if (optional) extra.push(['nullable', bool(span(annotation), true)]);
    if (cls.kind === 'model') droppedDescription(ctx, cls, fieldName, statement);
    fields.set(fieldName, {
      entry: [fieldName, obj(span(statement), [...schema, ...extra]), span(name)],
      required: cls.kind === 'typeddict' ? cls.total : !hasDefault,
    });
  }
  return fields;
}
