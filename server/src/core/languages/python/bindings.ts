/**
 * The names a module's top level binds, as far as a static reading can tell: what an annotation may use without a
 * NameError, and the one value a constant such as `META = ToolMetadata(…)` holds when a tool names it. Counted
 * generously where Python's binding is hard to pin down (a `for`/`with`/`except` header, a `match` pattern: every
 * name in it counts as bound), so a name is called unbound only when nothing could bind it.
 */
import type { ModuleInfo } from './module';
import { child, type PyNode } from './syntax';

export interface ModuleBindings {
  /** Every name bound at the top level (in `if`/`try`/`for`/`with` blocks too) or by a function's `global`. */
  names: Set<string>;
  /** `from m import *`: what it binds is not known, so no name is unbound. */
  star: boolean;
  /** `NAME = value` written once at the top level and bound nowhere else: the value, and where the statement starts. */
  constants: Map<string, PyNode>;
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

function readBindings(text: string, module: ModuleInfo): ModuleBindings {
  const at = (n: PyNode) => text.slice(n.from, n.to);
  const count = new Map<string, number>();
  const bind = (name: string) => count.set(name, (count.get(name) ?? 0) + 1);
  const single = new Map<string, PyNode>();
  let star = false;
  for (const name of module.imports.keys()) bind(name);

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
  const statements = (list: PyNode[], top: boolean): void => {
    for (const statement of list) {
      switch (statement.name) {
        case 'ImportStatement':
          if (statement.children.some((c) => c.name === '*')) star = true;
          if (!top) importedNames(statement); // a top-level import's names are module.imports, counted above
          break;
        case 'FunctionDefinition':
        case 'ClassDefinition': {
          const name = child(statement, 'VariableName');
          if (name) bind(at(name));
          break;
        }
        case 'DecoratedStatement': {
          const definition = statement.children.find((c) => c.name === 'FunctionDefinition' || c.name === 'ClassDefinition');
          if (definition) statements([definition], false);
          break;
        }
        case 'AssignStatement': {
          const parts = statement.children;
          const lastOp = parts.map((p) => p.name).lastIndexOf('AssignOp');
          // `x: T` alone binds nothing in Python; counted all the same (generous).
          parts.slice(0, lastOp < 0 ? 1 : lastOp).forEach(targets);
          const [target, op, value] = parts.filter((p) => p.name !== 'TypeDef');
          if (top && lastOp >= 0 && parts.length - (parts.some((p) => p.name === 'TypeDef') ? 1 : 0) === 3)
            if (target.name === 'VariableName' && op.name === 'AssignOp' && value) single.set(at(target), value);
          break;
        }
        case 'StatementGroup': // `a = 1; b = 2`
          statements(statement.children, top);
          break;
        case 'UpdateStatement':
          targets(statement.children[0]);
          break;
        default:
          // A simple statement (a call, `pass`, `return`) binds nothing; a compound one binds in its header.
          if (!statement.children.some((c) => c.name === 'Body' || c.name === 'MatchBody')) break;
          headerNames(statement);
          for (const body of statement.children.filter((c) => c.name === 'Body')) statements(body.children, false);
          // `else:` / `except:` blocks are Bodies too; a match's cases sit in a MatchBody.
          for (const body of statement.children.filter((c) => c.name === 'MatchBody'))
            for (const clause of body.children) {
              headerNames(clause);
              for (const b of clause.children.filter((c) => c.name === 'Body')) statements(b.children, false);
            }
      }
    }
  };
  statements(module.statements, true);
  // `global NAME` in a function, a walrus and a `type X = …` alias bind too; found in the text, generously.
  // (A scan only where the text has the keyword: most modules have none of them.)
  if (text.includes('global'))
    for (const m of text.matchAll(/^[ \t]*global[ \t]+([\w \t,]+)/gm)) for (const name of m[1].split(',')) bind(name.trim());
  if (text.includes(':=')) for (const m of text.matchAll(/\b([A-Za-z_]\w*)[ \t]*:=/g)) bind(m[1]);
  if (text.includes('type')) for (const m of text.matchAll(/^type[ \t]+([A-Za-z_]\w*)/gm)) bind(m[1]);

  const constants = new Map<string, PyNode>();
  for (const [name, value] of single) if (count.get(name) === 1) constants.set(name, value);
  return { names: new Set(count.keys()), star, constants };
}
