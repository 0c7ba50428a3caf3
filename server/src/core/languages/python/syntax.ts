/**
 * The Python syntax tree toolschema reads: lezer's tree seen through plain nodes (name, span, children), so the
 * readers below can walk it with ordinary code. A node's children are made when first asked for: a file's readers
 * visit its imports, classes, apps and tools, not the bodies of its other functions, so most of the tree is never
 * copied. Error nodes are kept (`⚠`): a file being typed still yields the tools that parse.
 */
type LezerPython = typeof import('@lezer/python');
type LezerNode = ReturnType<LezerPython['parser']['parse']>['topNode'];
let lezer: LezerPython | undefined;

/** Required on first use: a run or session that reads no Python file naming an Arcade module never loads the grammar. */
const load = (): LezerPython => (lezer ??= require('@lezer/python') as LezerPython);

export class PyNode {
  readonly name: string;
  readonly from: number;
  readonly to: number;
  private made?: PyNode[];

  constructor(readonly lezer: LezerNode) {
    this.name = lezer.name;
    this.from = lezer.from;
    this.to = lezer.to;
  }

  /**
   * Made once, so a node found twice is the same object (the readers key maps by node). Comments are left out: lezer
   * puts them wherever they are written (between a call's arguments, a list's items, a class's statements), and the
   * readers take positions and neighbours for syntax (`open_world=False,  # no external systems` read as a positional
   * argument made arcade-mcp's own metadata example opaque). `visit` still meets them.
   */
  get children(): PyNode[] {
    if (this.made) return this.made;
    const made: PyNode[] = [];
    for (let c = this.lezer.firstChild; c; c = c.nextSibling) if (c.name !== 'Comment') made.push(new PyNode(c));
    return (this.made = made);
  }
}

/** The whole file's root; its descendants are read on demand. */
export const parsePython = (text: string): PyNode => new PyNode(load().parser.parse(text).topNode);

export const child = (node: PyNode | undefined, name: string) => node?.children.find((c) => c.name === name);
export const span = (node: { from: number; to: number }) => ({ offset: node.from, length: node.to - node.from });
export const textOf = (text: string, node: PyNode) => text.slice(node.from, node.to);

/** The one expression `(x)` holds; undefined for `()` or a parenthesised tuple. */
export function parenthesised(node: PyNode): PyNode | undefined {
  const inner = node.children.filter((c) => c.name !== '(' && c.name !== ')');
  return inner.length === 1 ? inner[0] : undefined;
}

/** A node met by `visit`: made only when a walk keeps it. */
export interface Visited {
  name: string;
  from: number;
  to: number;
}

/**
 * Every node under `root` (itself included) in file order, on lezer's cursor, making no node objects. `enter` says
 * whether to go into a node's children; `parent` is the name of the node it is in, `depth` its number of ancestors.
 */
export function visit(
  root: PyNode,
  enter: (name: string, from: number, to: number, parent: string | undefined, depth: number) => boolean,
): void {
  const cursor = root.lezer.cursor();
  const parents: string[] = [];
  for (;;) {
    const name = cursor.name;
    if (enter(name, cursor.from, cursor.to, parents[parents.length - 1], parents.length) && cursor.firstChild()) {
      parents.push(name);
      continue;
    }
    for (;;) {
      if (!parents.length) return;
      if (cursor.nextSibling()) break;
      cursor.parent();
      parents.pop();
    }
  }
}

/** Every error node in the file: where the parser had to skip or invent text. */
export function errorNodes(root: PyNode): Visited[] {
  const out: Visited[] = [];
  visit(root, (name, from, to) => (name === '⚠' && out.push({ name, from, to }), true));
  return out;
}

/** The arguments of an ArgList: positional values and `name=value` keywords, with their spans. */
export interface Argument {
  keyword?: PyNode;
  value: PyNode;
}

export function argumentsOf(argList: PyNode | undefined): Argument[] {
  const args: Argument[] = [];
  if (!argList) return args;
  const parts = argList.children.filter((c) => c.name !== '(' && c.name !== ')');
  for (let i = 0; i < parts.length; i++) {
    const c = parts[i];
    if (c.name === ',') continue;
    if (c.name === 'VariableName' && parts[i + 1]?.name === 'AssignOp' && parts[i + 2]) {
      args.push({ keyword: c, value: parts[i + 2] });
      i += 2;
    } else args.push({ value: c });
  }
  return args;
}

/** The items of a subscript (`X[a, b]`), a list or a tuple: the expressions between the brackets and commas. */
export function itemsOf(node: PyNode): PyNode[] {
  const open = node.children.findIndex((c) => c.name === '[' || c.name === '(');
  return node.children.slice(open + 1).filter((c) => ![',', ']', ')', '[', '('].includes(c.name));
}

/**
 * Whether a default written as `= value` gives a default the way pydantic counts it: `Field(...)`, `Field(default=...)`
 * and `Field(description=…)` leave the field or parameter required (pydantic reads the Ellipsis as "no default");
 * any other value, `Field(x)`, `Field(default=x)` and `Field(default_factory=f)` give one.
 */
export function givesDefault(text: string, value: PyNode): boolean {
  if (value.name !== 'CallExpression') return true;
  const callee = text.slice(value.children[0].from, value.children[0].to);
  if (callee !== 'Field' && !callee.endsWith('.Field')) return true;
  const isEllipsis = (node: PyNode) => ['...', 'Ellipsis'].includes(text.slice(node.from, node.to).trim());
  return argumentsOf(child(value, 'ArgList')).some((a, i) => {
    const keyword = a.keyword && text.slice(a.keyword.from, a.keyword.to);
    if (keyword === 'default_factory') return true;
    if (keyword === 'default' || (!keyword && i === 0)) return !isEllipsis(a.value);
    return false;
  });
}

/** Literals that are never callable: a `default_factory` written as one is refused by the catalog. */
const NOT_CALLABLE = new Set([
  'ArrayExpression',
  'ArrayComprehensionExpression',
  'DictionaryExpression',
  'DictionaryComprehensionExpression',
  'SetExpression',
  'SetComprehensionExpression',
  'TupleExpression',
  'String',
  'FormatString',
  'Number',
  'Boolean',
  'None',
]);

/**
 * The `default_factory=` value of a `Field(...)` default when it is a literal (`[]`, `"x"`, `{}`), which
 * arcade-core refuses when it builds the tool; a name may be callable or not, and is not judged.
 */
export function literalFactory(text: string, value: PyNode): PyNode | undefined {
  if (value.name !== 'CallExpression') return undefined;
  const callee = text.slice(value.children[0].from, value.children[0].to);
  if (callee !== 'Field' && !callee.endsWith('.Field')) return undefined;
  const factory = argumentsOf(child(value, 'ArgList')).find(
    (a) => a.keyword && text.slice(a.keyword.from, a.keyword.to) === 'default_factory',
  );
  return factory && NOT_CALLABLE.has(factory.value.name) ? factory.value : undefined;
}
