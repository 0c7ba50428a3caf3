/**
 * Static evaluation of the values schemas are written as: literals, `as const` / `satisfies` / parentheses,
 * constants, spreads and imports, into the core's tree with spans in the file each part is written in. What cannot
 * be known without running the code (a call, a parameter, a computed key) becomes an opaque node: rules skip it.
 * Values JSON cannot hold (a function, `undefined`, a BigInt …) are opaque too, with the hazard named.
 */
import type * as t from '@babel/types';
import type { ArrayNode, Hazard, HelperCall, KeyNode, ObjectNode, OpaqueNode, PropertyNode, Span, ValueNode } from '../../model/tree';
import { descendants, getProperty, getValue } from '../../model/tree';
import { Budget } from '../../model/budget';
import type { Program, JsonModule, Module, ScriptModule } from './program';
import type { Binding } from './scope';
import { recordItem, recordKeyStyle, recordLiteral, recordOverride, type WrittenLiteral } from './written';
import { Sharing } from './sharing';

/** Deeper than this, a value is skipped: no real schema nests so far through constants. */
const MAX_DEPTH = 200;
/** The SDK's identity helper for a Deno module; its object is the module (Pedelec 0.4). */
export const DENO = 'defineDenoModule';
/**
 * Nodes per file, all its values together (tools, sessions, schemas): constants reused inside constants could
 * otherwise grow a tree exponentially, and many values each just under a per-value cap took 325 MB (21 tools over a
 * Fibonacci chain of imports, found by test:fuzz's peak-memory property); per file, 183 MB.
 * A constant's (or an imported JSON file's) expanded size is counted before it is copied in; past this, or past
 * the analysis's budget, it stays opaque and the analysis-truncated problem names it.
 */
export const MAX_NODES = 100_000;
/** Budget units per node built: measured, a built node (its spans and fix facts included) costs about 40 visits. */
export const NODE_UNITS = 40;

const WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSTypeAssertion',
  'TSNonNullExpression',
  'ParenthesizedExpression',
  'TSInstantiationExpression',
]);

export class Evaluator {
  private nodes = 0;
  private readonly active = new Set<t.Node>();
  /** Which constants several values use (fixes must not edit one for a single value's sake). */
  readonly sharing = new Sharing();
  /** Expanded sizes by expression (saturated past MAX_NODES): each constant is measured once per analysis. */
  private readonly sizes = new Map<t.Node, number>();
  private readonly refused = new Set<t.Node | ValueNode>();

  constructor(
    private readonly program: Program,
    /** The import is of the Pedelec SDK (its `defineTool` returns the tool it is given). */
    private readonly isPedelecModule: (source: string) => boolean,
    private readonly budget: Budget = new Budget(),
  ) {}

  /** One value of `module` (a tool, a session's options, a typed schema); its nodes count towards the file's. */
  evaluate(expr: t.Node, module: ScriptModule): ValueNode {
    return this.value(expr, module, 0);
  }

  private value(expr: t.Node, module: ScriptModule, depth: number): ValueNode {
    if (depth > MAX_DEPTH) return this.opaque(expr, module, 'a value nested too deep or too large');
    if (++this.nodes > MAX_NODES) {
      // Never a silent pass: the rest of a value written out past the limit is named as unchecked.
      this.budget.skip(`the values past the first ${MAX_NODES.toLocaleString('en-US')} of the file's tools and sessions`);
      return this.opaque(expr, module, 'a value nested too deep or too large');
    }
    if (!this.budget.take(NODE_UNITS)) {
      this.budget.skip('the values left to evaluate');
      return this.opaque(expr, module, 'a value left unevaluated when the work budget was spent');
    }
    while (WRAPPERS.has(expr.type)) expr = (expr as t.TSAsExpression).expression;
    const span = this.span(expr, module);
    switch (expr.type) {
      case 'ObjectExpression':
        return this.object(expr, module, depth);
      case 'ArrayExpression':
        return this.array(expr, module, depth);
      case 'StringLiteral':
        return { type: 'string', value: expr.value, ...span };
      case 'TemplateLiteral':
        return expr.expressions.length === 0 && expr.quasis[0]?.value.cooked != null
          ? { type: 'string', value: expr.quasis[0].value.cooked, ...span }
          : this.opaque(expr, module, 'a template literal with substitutions');
      case 'NumericLiteral':
        return { type: 'number', value: expr.value, ...span };
      case 'BooleanLiteral':
        return { type: 'boolean', value: expr.value, ...span };
      case 'NullLiteral':
        return { type: 'null', value: null, ...span };
      case 'BigIntLiteral':
        return this.opaque(expr, module, 'a BigInt', 'bigint');
      case 'UnaryExpression':
        return this.unary(expr, module, depth);
      case 'Identifier':
        return this.identifier(expr, module, depth);
      case 'MemberExpression':
        return this.member(expr, module, depth);
      case 'CallExpression':
        return this.call(expr, module, depth);
      case 'NewExpression':
        return this.opaque(expr, module, 'a class instance', 'instance');
      case 'RegExpLiteral':
        return this.opaque(expr, module, 'a regular expression object', 'instance');
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      case 'ClassExpression':
        return this.opaque(expr, module, 'a function', 'function');
      default:
        return this.opaque(expr, module, 'an expression that is not a literal');
    }
  }

  private span(node: t.Node, module: Module) {
    const start = node.start ?? 0;
    return { offset: module.base + start, length: (node.end ?? start) - start, ...(module.base ? { origin: module.uri } : {}) };
  }

  private opaque(node: t.Node, module: Module, reason: string, hazard?: Hazard): OpaqueNode {
    return { type: 'opaque', reason, ...(hazard ? { hazard } : {}), ...this.span(node, module) };
  }

  private object(expr: t.ObjectExpression, module: ScriptModule, depth: number): ValueNode {
    const object: ObjectNode = { type: 'object', properties: [], ...this.span(expr, module) };
    const literal = this.literal(expr, expr.properties, module);
    recordLiteral(object, literal);
    const byKey = new Map<string, PropertyNode>(); // a search per property would be quadratic in a large literal
    const put = (property: PropertyNode) => {
      const earlier = byKey.get(property.keyNode.value);
      if (earlier) {
        object.properties.splice(object.properties.indexOf(earlier), 1); // later properties win, as in JavaScript
        recordOverride(property, earlier);
      }
      byKey.set(property.keyNode.value, property);
      property.parent = object;
      object.properties.push(property);
    };
    for (const [index, member] of expr.properties.entries()) {
      if (member.type === 'SpreadElement') {
        const spread = this.value(member.argument, module, depth + 1);
        if (spread.type === 'object') spread.properties.forEach(put);
        else if (spread.type !== 'null' && !(spread.type === 'opaque' && spread.hazard === 'undefined'))
          return this.opaque(
            expr,
            module,
            spread.type === 'opaque' ? `an object spread of ${spread.reason}` : 'an object spread of a value that is no object',
          );
        continue;
      }
      // `__proto__: v` sets the object's prototype: no own property, so JSON.stringify (and Pedelec) never see it.
      if (setsPrototype(member)) continue;
      if (member.type === 'ObjectMethod' && member.kind !== 'method') return this.opaque(expr, module, 'an object with a getter or setter');
      const key = this.key(member, module);
      if (!key) return this.opaque(expr, module, 'an object with a computed key');
      const property = { type: 'property', keyNode: key, ...this.span(member, module) } as PropertyNode;
      key.parent = property;
      recordItem(property, { literal, span: literal.items[index] });
      const value =
        member.type === 'ObjectMethod'
          ? this.opaque(member, module, 'a function', 'function')
          : this.value(member.value, module, depth + 1);
      value.parent = property;
      property.valueNode = value;
      put(property);
    }
    return object;
  }

  private key(member: t.ObjectProperty | t.ObjectMethod, module: ScriptModule): KeyNode | undefined {
    const k = member.key;
    let value: string | undefined;
    if (k.type === 'Identifier' && !member.computed) value = k.name;
    else if (k.type === 'StringLiteral') value = k.value;
    else if (k.type === 'NumericLiteral') value = String(k.value);
    else if (k.type === 'TemplateLiteral' && k.expressions.length === 0) value = k.quasis[0]?.value.cooked ?? undefined;
    if (value === undefined) return undefined;
    const key = { type: 'string', value, ...this.span(k, module) } as KeyNode;
    const raw = module.text[k.start ?? 0];
    recordKeyStyle(key, k.type === 'Identifier' && !member.computed ? 'identifier' : raw === "'" || raw === '"' ? raw : 'number');
    return key;
  }

  private array(expr: t.ArrayExpression, module: ScriptModule, depth: number): ValueNode {
    const array: ArrayNode = { type: 'array', items: [], ...this.span(expr, module) };
    const literal = this.literal(expr, expr.elements, module);
    recordLiteral(array, literal);
    if (expr.elements.includes(null)) return this.opaque(expr, module, 'an array with a hole');
    for (const [index, element] of expr.elements.entries()) {
      if (element === null) continue;
      if (element.type === 'SpreadElement') {
        const spread = this.value(element.argument, module, depth + 1);
        if (spread.type !== 'array')
          return this.opaque(
            expr,
            module,
            spread.type === 'opaque' ? `an array spread of ${spread.reason}` : 'an array spread of a value that is no array',
          );
        for (const item of spread.items) {
          item.parent = array;
          array.items.push(item);
        }
        continue;
      }
      const item = this.value(element, module, depth + 1);
      item.parent = array;
      recordItem(item, { literal, span: literal.items[index] });
      array.items.push(item);
    }
    return array;
  }

  private literal(expr: t.Node, elements: readonly (t.Node | null)[], module: Module): WrittenLiteral {
    return { ...this.span(expr, module), items: elements.flatMap((e) => (e ? [this.span(e, module)] : [])) };
  }

  private unary(expr: t.UnaryExpression, module: ScriptModule, depth: number): ValueNode {
    if (expr.operator === 'void') return this.opaque(expr, module, 'undefined', 'undefined');
    if (expr.operator !== '-' && expr.operator !== '+') return this.opaque(expr, module, 'an expression that is not a literal');
    const inner = this.value(expr.argument, module, depth + 1);
    if (inner.type === 'number')
      return { type: 'number', value: expr.operator === '-' ? -inner.value : inner.value, ...this.span(expr, module) };
    if (inner.type === 'opaque' && (inner.hazard === 'Infinity' || inner.hazard === 'NaN')) return { ...inner, ...this.span(expr, module) };
    return this.opaque(expr, module, 'an expression that is not a literal');
  }

  private identifier(expr: t.Identifier, module: ScriptModule, depth: number): ValueNode {
    const binding = module.scope.lookup(expr.name, expr.start ?? 0);
    if (!binding) {
      if (expr.name === 'undefined') return this.opaque(expr, module, 'undefined', 'undefined');
      if (expr.name === 'NaN' || expr.name === 'Infinity') return this.opaque(expr, module, expr.name, expr.name);
      return this.opaque(expr, module, `\`${expr.name}\`, which is not declared in this file`);
    }
    return this.bound(binding, expr, module, depth, this.span(expr, module).offset);
  }

  /** `site`: where the name is used, in program offsets (it may be in another file than the binding). */
  private bound(binding: Binding, at: t.Node, module: ScriptModule, depth: number, site: number): ValueNode {
    if (binding.kind === 'other') return this.opaque(at, module, 'a variable that is not a constant');
    if (binding.kind === 'import') return this.imported(binding.source, binding.imported, at, module, depth);
    if (this.active.has(binding.init)) return this.opaque(at, module, 'a value that refers to itself');
    this.sharing.use(this.span(binding.init, module), site);
    const refused = this.tooLarge(this.sizeOf(binding.init, module, 0), at, module, binding.init);
    if (refused) return refused;
    this.active.add(binding.init);
    try {
      const value = this.value(binding.init, module, depth + 1);
      return binding.key === undefined ? value : this.propertyOf(value, binding.key, at, module);
    } finally {
      this.active.delete(binding.init);
    }
  }

  /** `obj.key` of an evaluated object, detached from it (each use gets its own parent). */
  private propertyOf(value: ValueNode, key: string, at: t.Node, module: Module): ValueNode {
    if (value.type !== 'object')
      return this.opaque(at, module, value.type === 'opaque' ? value.reason : 'a property of a value that is no object');
    const property = getProperty(value, key);
    const found = property?.valueNode;
    if (!found) return this.opaque(at, module, `a property \`${key}\` that is not there`);
    found.parent = undefined;
    return found;
  }

  /** What `import { imported } from 'source'` gives; `imported` is `default` or `*` for those imports. */
  private imported(source: string, imported: string, at: t.Node, module: ScriptModule, depth: number): ValueNode {
    if (this.isPedelecModule(source)) return this.opaque(at, module, 'a value of the Pedelec SDK');
    const target = this.program.import(module, source);
    if (!target) return this.opaque(at, module, this.unreadImport('an import', module, source));
    if (target.kind === 'json') return this.json(target, imported, at, module);
    if (imported === '*') return this.opaque(at, module, 'a whole module');
    return this.exported({ target, name: imported }, at, module, depth, new Set());
  }

  /** Why an import gave nothing: outside the project's folders (never read), or not found or unreadable. */
  private unreadImport(what: string, module: Module, source: string): string {
    return this.program.isOutside(module, source)
      ? `${what} from ${JSON.stringify(source)}, which lies outside the project's folders and is not read`
      : `${what} from ${JSON.stringify(source)} that cannot be read`;
  }

  /** The value `target` exports as `name`, read for the node `at` in `from`. */
  private exported(
    { target, name }: { target: ScriptModule; name: string },
    at: t.Node,
    from: ScriptModule,
    depth: number,
    seen: Set<ScriptModule>,
  ): ValueNode {
    if (seen.has(target) || depth > MAX_DEPTH) return this.opaque(at, from, 'an export that refers to itself');
    seen.add(target);
    const exports = target.scope.exports;
    if (name === 'default' && exports.defaultExpression) return this.value(exports.defaultExpression, target, depth + 1);
    const entry = exports.named.get(name);
    if (entry && 'local' in entry) {
      const programStart = target.ast.program.start ?? 0;
      const binding = target.scope.lookup(entry.local, programStart);
      return binding
        ? this.bound(binding, at, target, depth + 1, this.span(at, from).offset)
        : this.opaque(at, from, `an export \`${name}\` without a value`);
    }
    if (entry) {
      const next = this.program.import(target, entry.source);
      if (next?.kind === 'script') return this.exported({ target: next, name: entry.imported }, at, from, depth + 1, seen);
      return next
        ? this.json(next as JsonModule, entry.imported, at, from)
        : this.opaque(at, from, this.unreadImport('a re-export', target, entry.source));
    }
    for (const star of exports.stars) {
      const next = this.program.import(target, star);
      if (next?.kind !== 'script') continue;
      const value = this.exported({ target: next, name }, at, from, depth + 1, seen);
      if (value.type !== 'opaque' || value.hazard) return value;
    }
    return this.opaque(at, from, `\`${name}\`, which the module does not export as a constant`);
  }

  /**
   * A `.json` module: its whole value (default import) or one of its top-level properties. The file is parsed
   * once per analysis (Program.json); each use gets its own copy, its size checked before and each node counted.
   */
  private json(target: JsonModule, imported: string, at: t.Node, from: Module): ValueNode {
    const parsed = this.program.json(target);
    if ('unreadable' in parsed) {
      // Never a silent pass: what the value would have been is not checked, and the file says so.
      this.budget.skip(`the values of ${target.uri.slice(target.uri.lastIndexOf('/') + 1)} (${parsed.unreadable})`);
      return this.opaque(at, from, parsed.unreadable);
    }
    const whole = imported === 'default' || imported === '*';
    const source = whole ? parsed.root : getValue(parsed.root, imported);
    if (!source) return this.opaque(at, from, `a property \`${imported}\` that is not there`);
    const refused = this.tooLarge(whole ? parsed.size : sizeOfTree(source), at, from, source);
    return refused ?? this.copy(source);
  }

  /** A copy of a parsed tree (spans kept), each node counted as if it were evaluated. */
  private copy(root: ValueNode): ValueNode {
    const clone = (node: ValueNode): ValueNode => {
      this.nodes++;
      this.budget.take(NODE_UNITS);
      if (node.type === 'object') return { ...node, parent: undefined, properties: [] };
      if (node.type === 'array') return { ...node, parent: undefined, items: [] };
      return { ...node, parent: undefined };
    };
    const top = clone(root);
    const stack: [ValueNode, ValueNode][] = [[root, top]];
    while (stack.length) {
      const [from, to] = stack.pop()!;
      if (from.type === 'array' && to.type === 'array')
        for (const item of from.items) {
          const c = clone(item);
          c.parent = to;
          to.items.push(c);
          stack.push([item, c]);
        }
      else if (from.type === 'object' && to.type === 'object')
        for (const p of from.properties) {
          const property = { ...p, parent: to } as PropertyNode;
          property.keyNode = { ...p.keyNode, parent: property };
          if (p.valueNode) {
            const c = clone(p.valueNode);
            c.parent = property;
            property.valueNode = c;
            stack.push([p.valueNode, c]);
          }
          to.properties.push(property);
        }
    }
    return top;
  }

  /**
   * An opaque node when a value of `size` nodes would not fit in what is left of the file's node count or of
   * the analysis's budget: nothing of it is built. The analysis-truncated problem names it.
   */
  private tooLarge(size: number, at: t.Node, module: Module, what: t.Node | ValueNode): OpaqueNode | undefined {
    if (this.nodes + size <= MAX_NODES && size * NODE_UNITS <= this.budget.left) return undefined;
    const count = size > MAX_NODES ? `more than ${MAX_NODES.toLocaleString('en-US')}` : size.toLocaleString('en-US');
    const why =
      size > MAX_NODES || size * NODE_UNITS > this.budget.left
        ? `${count} values once its constants are expanded`
        : `the file's values would pass ${MAX_NODES.toLocaleString('en-US')}`;
    // Named once per value refused (a constant used 100,000 times is one entry of the note), at its first use.
    if (!this.refused.has(what)) {
      this.refused.add(what);
      const name = at.type === 'Identifier' ? `\`${at.name}\`` : 'a value';
      const line = lineOf(module.text, at.start ?? 0);
      this.budget.skip(`${name} used at ${module.uri.slice(module.uri.lastIndexOf('/') + 1)}:${line} (${why})`);
    }
    return this.opaque(at, module, `a value too large to check (${why})`);
  }

  /**
   * How many nodes evaluating `expr` would build, counted on the syntax tree before anything is built: constants
   * and imported JSON are measured once (memoised by expression) and multiplied by their uses, so
   * `const b = [a, a, …]` over `const a = [big, big, …]` is known to be too large at once. Saturates past
   * MAX_NODES; an upper bound where a member of a constant is taken (the whole constant is counted).
   */
  private sizeOf(expr: t.Node, module: ScriptModule, depth: number): number {
    const known = this.sizes.get(expr);
    if (known !== undefined) return known;
    if (depth > MAX_DEPTH) return 1; // evaluation stops there too
    this.budget.take(1);
    let size = 1;
    const add = (node: t.Node | null | undefined) => {
      if (node && size <= MAX_NODES) size = Math.min(MAX_NODES + 1, size + this.sizeOf(node, module, depth + 1));
    };
    let e = expr;
    while (WRAPPERS.has(e.type)) e = (e as t.TSAsExpression).expression;
    this.sizes.set(expr, 1); // a value that refers to itself is opaque: one node
    if (e.type === 'ObjectExpression')
      for (const member of e.properties)
        add(member.type === 'SpreadElement' ? member.argument : member.type === 'ObjectProperty' ? member.value : null);
    else if (e.type === 'ArrayExpression')
      for (const element of e.elements) add(element?.type === 'SpreadElement' ? element.argument : element);
    else if (e.type === 'UnaryExpression') add(e.argument);
    else if (e.type === 'MemberExpression') add(e.object);
    else if (
      e.type === 'CallExpression' &&
      (this.isPedelecCall(e.callee, module, 'defineTool') || this.isPedelecCall(e.callee, module, DENO))
    )
      add(e.arguments[0]);
    else if (e.type === 'Identifier') {
      const binding = module.scope.lookup(e.name, e.start ?? 0);
      if (binding?.kind === 'const') add(binding.init);
      else if (binding?.kind === 'import' && !this.isPedelecModule(binding.source)) {
        const target = this.program.import(module, binding.source);
        if (target?.kind === 'json') {
          const parsed = this.program.json(target);
          if ('size' in parsed) size = Math.min(MAX_NODES + 1, size + parsed.size);
        }
      }
    }
    this.sizes.set(expr, size);
    return size;
  }

  private member(expr: t.MemberExpression, module: ScriptModule, depth: number): ValueNode {
    const key =
      !expr.computed && expr.property.type === 'Identifier'
        ? expr.property.name
        : expr.property.type === 'StringLiteral'
          ? expr.property.value
          : undefined;
    if (key === undefined) return this.opaque(expr, module, 'a computed member');
    if (expr.object.type === 'Identifier') {
      const binding = module.scope.lookup(expr.object.name, expr.object.start ?? 0);
      if (binding?.kind === 'import' && binding.imported === '*') return this.imported(binding.source, key, expr, module, depth);
      if (!binding && expr.object.name === 'Number' && (key === 'NaN' || key === 'POSITIVE_INFINITY' || key === 'NEGATIVE_INFINITY'))
        return this.opaque(expr, module, `Number.${key}`, key === 'NaN' ? 'NaN' : 'Infinity');
    }
    return this.propertyOf(this.value(expr.object, module, depth + 1), key, expr, module);
  }

  private call(expr: t.CallExpression, module: ScriptModule, depth: number): ValueNode {
    const callee = expr.callee;
    if (this.isPedelecCall(callee, module, 'defineTool') && expr.arguments[0]) return this.value(expr.arguments[0], module, depth + 1);
    if (this.isPedelecCall(callee, module, DENO) && expr.arguments[0]) {
      const value = this.value(expr.arguments[0], module, depth + 1);
      if (value.type === 'object') value.call = this.helperCall(expr, module);
      return value;
    }
    if (callee.type === 'Identifier' && !module.scope.lookup(callee.name, callee.start ?? 0)) {
      if (callee.name === 'Symbol') return this.opaque(expr, module, 'a symbol', 'symbol');
      if (callee.name === 'BigInt') return this.opaque(expr, module, 'a BigInt', 'bigint');
    }
    if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'Symbol')
      return this.opaque(expr, module, 'a symbol', 'symbol');
    return this.opaque(expr, module, 'a function call');
  }

  /** What a build step reads of a `defineDenoModule(…)` call: how it is imported and how each field is written. */
  private helperCall(expr: t.CallExpression, module: ScriptModule): HelperCall {
    const imported = module.scope.importOf(expr.callee);
    const arg = expr.arguments[0];
    const objectLiteral = expr.arguments.length === 1 && arg?.type === 'ObjectExpression';
    const nonStatic: Span[] = [];
    const fields: HelperCall['fields'] = new Map();
    if (arg?.type === 'ObjectExpression')
      for (const member of arg.properties) {
        const key = member.type === 'ObjectProperty' && !member.computed ? staticKey(member.key) : undefined;
        if (member.type !== 'ObjectProperty' || member.computed) {
          if (member.type !== 'ObjectProperty') nonStatic.push(this.span(member, module));
          continue;
        }
        if (key === undefined) continue;
        const value = member.value;
        const written =
          value.type === 'StringLiteral' || (value.type === 'TemplateLiteral' && value.expressions.length === 0)
            ? 'string-literal'
            : value.type === 'TemplateLiteral'
              ? 'template-with-substitutions'
              : 'other';
        fields.set(key, { span: this.span(value, module), written });
      }
    return {
      name: DENO,
      module: imported?.source ?? '',
      namedImport: expr.callee.type === 'Identifier' && imported?.named === true,
      callee: this.span(expr.callee, module),
      objectLiteral,
      nonStatic,
      fields,
    };
  }

  /** `name(…)` or `ns.name(…)` where the name is imported from the Pedelec SDK. */
  isPedelecCall(callee: t.Node, module: ScriptModule, name: string): boolean {
    const imported = module.scope.importOf(callee);
    return imported?.name === name && this.isPedelecModule(imported.source);
  }
}

/** A key as a build step reads it statically: an identifier, a string or a numeric literal. */
function staticKey(key: t.Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  if (key.type === 'NumericLiteral') return String(key.value);
  return undefined;
}

/** `{ __proto__: v }` or `{ "__proto__": v }`; a computed, shorthand or method `__proto__` is an own property. */
function setsPrototype(member: t.ObjectProperty | t.ObjectMethod): boolean {
  if (member.type !== 'ObjectProperty' || member.computed || member.shorthand) return false;
  const k = member.key;
  return (k.type === 'Identifier' && k.name === '__proto__') || (k.type === 'StringLiteral' && k.value === '__proto__');
}

/** The values of a tree (keys and properties are not counted, as the evaluator does not count them). */
function sizeOfTree(root: ValueNode): number {
  let size = 0;
  for (const node of descendants(root))
    if (node.type !== 'property' && !(node.parent?.type === 'property' && node.parent.keyNode === node)) size++;
  return size;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
