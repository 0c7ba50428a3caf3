/**
 * What a Python module declares at its top level, as far as tools need it: imports (which local name is which
 * Arcade or typing name), classes (Enum, TypedDict, pydantic models), the `MCPApp` instances, and whether
 * `from __future__ import annotations` turns every annotation into a string.
 */
import { argumentsOf, child, type PyNode } from './syntax';

export const ARCADE_MODULES = ['arcade_tdk', 'arcade_mcp_server'] as const;
/** What every name in ARCADE_MODULES starts with. */
export const ARCADE_PREFIX = 'arcade_';

/**
 * Cheap: a file is parsed only when its text names an Arcade module, anywhere (a comment or a string counts too).
 * One scan for the prefix the modules share, not one per module: most files of a walk name neither.
 */
export function namesArcade(text: string): boolean {
  for (let at = text.indexOf(ARCADE_PREFIX); at !== -1; at = text.indexOf(ARCADE_PREFIX, at + ARCADE_PREFIX.length))
    if (ARCADE_MODULES.some((m) => text.startsWith(m, at))) return true;
  return false;
}

export interface ClassInfo {
  node: PyNode;
  name: string;
  kind: 'enum' | 'typeddict' | 'model' | 'other';
  /** `class X(TypedDict, total=False)`. */
  total: boolean;
}

export interface ModuleInfo {
  /** Local name → `module.name` it was imported as (`Annotated` → `typing.Annotated`), or `module` for `import m`. */
  imports: Map<string, string>;
  /** Where the last of those import statements ends (0: none): a name imported above a tool is bound when it is defined. */
  importsEnd: number;
  classes: Map<string, ClassInfo>;
  /** Local names bound to `MCPApp(...)`, with the call. */
  apps: Map<string, PyNode>;
  /** The `from __future__ import annotations` statement. */
  futureAnnotations?: PyNode;
  statements: PyNode[];
}

const ENUM_BASES = new Set(['Enum', 'StrEnum', 'enum.Enum', 'enum.StrEnum']);
const TYPED_DICT_BASES = new Set(['TypedDict', 'typing.TypedDict', 'typing_extensions.TypedDict']);
const MODEL_BASES = new Set(['BaseModel', 'pydantic.BaseModel']);

export function readModule(text: string, root: PyNode): ModuleInfo {
  const info: ModuleInfo = { imports: new Map(), importsEnd: 0, classes: new Map(), apps: new Map(), statements: root.children };
  const at = (n: PyNode) => text.slice(n.from, n.to);
  for (const statement of root.children) {
    if (statement.name === 'ImportStatement') {
      readImport(text, statement, info);
      info.importsEnd = statement.to;
    } else if (statement.name === 'ClassDefinition') {
      const name = child(statement, 'VariableName');
      if (!name) continue;
      const args = argumentsOf(child(statement, 'ArgList'));
      const bases = args.filter((a) => !a.keyword).map((a) => at(a.value));
      const resolved = bases.map((b) => qualified(info, b));
      const kind = resolved.some((b) => ENUM_BASES.has(b) || /Enum$/.test(b))
        ? 'enum'
        : resolved.some((b) => TYPED_DICT_BASES.has(b))
          ? 'typeddict'
          : resolved.some((b) => MODEL_BASES.has(b) || info.classes.get(b)?.kind === 'model')
            ? 'model'
            : bases.some((b) => info.classes.get(b)?.kind === 'typeddict')
              ? 'typeddict'
              : 'other';
      const total = !args.some((a) => a.keyword && at(a.keyword) === 'total' && at(a.value) === 'False');
      info.classes.set(at(name), { node: statement, name: at(name), kind, total });
    } else if (statement.name === 'AssignStatement') {
      const [target, op, value] = statement.children;
      if (target?.name === 'VariableName' && op?.name === 'AssignOp' && value?.name === 'CallExpression') {
        const callee = value.children[0];
        if (callee && qualified(info, at(callee)).endsWith('MCPApp')) info.apps.set(at(target), value);
      }
    }
  }
  return info;
}

/** `Annotated` → `typing.Annotated` where imported so; names not imported stay as written. */
export function qualified(info: ModuleInfo, written: string): string {
  const dot = written.indexOf('.');
  const head = dot < 0 ? written : written.slice(0, dot);
  const origin = info.imports.get(head);
  if (!origin) return written;
  return dot < 0 ? origin : origin + written.slice(dot);
}

/** The last dotted part of a qualified name: `typing.Annotated` → `Annotated`. */
export const baseName = (name: string) => name.slice(name.lastIndexOf('.') + 1);

function readImport(text: string, statement: PyNode, info: ModuleInfo): void {
  const at = (n: PyNode) => text.slice(n.from, n.to);
  const parts = statement.children;
  if (parts[0]?.name === 'from') {
    const importAt = parts.findIndex((p) => p.name === 'import');
    const from = parts.slice(1, importAt).map(at).join('');
    if (from === '__future__' && parts.slice(importAt).some((p) => p.name === 'VariableName' && at(p) === 'annotations'))
      info.futureAnnotations = statement;
    const names = parts.slice(importAt + 1);
    for (let i = 0; i < names.length; i++) {
      if (names[i].name !== 'VariableName') continue;
      const original = at(names[i]);
      const alias = names[i + 1]?.name === 'as' ? names[i + 2] : undefined;
      info.imports.set(alias ? at(alias) : original, `${from}.${original}`);
      if (alias) i += 2;
    }
  } else {
    // import a.b as c / import a
    const names = parts.slice(1);
    for (let i = 0; i < names.length; i++) {
      if (names[i].name !== 'VariableName') continue;
      let dotted = at(names[i]);
      while (names[i + 1]?.name === '.' && names[i + 2]) {
        dotted += '.' + at(names[i + 2]);
        i += 2;
      }
      if (names[i + 1]?.name === 'as' && names[i + 2]) {
        info.imports.set(at(names[i + 2]), dotted);
        i += 2;
      } else info.imports.set(dotted.split('.')[0], dotted.split('.')[0]);
    }
  }
}
