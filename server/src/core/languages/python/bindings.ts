/**
 * The names a module's top level binds, as far as a static reading can tell, and where: what an annotation may use
 * without a NameError (unbound.ts, future.ts), and the one value a constant such as `META = ToolMetadata(…)` holds
 * when a tool names it. Counted generously where Python's binding is hard to pin down (a `for` header, a `match`
 * pattern, a function's `global`, a walrus: every name in it counts as bound, at a place not known), so a name is
 * called unbound only when nothing could bind it, and bound late only when every place that binds it is known.
 * Where Python is certain, so is the reading: a `with … as x` binds x before its body; `except … as x` binds x
 * only inside its handler (Python deletes it when the handler ends); a top-level `del x` unbinds x; and the arms of
 * an `if`/`elif`/`else`, of a `match`, and a `try`'s `except` handlers and `else:` exclude each other, so a name
 * bound only in one arm is never bound in another.
 */
import type { ModuleInfo } from './module';
import { child, errorNodes, type PyNode } from './syntax';

export interface Binding {
  /** Where the name is bound once its statement has run (the statement's end); undefined: not known when. */
  at?: number;
  /** Where that statement starts (with `at`). */
  from?: number;
  /** In the first block of `if TYPE_CHECKING:`, which is False when the module runs: bound for type checkers only. */
  typeChecking: boolean;
  /** An `except … as x` name: bound only inside its handler's block. */
  within?: { from: number; to: number };
}

/**
 * One arm of a compound statement: a block of an `if`/`elif`/`else`, a `match` case, a `try`'s body, handler,
 * `else:` or `finally:` block. Two `exclusive` arms of the same statement never both run.
 */
export interface Arm {
  statement: number;
  index: number;
  exclusive: boolean;
  from: number;
  to: number;
}

export interface ModuleBindings {
  /** Every name bound at the top level (in `if`/`try`/`for`/`with` blocks too) or by a function's `global`. */
  bound: Map<string, Binding[]>;
  /** `from m import *`: what it binds is not known, so no name is unbound. */
  star: boolean;
  /** `NAME = value` written once at the top level and bound nowhere else: the value, and where the statement starts. */
  constants: Map<string, PyNode>;
  /** The top level's `for`/`while` statements: a function defined in one is defined again after later statements ran. */
  loops: PyNode[];
  /** The arms of the compound statements read (top level and nested blocks). */
  arms: Arm[];
  /** Name → where a top-level `del name` statement ends (an unconditional unbinding). */
  deleted: Map<string, number[]>;
}

const made = new WeakMap<ModuleInfo, ModuleBindings>();

/** Read once per module, when a reader first asks. */
export function bindingsOf(text: string, module: ModuleInfo): ModuleBindings {
  let bindings = made.get(module);
  if (!bindings) made.set(module, (bindings = readBindings(text, module)));
  return bindings;
}

/** The value of a module-level constant `name` when it is assigned before `use` (else Python has not run it yet). */
export function constantValue(text: string, module: ModuleInfo, name: string, use: number): PyNode | undefined {
  const value = bindingsOf(text, module).constants.get(name);
  return value && value.to <= use ? value : undefined;
}

/** Whether a statement starting at `a` and one at `b` sit in arms of one statement that never both run. */
function excluded(arms: readonly Arm[], a: number, b: number): boolean {
  const around = (at: number) => arms.filter((arm) => arm.exclusive && arm.from <= at && at < arm.to);
  const others = around(b);
  return around(a).some((x) => others.some((y) => x.statement === y.statement && x.index !== y.index));
}

export type Standing = 'unbound' | 'type-checking' | 'handler' | 'elsewhere' | 'deleted' | 'late' | 'bound';

/**
 * How a name stands when an annotation at `use` is evaluated, judged on `bindings`: bound nowhere, bound only for
 * type checkers, only as an except handler's name (outside it), only in an arm that excludes the use's, deleted at
 * the top level after every binding above the use, bound only after `use` when the module runs, or bound in time (a
 * binding whose place is not known counts as in time). `module`: the reading's arms and deletions (without it,
 * neither is judged); `name`: the name, for its deletions.
 */
export function standing(bindings: readonly Binding[], use: number, module?: ModuleBindings, name?: string): Standing {
  return standingOf(bindings, use, module, name).verdict;
}

/** standing(), with the bindings the verdict rests on: the excluded ones ('elsewhere') or those reaching the use. */
export function standingOf(
  bindings: readonly Binding[],
  use: number,
  module?: ModuleBindings,
  name?: string,
): { verdict: Standing; bindings: Binding[] } {
  if (!bindings.length) return { verdict: 'unbound', bindings: [] };
  const runtime = bindings.filter((b) => !b.typeChecking);
  if (!runtime.length) return { verdict: 'type-checking', bindings: [] };
  const inScope = runtime.filter((b) => !b.within || (b.within.from <= use && use < b.within.to));
  if (!inScope.length) return { verdict: 'handler', bindings: runtime };
  const arms = module?.arms ?? [];
  const reaching = inScope.filter((b) => b.from === undefined || !excluded(arms, b.from, use));
  if (!reaching.length) return { verdict: 'elsewhere', bindings: inScope };
  const deletions = (name !== undefined && module?.deleted.get(name)) || [];
  const inTime = (b: Binding) => b.at === undefined || (b.at <= use && !deletions.some((d) => b.at! <= d && d <= use));
  if (reaching.some(inTime)) return { verdict: 'bound', bindings: reaching };
  const later = reaching.filter((b) => b.at! > use);
  if (later.length) return { verdict: 'late', bindings: later };
  return { verdict: 'deleted', bindings: reaching };
}

const TYPE_CHECKING = /^(typing\.)?TYPE_CHECKING$/;

function readBindings(text: string, module: ModuleInfo): ModuleBindings {
  const at = (n: PyNode) => text.slice(n.from, n.to);
  const bound = new Map<string, Binding[]>();
  const single = new Map<string, PyNode>();
  const loops: PyNode[] = [];
  const arms: Arm[] = [];
  const deleted = new Map<string, number[]>();
  let star = false;
  // Where the statement being read binds its names, and whether only for type checkers.
  let where: Binding = { typeChecking: false };
  const bind = (name: string) => {
    const list = bound.get(name);
    if (list) list.push(where);
    else bound.set(name, [where]);
  };

  const targets = (node: PyNode): void => {
    if (node.name === 'VariableName') bind(at(node));
    else if (['TupleExpression', 'ArrayExpression', 'ParenthesizedExpression'].includes(node.name)) node.children.forEach(targets);
  };
  // Every name in a compound statement's header (`for a, b in …`, `except E as err`, `with f() as g`).
  const headerNames = (node: PyNode): void => {
    if (node.name === 'Body' || node.name === 'LambdaExpression') return;
    if (node.name === 'VariableName') bind(at(node));
    else node.children.forEach(headerNames);
  };
  // `from m import a as b, c` binds b and c; `import a.b` binds a; `import a.b as c` binds c.
  const importedNames = (statement: PyNode): void => {
    const parts = statement.children;
    const from = parts[0]?.name === 'from';
    for (let i = parts.findIndex((p) => p.name === 'import') + 1; i < parts.length; i++) {
      if (parts[i].name !== 'VariableName') continue;
      let end = i;
      while (!from && parts[end + 1]?.name === '.' && parts[end + 2]) end += 2;
      const alias = parts[end + 1]?.name === 'as' ? parts[end + 2] : undefined;
      bind(at(alias ?? parts[i]));
      i = alias ? end + 2 : end;
    }
  };
  const statements = (list: PyNode[], top: boolean, typeChecking: boolean): void => {
    for (const statement of list) {
      where = { at: statement.to, from: statement.from, typeChecking };
      switch (statement.name) {
        case 'ImportStatement':
          if (statement.children.some((c) => c.name === '*')) star = true;
          importedNames(statement);
          break;
        case 'FunctionDefinition':
        case 'ClassDefinition': {
          const name = child(statement, 'VariableName');
          if (name) bind(at(name));
          break;
        }
        case 'DecoratedStatement': {
          const definition = statement.children.find((c) => c.name === 'FunctionDefinition' || c.name === 'ClassDefinition');
          const name = definition && child(definition, 'VariableName');
          if (name) bind(at(name));
          break;
        }
        case 'AssignStatement': {
          const parts = statement.children;
          const lastOp = parts.map((p) => p.name).lastIndexOf('AssignOp');
          // `x: T` alone binds nothing in Python (NameError on a later use); counted all the same only where the
          // statement does not parse (being typed: `x: T = …` may be on its way).
          if (lastOp >= 0) parts.slice(0, lastOp).forEach(targets);
          else if (!parts.some((p) => p.name === 'TypeDef') || errorNodes(statement).length) targets(parts[0]);
          const [target, op, value] = parts.filter((p) => p.name !== 'TypeDef');
          if (top && lastOp >= 0 && parts.length - (parts.some((p) => p.name === 'TypeDef') ? 1 : 0) === 3)
            if (target.name === 'VariableName' && op.name === 'AssignOp' && value) single.set(at(target), value);
          break;
        }
        case 'StatementGroup': // `a = 1; b = 2`
          statements(statement.children, top, typeChecking);
          break;
        case 'UpdateStatement':
          targets(statement.children[0]);
          break;
        case 'DeleteStatement':
          // `del x` at the top level unbinds x for what follows; in a block it may not run (not judged).
          if (top)
            for (const name of statement.children.filter((c) => c.name === 'VariableName'))
              deleted.set(at(name), [...(deleted.get(at(name)) ?? []), statement.to]);
          break;
        default: {
          // A simple statement (a call, `pass`, `return`) binds nothing; a compound one binds in its header.
          if (!statement.children.some((c) => c.name === 'Body' || c.name === 'MatchBody')) break;
          if (statement.name === 'ForStatement' || statement.name === 'WhileStatement') loops.push(statement);
          compound(statement, typeChecking);
        }
      }
    }
  };
  /** An arm of `statement`; `exclusive`: it never runs together with the statement's other exclusive arms. */
  const arm = (statement: PyNode, index: number, exclusive: boolean, body: PyNode) =>
    arms.push({ statement: statement.from, index, exclusive, from: body.from, to: body.to });
  const compound = (statement: PyNode, typeChecking: boolean) => {
    const parts = statement.children;
    if (statement.name === 'TryStatement') {
      // `except E as x` binds x only inside its handler; E is looked up, not bound. The handlers and the `else:`
      // block exclude each other (an exception ran the one, none the other); the body and `finally:` exclude nothing.
      let keyword = 'try';
      parts.forEach((c, i) => {
        if (['try', 'except', 'else', 'finally'].includes(c.name)) keyword = c.name;
        if (c.name === 'as' && parts[i + 1]?.name === 'VariableName') {
          const body = parts.slice(i + 2).find((p) => p.name === 'Body');
          where = { typeChecking, ...(body && { within: { from: body.from, to: body.to } }) };
          bind(at(parts[i + 1]));
        }
        if (c.name !== 'Body') return;
        arm(statement, i, keyword === 'except' || keyword === 'else', c);
        statements(c.children, false, typeChecking);
      });
      return;
    }
    if (statement.name === 'WithStatement') {
      // `with f() as x:` binds x before its body runs; the expressions are looked up.
      parts.forEach((c, i) => {
        if (c.name !== 'as' || !parts[i + 1]) return;
        where = { at: parts[i + 1].to, from: statement.from, typeChecking };
        targets(parts[i + 1]);
      });
      for (const body of parts.filter((c) => c.name === 'Body')) statements(body.children, false, typeChecking);
      return;
    }
    where = { typeChecking };
    headerNames(statement);
    // `if TYPE_CHECKING:`: its first block runs only for type checkers; `else:`/`elif` blocks when the module runs.
    const isIf = statement.name === 'IfStatement';
    const condition = isIf ? parts[1] : undefined;
    const checking = !!condition && TYPE_CHECKING.test(at(condition));
    // An if's blocks exclude each other; a loop's body and `else:` both run.
    parts
      .filter((c) => c.name === 'Body')
      .forEach((body, i) => {
        arm(statement, i, isIf, body);
        statements(body.children, false, typeChecking || (checking && i === 0));
      });
    // A match's cases sit in a MatchBody, and exclude each other.
    for (const body of parts.filter((c) => c.name === 'MatchBody'))
      body.children.forEach((clause, i) => {
        where = { typeChecking };
        headerNames(clause);
        arm(statement, i, true, clause);
        for (const b of clause.children.filter((c) => c.name === 'Body')) statements(b.children, false, typeChecking);
      });
  };
  statements(module.statements, true, false);
  // `global NAME` in a function, a walrus and a `type X = …` alias bind too; found in the text, generously.
  // (A scan only where the text has the keyword: most modules have none of them.)
  where = { typeChecking: false };
  if (text.includes('global'))
    for (const m of text.matchAll(/^[ \t]*global[ \t]+([\w \t,]+)/gm)) for (const name of m[1].split(',')) bind(name.trim());
  if (text.includes(':=')) for (const m of text.matchAll(/\b([A-Za-z_]\w*)[ \t]*:=/g)) bind(m[1]);
  if (text.includes('type')) for (const m of text.matchAll(/^type[ \t]+([A-Za-z_]\w*)/gm)) bind(m[1]);

  const constants = new Map<string, PyNode>();
  for (const [name, value] of single) if (bound.get(name)?.length === 1) constants.set(name, value);
  return { bound, star, constants, loops, arms, deleted };
}
