/**
 * A name in a tool's annotation that nothing in the module binds (`Annotated` used without its import): Python
 * evaluates a function's annotations when it defines the function, so the module's import raises NameError and
 * Arcade's catalog never sees the tool. Not judged under `from __future__ import annotations` (annotations stay
 * strings; arcade-python's future rule speaks there) nor after `from m import *` (what it binds is not known).
 */
import type { FixOperation } from '../../model/operations';
import type { Fix } from '../../model/problem';
import { bindingsOf } from './bindings';
import type { PythonFault } from './faults';
import type { ModuleInfo } from './module';
import { span, type PyNode } from './syntax';

/** `dir(builtins)` of CPython 3.10–3.14, and the module attributes every module has. */
export const BUILTINS = new Set(
  (
    'ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError BrokenPipeError ' +
    'BufferError BytesWarning ChildProcessError ConnectionAbortedError ConnectionError ConnectionRefusedError ' +
    'ConnectionResetError DeprecationWarning EOFError Ellipsis EncodingWarning EnvironmentError Exception ' +
    'ExceptionGroup False FileExistsError FileNotFoundError FloatingPointError FutureWarning GeneratorExit IOError ' +
    'ImportError ImportWarning IndentationError IndexError InterruptedError IsADirectoryError KeyError ' +
    'KeyboardInterrupt LookupError MemoryError ModuleNotFoundError NameError None NotADirectoryError NotImplemented ' +
    'NotImplementedError OSError OverflowError PendingDeprecationWarning PermissionError ProcessLookupError ' +
    'PythonFinalizationError RecursionError ReferenceError ResourceWarning RuntimeError RuntimeWarning ' +
    'StopAsyncIteration StopIteration SyntaxError SyntaxWarning SystemError SystemExit TabError TimeoutError True ' +
    'TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError ' +
    'UnicodeWarning UserWarning ValueError Warning ZeroDivisionError _IncompleteInputError __build_class__ ' +
    '__debug__ __doc__ __import__ __loader__ __name__ __package__ __spec__ __file__ __cached__ __builtins__ ' +
    '__annotations__ __path__ __dict__ abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr ' +
    'classmethod compile complex copyright credits delattr dict dir divmod enumerate eval exec exit filter float ' +
    'format frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter len license list ' +
    'locals map max memoryview min next object oct open ord pow print property quit range repr reversed round set ' +
    'setattr slice sorted staticmethod str sum super tuple type vars zip'
  ).split(' '),
);

/** typing's names an annotation uses: the fix imports these from typing, as the "wrap in Annotated" fix does. */
const TYPING = new Set(
  'Annotated Optional Union Literal Any List Dict Tuple Set FrozenSet Sequence Mapping Iterable Callable TypedDict Type NotRequired Required'.split(
    ' ',
  ),
);
/** Where the names an Arcade tool's annotation most often needs come from. */
const KNOWN: Record<string, string> = {
  Context: 'from arcade_mcp_server import Context',
  ToolContext: 'from arcade_tdk import ToolContext',
  Field: 'from pydantic import Field',
  BaseModel: 'from pydantic import BaseModel',
  Enum: 'from enum import Enum',
};

/** The import line `name` needs, when it is known. */
export const importFor = (name: string): string | undefined => (TYPING.has(name) ? `from typing import ${name}` : KNOWN[name]);

/**
 * Inserting `line` where the module's imports start (after `from __future__` imports, which must come first);
 * undefined when the module has no import to put it before.
 */
export function importOperation(text: string, module: ModuleInfo, line: string): FixOperation | undefined {
  const first = module.statements.find((s) => s.name === 'ImportStatement' && !/^from\s+__future__\b/.test(text.slice(s.from, s.to)));
  return first && { kind: 'replaceText', span: { offset: first.from, length: 0 }, text: `${line}\n` };
}

/**
 * Faults for the unbound names in one tool's parameter and return annotations; `reported`: names already
 * reported in this file (each is reported once, where it is first used: the import fixes every use).
 */
export function unboundAnnotationFaults(
  text: string,
  module: ModuleInfo,
  func: PyNode,
  reported: Set<string>,
  faults: PythonFault[],
): void {
  if (module.futureAnnotations) return;
  const annotations: PyNode[] = [];
  for (const c of func.children) {
    if (c.name === 'TypeDef') annotations.push(c);
    else if (c.name === 'ParamList') annotations.push(...c.children.filter((p) => p.name === 'TypeDef'));
  }
  // Most names are imports, classes or builtins: the module's other bindings are read only for a name that is none.
  const suspects = annotations.flatMap(freeNames).filter((use) => {
    const name = text.slice(use.from, use.to);
    return !BUILTINS.has(name) && !module.imports.has(name) && !module.classes.has(name) && !reported.has(name);
  });
  if (!suspects.length) return;
  const bindings = bindingsOf(text, module);
  if (bindings.star) return;
  for (const use of suspects) {
    const name = text.slice(use.from, use.to);
    if (bindings.names.has(name) || reported.has(name)) continue;
    reported.add(name);
    const line = importFor(name);
    faults.push({
      id: 'undefined-annotation-name',
      span: span(use),
      message: `Name '${name}' is not defined: nothing in this module imports, defines or assigns it. ${line ? `Add \`${line}\`` : `Import it or define it in this module`}: Python raises NameError when it defines the function (on Python 3.14, when Arcade's catalog reads its signature), so the module fails to load and the catalog never sees the tool.`,
      ...(TYPING.has(name) ? { fixes: () => importFix(text, module, line!) } : {}),
    });
  }
}

function importFix(text: string, module: ModuleInfo, line: string): Fix[] {
  const operation = importOperation(text, module, line);
  return operation ? [{ title: `Add \`${line}\``, isPreferred: true, operations: [operation] }] : [];
}

/**
 * The names an annotation looks up: `a` of `a.b`, both of `A[B]`, not a keyword argument's name (`Field(description=…)`),
 * not inside a string (a forward reference Python does not evaluate), a lambda or a comprehension (their own scope).
 */
export function freeNames(node: PyNode): PyNode[] {
  const out: PyNode[] = [];
  const walk = (n: PyNode): void => {
    switch (n.name) {
      case 'VariableName':
        out.push(n);
        return;
      case 'String':
      case 'ContinuedString':
      case 'FormatString':
      case 'LambdaExpression':
      case 'ComprehensionExpression':
      case 'ArrayComprehensionExpression':
      case 'DictionaryComprehensionExpression':
      case 'SetComprehensionExpression':
        return;
      case 'MemberExpression':
        // `a.b`: only `a` is looked up; `a[b]`: both are.
        if (n.children.some((c) => c.name === '.')) walk(n.children[0]);
        else n.children.forEach(walk);
        return;
      case 'ArgList': {
        const parts = n.children;
        parts.forEach((c, i) => {
          if (c.name === 'VariableName' && parts[i + 1]?.name === 'AssignOp') return; // a keyword argument's name
          walk(c);
        });
        return;
      }
      default:
        n.children.forEach(walk);
    }
  };
  walk(node);
  return out;
}
