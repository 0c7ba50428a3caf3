/**
 * `from __future__ import annotations` turns every annotation into a string, which arcade-core does not resolve
 * (facts sheet §4, I9): one fault at the import, with a fix that removes it — offered only when nothing in the file
 * needs postponed annotations. Without the import, an annotation is evaluated when its function or class is
 * defined: a name defined further down the module (a forward reference, a class naming itself), imported only
 * under `if TYPE_CHECKING:`, or bound nowhere in it would then raise NameError when the module is imported.
 */
import type { Fix } from '../../model/problem';
import type { PythonFault } from './faults';
import type { ModuleInfo } from './module';
import { child, span, type PyNode } from './syntax';
import { bindingsOf } from './bindings';
import { BUILTINS, freeNames } from './unbound';

export function futureFaults(text: string, module: ModuleInfo): PythonFault[] {
  const statement = module.futureAnnotations;
  if (!statement) return [];
  const needed = postponedUse(text, module);
  const line = needed && text.slice(0, needed.use.from).split('\n').length;
  const message = `from __future__ import annotations makes every annotation a string, and arcade-core does not resolve them: "Unsupported parameter type: …" for every parameter. Remove this import from a module that defines tools${
    needed
      ? ` — first ${needed.unbound ? 'import or define' : 'make'} ${needed.name} (used in an annotation on line ${line})${needed.unbound ? '' : ' defined before that use'}${needed.typeChecking ? ', outside `if TYPE_CHECKING:`' : ''}: without the import that annotation is evaluated when the module is imported, and raises NameError.`
      : '.'
  }`;
  return [{ id: 'unsupported-type', span: span(statement), message, ...(needed ? {} : { fixes: () => removeImport(text, statement) }) }];
}

function removeImport(text: string, statement: PyNode): Fix[] {
  const names = statement.children.filter((c) => c.name === 'VariableName' && text.slice(c.from, c.to) !== '__future__');
  const own = names.find((n) => text.slice(n.from, n.to) === 'annotations');
  if (!own || statement.children.some((c) => c.name === 'as')) return [];
  let edit: { offset: number; length: number };
  if (names.length === 1) {
    // The whole line, with its line break; nothing else may share the line.
    const start = text.lastIndexOf('\n', statement.from - 1) + 1;
    const newline = text.indexOf('\n', statement.to);
    const end = newline < 0 ? text.length : newline + 1;
    if (text.slice(start, statement.from).trim() || text.slice(statement.to, end).trim()) return [];
    edit = { offset: start, length: end - start };
  } else {
    const i = names.indexOf(own);
    edit =
      i < names.length - 1
        ? { offset: own.from, length: names[i + 1].from - own.from }
        : { offset: names[i - 1].to, length: own.to - names[i - 1].to };
  }
  return [
    {
      title: 'Remove `from __future__ import annotations`',
      isPreferred: true,
      // Offered only when no annotation needs postponed evaluation: nothing else changes.
      safe: true,
      operations: [{ kind: 'replaceText', span: edit, text: '' }],
    },
  ];
}

interface Binding {
  /** Where the name is bound: after its class or function is wholly defined, after an assignment or import. */
  at: number;
  typeChecking: boolean;
}

/**
 * The first name an annotation evaluated at import time uses before the module binds it, binds it only for type
 * checkers, or never binds (`unbound`: not a builtin, and no `from m import *` that might bind it).
 */
function postponedUse(
  text: string,
  module: ModuleInfo,
): { name: string; use: PyNode; typeChecking: boolean; unbound?: boolean } | undefined {
  const statements = module.statements;
  const bindings = new Map<string, Binding[]>();
  const annotations: PyNode[] = [];
  const bind = (name: PyNode | undefined, at: number, typeChecking: boolean) => {
    if (!name) return;
    const key = text.slice(name.from, name.to);
    bindings.set(key, [...(bindings.get(key) ?? []), { at, typeChecking }]);
  };
  const walk = (list: PyNode[], typeChecking: boolean, inClass: boolean) => {
    for (const s of list) {
      const def =
        s.name === 'DecoratedStatement' ? s.children.find((c) => c.name === 'FunctionDefinition' || c.name === 'ClassDefinition') : s;
      if (def?.name === 'FunctionDefinition') {
        if (!inClass) bind(child(def, 'VariableName'), s.to, typeChecking);
        for (const p of child(def, 'ParamList')?.children ?? []) if (p.name === 'TypeDef') annotations.push(p);
        const returns = def.children.find((c) => c.name === 'TypeDef');
        if (returns) annotations.push(returns);
      } else if (def?.name === 'ClassDefinition') {
        if (!inClass) bind(child(def, 'VariableName'), s.to, typeChecking);
        walk(child(def, 'Body')?.children ?? [], typeChecking, true);
      } else if (s.name === 'AssignStatement') {
        const typeDef = child(s, 'TypeDef');
        if (typeDef) annotations.push(typeDef);
        if (!inClass) for (const c of s.children) if (c.name === 'VariableName') bind(c, s.to, typeChecking);
      } else if (s.name === 'ImportStatement' && !inClass) {
        const parts = s.children;
        const start = parts.findIndex((p) => p.name === 'import');
        for (let i = Math.max(start, 0) + 1; i < parts.length; i++) {
          if (parts[i].name !== 'VariableName') continue;
          if (parts[i + 1]?.name === 'as') bind(parts[(i += 2)], s.to, typeChecking);
          else if (parts[i - 1]?.name !== '.') bind(parts[i], s.to, typeChecking);
        }
      } else if (!inClass) {
        // if / try / with blocks of the top level bind names too; `if TYPE_CHECKING:` only for type checkers.
        const condition = s.name === 'IfStatement' ? s.children[1] : undefined;
        const checking = !!condition && /^(typing\.)?TYPE_CHECKING$/.test(text.slice(condition.from, condition.to));
        s.children.filter((c) => c.name === 'Body').forEach((body, i) => walk(body.children, typeChecking || (checking && i === 0), false));
      }
    }
  };
  walk(statements, false, false);
  for (const annotation of annotations)
    for (const use of freeNames(annotation)) {
      const name = text.slice(use.from, use.to);
      const found = bindings.get(name);
      if (!found) {
        if (BUILTINS.has(name)) continue;
        const all = bindingsOf(text, module);
        if (all.star || all.names.has(name)) continue; // bound where this reading does not look (a for/with header)
        return { name, use, typeChecking: false, unbound: true };
      }
      const runtime = found.filter((b) => !b.typeChecking);
      if (!runtime.length) return { name, use, typeChecking: true };
      if (Math.min(...runtime.map((b) => b.at)) > use.from) return { name, use, typeChecking: false };
    }
  return undefined;
}
