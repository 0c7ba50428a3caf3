/**
 * What a name means where it is used: the declarations of one script file by lexical scope, and what the module
 * exports. Only `const` initialisers (and imports) are ever evaluated; every other binding is known only so that
 * it can shadow an outer one: a parameter named like a constant is not that constant.
 */
import type * as t from '@babel/types';

export type Binding =
  | { kind: 'const'; init: t.Expression; key?: string }
  /** `named`: bound by `import { imported as local } from source` as a value (not `import type`, `* as`, `require`). */
  | { kind: 'import'; source: string; imported: string; named?: boolean }
  | { kind: 'other' };

interface Scope {
  start: number;
  end: number;
  names: Map<string, Binding>;
  children: Scope[];
}

export interface ModuleExports {
  /** Exported name → the local binding it exports, or a re-export from another module. */
  named: Map<string, { local: string } | { source: string; imported: string }>;
  /** `export * from '…'`, in order. */
  stars: string[];
  /** `export default <expression>`. */
  defaultExpression?: t.Expression;
}

const SKIPPED_KEYS = new Set([
  'type',
  'start',
  'end',
  'loc',
  'extra',
  'range',
  'leadingComments',
  'trailingComments',
  'innerComments',
  'typeAnnotation',
  'typeParameters',
  'typeArguments',
  'returnType',
]);

/**
 * Pushes the children of a syntax node onto `out` (babel nodes are plain objects with a `type`). Types are skipped
 * (nothing Pedelec's is written in one; recognise.ts reads the annotations it needs from their owners). No
 * generator: this runs for every node.
 */
export function pushChildren(node: t.Node, out: t.Node[]): void {
  const record = node as unknown as Record<string, unknown>;
  for (const key in record) {
    if (SKIPPED_KEYS.has(key)) continue;
    const value = record[key];
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const v of value) if (v !== null && typeof v === 'object' && typeof (v as t.Node).type === 'string') out.push(v as t.Node);
    } else if (typeof (value as t.Node).type === 'string') out.push(value as t.Node);
  }
}

/** The node types a Pedelec value can be found at (recognise.ts looks at each). */
const CANDIDATES = new Set(['CallExpression', 'TSSatisfiesExpression', 'TSAsExpression', 'TSTypeAssertion', 'VariableDeclarator']);

const SCOPE_NODES = new Set([
  'BlockStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'CatchClause',
  'StaticBlock',
  'TSModuleBlock',
  'SwitchStatement',
]);
const FUNCTION_NODES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);

export class FileScope {
  private readonly root: Scope;
  readonly exports: ModuleExports = { named: new Map(), stars: [] };
  /** The calls, type assertions and declarations of the file, in source order: where Pedelec values can be. */
  readonly candidates: t.Node[] = [];
  /** How many string literals are written with each quote (fixes write new strings in the file's style). */
  readonly quotes = { single: 0, double: 0 };

  /**
   * `markers`: walk into a top-level statement only when its text contains one of these (the local names of what
   * the file imports from Pedelec, `createSession`). The other statements are declared, not walked: nothing
   * Pedelec's is in them, and their inner names are invisible outside. Without markers (an imported module) only
   * the top level is read: its exports and constants are all another file can reach.
   */
  constructor(
    program: t.Program,
    private readonly text = '',
    markers: readonly string[] = [],
  ) {
    this.root = { start: program.start ?? 0, end: program.end ?? Number.MAX_SAFE_INTEGER, names: new Map(), children: [] };
    // The next occurrence of each marker at or after the statement being looked at: one scan of the text in all.
    const next = markers.map(() => -1);
    for (const statement of program.body) {
      const start = statement.start ?? 0;
      const end = statement.end ?? start;
      let inside = false;
      for (let i = 0; i < markers.length && !inside; i++) {
        if (next[i] < start) {
          const at = text.indexOf(markers[i], start);
          next[i] = at < 0 ? Infinity : at;
        }
        inside = next[i] + markers[i].length <= end;
      }
      if (inside) this.collect(statement);
      else this.declareTopLevel(statement);
    }
    this.candidates.sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
    const sort = (s: Scope) => {
      s.children.sort((a, b) => a.start - b.start);
      s.children.forEach(sort);
    };
    sort(this.root);
  }

  /** A top-level statement's own declarations (an export's declaration included), without walking into it. */
  private declareTopLevel(statement: t.Statement): void {
    this.declare(statement, this.root, this.root);
    if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') && statement.declaration)
      this.declare(statement.declaration, this.root, this.root);
  }

  /** The binding `name` has at `offset`: the innermost declaration of it whose scope holds the offset. */
  lookup(name: string, offset: number): Binding | undefined {
    let scope: Scope | undefined = this.root;
    let found: Binding | undefined;
    while (scope) {
      found = scope.names.get(name) ?? found;
      scope = scope.children.find((c) => c.start <= offset && offset < c.end);
    }
    return found;
  }

  /**
   * The module and exported name a reference stands for: `x` imported (`import { x as y }`: `y` is `x`), or `ns.x`
   * (a value) or `ns.X` (a type) of a namespace or default import. Undefined for anything else.
   */
  importOf(ref: t.Node): { source: string; name: string; named?: boolean } | undefined {
    const imported = (id: t.Node) => {
      const b = id.type === 'Identifier' ? this.lookup(id.name, id.start ?? 0) : undefined;
      return b?.kind === 'import' ? b : undefined;
    };
    if (ref.type === 'Identifier') {
      const b = imported(ref);
      return b && { source: b.source, name: b.imported, ...(b.named ? { named: true } : {}) };
    }
    const [left, right] =
      ref.type === 'MemberExpression' && !ref.computed
        ? [ref.object, ref.property]
        : ref.type === 'TSQualifiedName'
          ? [ref.left, ref.right]
          : [];
    const ns = left && imported(left);
    return ns && (ns.imported === '*' || ns.imported === 'default') && right?.type === 'Identifier'
      ? { source: ns.source, name: right.name }
      : undefined;
  }

  /** One iterative walk: scopes open at blocks and functions; declarations land in the scope being walked. */
  /** Declares and walks one top-level statement, opening scopes at blocks and functions. */
  private collect(statement: t.Statement): void {
    // Two parallel stacks, not an object per node: this walk can visit most of the file.
    const nodes: t.Node[] = [statement];
    const scopes: Scope[] = [this.root];
    const children: t.Node[] = [];
    while (nodes.length) {
      const node = nodes.pop()!;
      const outer = scopes.pop()!;
      let scope = outer;
      if (SCOPE_NODES.has(node.type) || FUNCTION_NODES.has(node.type)) {
        scope = { start: node.start ?? 0, end: node.end ?? 0, names: new Map(), children: [] };
        outer.children.push(scope);
      }
      this.declare(node, outer, scope);
      if (CANDIDATES.has(node.type)) this.candidates.push(node);
      else if (node.type === 'StringLiteral' && this.text) {
        if (this.text.charCodeAt(node.start ?? 0) === 34) this.quotes.double++;
        else this.quotes.single++;
      }
      children.length = 0;
      pushChildren(node, children);
      for (const child of children) {
        nodes.push(child);
        scopes.push(scope);
      }
    }
  }

  private declare(node: t.Node, outer: Scope, own: Scope): void {
    switch (node.type) {
      case 'VariableDeclaration':
        for (const d of node.declarations) declarePattern(d.id, outer, node.kind === 'const' && d.init ? d.init : undefined);
        return;
      case 'FunctionDeclaration':
      case 'ClassDeclaration':
      case 'TSEnumDeclaration':
        if (node.id) outer.names.set(node.id.name, { kind: 'other' });
        if (node.type === 'FunctionDeclaration') for (const p of node.params) declarePattern(p, own);
        return;
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
      case 'ObjectMethod':
      case 'ClassMethod':
        for (const p of node.params) declarePattern(p, own);
        return;
      case 'CatchClause':
        if (node.param) declarePattern(node.param, own);
        return;
      case 'ImportDeclaration':
        for (const s of node.specifiers) {
          const imported =
            s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : nameOf(s.imported);
          const named = s.type === 'ImportSpecifier' && node.importKind !== 'type' && s.importKind !== 'type';
          outer.names.set(s.local.name, { kind: 'import', source: node.source.value, imported, ...(named ? { named } : {}) });
        }
        return;
      case 'ExportNamedDeclaration':
        this.exportNamed(node);
        return;
      case 'ExportAllDeclaration':
        this.exports.stars.push(node.source.value);
        return;
      case 'ExportDefaultDeclaration':
        if (isExpression(node.declaration)) this.exports.defaultExpression = node.declaration;
        return;
    }
  }

  private exportNamed(node: t.ExportNamedDeclaration): void {
    const named = this.exports.named;
    const declaration = node.declaration;
    if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations) for (const name of patternNames(d.id)) named.set(name, { local: name });
    }
    for (const s of node.specifiers) {
      if (s.type !== 'ExportSpecifier') continue;
      const exported = nameOf(s.exported);
      named.set(exported, node.source ? { source: node.source.value, imported: s.local.name } : { local: s.local.name });
    }
  }
}

const nameOf = (n: t.Identifier | t.StringLiteral) => (n.type === 'Identifier' ? n.name : n.value);

const isExpression = (n: t.Node): n is t.Expression =>
  n.type !== 'FunctionDeclaration' && n.type !== 'ClassDeclaration' && n.type !== 'TSDeclareFunction';

/** Declares the names of a binding pattern; `const { a } = init` binds `a` to `init.a`, `require('m')` to an import. */
function declarePattern(pattern: t.Node, scope: Scope, init?: t.Expression): void {
  if (pattern.type === 'Identifier') {
    const required = init && requiredModule(init);
    scope.names.set(
      pattern.name,
      required ? { kind: 'import', source: required, imported: '*' } : init ? { kind: 'const', init } : { kind: 'other' },
    );
    return;
  }
  if (pattern.type === 'ObjectPattern') {
    const required = init && requiredModule(init);
    for (const p of pattern.properties) {
      if (
        p.type === 'ObjectProperty' &&
        !p.computed &&
        p.value.type === 'Identifier' &&
        (p.key.type === 'Identifier' || p.key.type === 'StringLiteral')
      ) {
        const key = nameOf(p.key);
        const binding: Binding = required
          ? { kind: 'import', source: required, imported: key }
          : init
            ? { kind: 'const', init, key }
            : { kind: 'other' };
        scope.names.set(p.value.name, binding);
      } else for (const name of patternNames(p)) scope.names.set(name, { kind: 'other' });
    }
    return;
  }
  for (const name of patternNames(pattern)) scope.names.set(name, { kind: 'other' });
}

/** `require('module')` → the module's name. */
function requiredModule(init: t.Expression): string | undefined {
  if (init.type !== 'CallExpression' || init.callee.type !== 'Identifier' || init.callee.name !== 'require') return undefined;
  const arg = init.arguments[0];
  return arg?.type === 'StringLiteral' ? arg.value : undefined;
}

/** Every identifier a pattern binds. */
function patternNames(pattern: t.Node): string[] {
  const out: string[] = [];
  const stack = [pattern];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'Identifier') out.push(n.name);
    else if (n.type === 'ObjectPattern') for (const p of n.properties) stack.push(p.type === 'RestElement' ? p.argument : p.value);
    else if (n.type === 'ArrayPattern') for (const e of n.elements) e && stack.push(e);
    else if (n.type === 'AssignmentPattern') stack.push(n.left);
    else if (n.type === 'RestElement') stack.push(n.argument);
    else if (n.type === 'TSParameterProperty') stack.push(n.parameter);
  }
  return out;
}
