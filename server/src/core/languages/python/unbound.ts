/**
 * A name in a tool's annotation that the module does not bind before Python evaluates it (`Annotated` used without
 * its import, a name bound only under `if TYPE_CHECKING:` or further down): Python evaluates a function's annotations
 * when it defines the function, so the module's import raises NameError and Arcade's catalog never sees the tool. Not judged under `from __future__ import annotations` (annotations stay
 * strings; arcade-python's future rule speaks there) nor after `from m import *` (what it binds is not known).
 */
import type { Fix } from '../../model/problem';
import { bindingsOf, standingOf, type Binding, type ModuleBindings } from './bindings';
import type { PythonFault } from './faults';
import type { ModuleInfo } from './module';
import { importOperation } from './importPlace';
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
 * Faults for the names in one tool's parameter and return annotations that are not bound when Python evaluates
 * them; `reported`: names already reported in this file (each is reported once, where it is first used: one import
 * or one move fixes every use). `readAt`: where the module's import reaches the catalog reading the tool's signature
 * (`@app.tool` right after the def, `app.add_tool(f)` at the call); undefined when the catalog reads it after the
 * import (a package's `@tool`).
 */
export function unboundAnnotationFaults(
  text: string,
  module: ModuleInfo,
  tool: { func: PyNode; readAt?: number },
  reported: Set<string>,
  faults: PythonFault[],
): void {
  if (module.futureAnnotations) return;
  const annotations = annotationsOf(tool.func);
  // Most names are builtins, or imports and classes above the tool: the module's bindings are read only for others.
  const uses = annotations.flatMap(freeNames);
  // (A top-level `del` may unbind even those: then every name is read.)
  const deletes = module.statements.some((s) => s.name === 'DeleteStatement');
  const suspect = (use: PyNode) => {
    const name = text.slice(use.from, use.to);
    const own = module.classes.get(name)?.node;
    if (BUILTINS.has(name) || reported.has(name)) return false;
    if (deletes) return true;
    if (own && own.to <= use.from) return false;
    return !(module.imports.has(name) && module.importsEnd <= use.from);
  };
  if (!uses.some(suspect)) return;
  const bindings = bindingsOf(text, module);
  if (bindings.star) return;
  const inLoop = bindings.loops.some((loop) => loop.from <= tool.func.from && tool.func.to <= loop.to);
  for (const use of uses.filter(suspect)) {
    const name = text.slice(use.from, use.to);
    if (reported.has(name)) continue;
    const fault = faultOf(text, module, bindings, { use, name, readAt: tool.readAt, inLoop });
    if (!fault) continue;
    reported.add(name);
    faults.push(fault);
  }
}

const RAISES =
  "Python raises NameError when it defines the function (on Python 3.14, which defers annotations, when Arcade's catalog reads its signature), so the module fails to load and the catalog never sees the tool.";

function faultOf(
  text: string,
  module: ModuleInfo,
  bindings: ModuleBindings,
  at: { use: PyNode; name: string; readAt?: number; inLoop: boolean },
): PythonFault | undefined {
  const { use, name } = at;
  const found = bindings.bound.get(name);
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  if (!found) {
    const line = importFor(name);
    return {
      id: 'undefined-annotation-name',
      span: span(use),
      message: `Name '${name}' is not defined: nothing in this module imports, defines or assigns it. ${line ? `Add \`${line}\`` : `Import it or define it in this module`}: ${RAISES}`,
      ...(TYPING.has(name) ? { fixes: () => importFix(text, module, line!, name, use.from) } : {}),
    };
  }
  const { verdict, bindings: resting } = standingOf(found, use.from, bindings, name);
  const error = (message: string): PythonFault => ({ id: 'undefined-annotation-name', span: span(use), message });
  if (verdict === 'type-checking')
    return error(
      `Name '${name}' is bound only under \`if TYPE_CHECKING:\`, which is False when the module runs. Import or define it outside that block: ${RAISES}`,
    );
  // Bound on some path, at a place not known (counted in time), or by a def that a loop runs again: not judged.
  if (verdict === 'bound' || at.inLoop) return undefined;
  const first = resting.filter((b) => b.at !== undefined).reduce<Binding | undefined>((a, b) => (a && a.at! <= b.at! ? a : b), undefined);
  const line = first && lineOf(first.from!);
  if (verdict === 'handler')
    return error(
      `Name '${name}' is bound only as an \`except … as ${name}\` name, which Python deletes when the handler ends. Import or define it above the tool: ${RAISES}`,
    );
  if (verdict === 'elsewhere')
    // Every path that defines this tool skips the arm that binds the name: no version of Python finds it.
    return error(
      `Name '${name}' is bound only in another branch${line ? ` (line ${line})` : ''} than the one that defines this tool: whenever the tool is defined, that branch has not run. Import or define it above the if/match/try statement: ${RAISES}`,
    );
  if (verdict === 'deleted') {
    // The last deletion above the use: every binding before it is undone, none after it reaches the use.
    const deletion = bindings.deleted
      .get(name)!
      .filter((d) => d <= use.from)
      .pop()!;
    return error(
      `Name '${name}' is deleted (\`del ${name}\`, line ${lineOf(deletion)}) before this tool and not bound again above it: ${RAISES}`,
    );
  }
  const move = `Define or import ${name} above the tool (a string annotation "${name}" is no way out: arcade-core does not resolve it).`;
  if (at.readAt !== undefined && at.readAt < first!.at!)
    return error(
      `Name '${name}' is not defined yet: the module binds it only further down (line ${line}), after this tool is added to the app. Python 3.10–3.13 evaluate the annotation when they define the function, and Python 3.14, which defers annotations, when MCPApp.add_tool reads the signature (inspect.signature), which this module does before that line: NameError either way, so the module fails to load. ${move}`,
    );
  return {
    id: 'undefined-annotation-name',
    span: span(use),
    severity: 'warning',
    message: `Name '${name}' is not defined yet: the module binds it only further down (line ${line}). Python 3.10–3.13 evaluate the annotation when they define the function and raise NameError, so the module fails to import; only Python 3.14, which defers annotations, loads it (Arcade's catalog reads the signature after the import). ${move}`,
  };
}

function importFix(text: string, module: ModuleInfo, line: string, name: string, use: number): Fix[] {
  const operation = importOperation(text, module, line, name, use);
  return operation ? [{ title: `Add \`${line}\``, isPreferred: true, operations: [operation] }] : [];
}

/** A function's parameter annotations and its return annotation, in the order written. */
export function annotationsOf(func: PyNode): PyNode[] {
  const annotations: PyNode[] = [];
  for (const c of func.children) {
    if (c.name === 'TypeDef') annotations.push(c);
    else if (c.name === 'ParamList') annotations.push(...c.children.filter((p) => p.name === 'TypeDef'));
  }
  return annotations;
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
