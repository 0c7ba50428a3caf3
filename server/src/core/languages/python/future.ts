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
import { bindingsOf, standing } from './bindings';
import { annotationsOf, BUILTINS, freeNames } from './unbound';

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

/**
 * The first name an annotation evaluated at import time uses before the module binds it, binds it only for type
 * checkers, or never binds (`unbound`: not a builtin, and no `from m import *` that might bind it).
 */
function postponedUse(
  text: string,
  module: ModuleInfo,
): { name: string; use: PyNode; typeChecking: boolean; unbound?: boolean } | undefined {
  const bindings = bindingsOf(text, module);
  const { bound, star } = bindings;
  for (const annotation of evaluatedAnnotations(module.statements))
    for (const use of freeNames(annotation)) {
      const name = text.slice(use.from, use.to);
      const found = bound.get(name) ?? [];
      // Judged by the places known; a name bound only where the place is not (a for/with header) is left alone.
      const placed = found.filter((b) => b.at !== undefined);
      if (!placed.length) {
        if (BUILTINS.has(name) || star || found.length) continue;
        return { name, use, typeChecking: false, unbound: true };
      }
      const verdict = standing(placed, use.from, bindings, name);
      if (verdict !== 'bound') return { name, use, typeChecking: verdict === 'type-checking' };
    }
  return undefined;
}

/**
 * The annotations Python evaluates when the module runs without the `__future__` import: every function's
 * parameters and return, a class body's and the top level's variable annotations (blocks of the top level
 * included; a function's body is not run on import).
 */
function evaluatedAnnotations(statements: PyNode[]): PyNode[] {
  const annotations: PyNode[] = [];
  const walk = (list: PyNode[], inClass: boolean) => {
    for (const s of list) {
      const def =
        s.name === 'DecoratedStatement' ? s.children.find((c) => c.name === 'FunctionDefinition' || c.name === 'ClassDefinition') : s;
      if (def?.name === 'FunctionDefinition') annotations.push(...annotationsOf(def));
      else if (def?.name === 'ClassDefinition') walk(child(def, 'Body')?.children ?? [], true);
      else if (s.name === 'AssignStatement') {
        const typeDef = child(s, 'TypeDef');
        if (typeDef) annotations.push(typeDef);
      } else if (!inClass) s.children.filter((c) => c.name === 'Body').forEach((body) => walk(body.children, false));
    }
  };
  walk(statements, false);
  return annotations;
}
