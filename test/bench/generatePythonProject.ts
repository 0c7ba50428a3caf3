/**
 * A seeded Python project on disk, for the CLI bench: `files` modules under src/<package>/ (a `src/` layout with a
 * pyproject.toml), of which `toolFiles` define Arcade tools (`@tool` from arcade_tdk with `Annotated` parameters,
 * a TypedDict or an Enum of the module, auth requirements, secrets, `ToolMetadata`; one tool in three with a
 * parameter left undescribed), and the rest ordinary modules that never name an Arcade module: standard-library
 * imports, dataclasses, classes with methods, functions with docstrings, comprehensions, f-strings. The same seed
 * gives the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { ident, int, pick, rng, sentence, WORDS, type Rand } from './generate';

const FOLDERS = 50;
const Pascal = (s: string) => s.replace(/(^|_)(.)/g, (_m, _u, c: string) => c.toUpperCase());
const STDLIB = ['os', 'json', 're', 'logging', 'itertools', 'functools', 'datetime', 'pathlib', 'collections', 'math'];

function write(dir: string, file: string, text: string) {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/** An ordinary module: imports, a dataclass, a class with methods, and a few functions (about 60–120 lines). */
function plainModule(r: Rand, id: string): string {
  const imports = Array.from(new Set(Array.from({ length: int(r, 2, 5) }, () => pick(r, STDLIB)))).map((m) => `import ${m}`);
  const Record = `${Pascal(ident(r))}${id}`;
  const fields = Array.from({ length: int(r, 2, 5) }, (_, i) => `${pick(r, WORDS)}_${i}`);
  const out = [
    `"""${sentence(r, 8)}"""`,
    '',
    'from __future__ import annotations',
    '',
    ...imports.sort(),
    'from dataclasses import dataclass, field',
    'from typing import Iterable, Optional',
    '',
    `LOG = logging.getLogger(__name__)` + (imports.includes('import logging') ? '' : '  # noqa: F821'),
    '',
    '',
    '@dataclass',
    `class ${Record}:`,
    `    """${sentence(r, 6)}"""`,
    '',
    ...fields.map((f, i) => `    ${f}: ${pick(r, ['str', 'int', 'float', 'Optional[str]'])}${i === fields.length - 1 ? ' = None' : ''}`),
    '    tags: list[str] = field(default_factory=list)',
    '',
    '    def describe(self) -> str:',
    `        return f"${Record}(${fields.map((f) => `{self.${f}!r}`).join(', ')})"`,
    '',
    '',
    `class ${Record}Store:`,
    `    """${sentence(r, 7)}"""`,
    '',
    '    def __init__(self, items: Iterable[' + Record + '] = ()) -> None:',
    '        self._items = {i: item for i, item in enumerate(items)}',
    '',
    '    def __len__(self) -> int:',
    '        return len(self._items)',
    '',
  ];
  for (let k = 0; k < int(r, 2, 5); k++) {
    const name = `${ident(r)}_${k}`;
    out.push(
      `    def ${name}(self, limit: int = ${int(r, 1, 50)}) -> list[${Record}]:`,
      `        """${sentence(r, 9)}"""`,
      `        found = [item for item in self._items.values() if item.tags and len(item.tags) < limit]`,
      `        # ${sentence(r, 5)}`,
      '        return sorted(found, key=lambda item: item.describe())',
      '',
    );
  }
  for (let k = 0; k < int(r, 3, 7); k++) {
    const name = `${ident(r)}_${id}_${k}`;
    out.push(
      '',
      `def ${name}(values: list[int], *, scale: float = ${int(r, 1, 9)}.0) -> dict[str, float]:`,
      `    """${sentence(r, 10)}`,
      '',
      `    ${sentence(r, 12)}`,
      '    """',
      '    total = 0.0',
      '    for i, value in enumerate(values):',
      `        if value % ${int(r, 2, 7)} == 0:`,
      '            total += value * scale',
      '        else:',
      `            total -= i  # ${sentence(r, 4)}`,
      `    return {"total": total, "count": float(len(values)), "${pick(r, WORDS)}": total / max(len(values), 1)}`,
      '',
    );
  }
  return `${out.join('\n')}\n`;
}

/** A module of Arcade tools, in arcade-mcp's style: `@tool` functions with Annotated parameters and requirements. */
function toolModule(r: Rand, id: string): string {
  const Kind = `${Pascal(ident(r, 1))}Kind${id}`;
  const Filter = `${Pascal(ident(r, 1))}Filter${id}`;
  const members = Array.from(new Set(Array.from({ length: 3 }, () => pick(r, WORDS))));
  const out = [
    `"""${sentence(r, 8)}"""`,
    '',
    'from enum import Enum',
    'from typing import Annotated, Optional, TypedDict',
    '',
    'from arcade_tdk import ToolContext, ToolMetadata, tool',
    'from arcade_tdk.auth import Reddit',
    'from arcade_tdk.metadata import Behavior, Operation',
    '',
    '',
    `class ${Kind}(str, Enum):`,
    ...members.map((m) => `    ${m.toUpperCase()} = "${m}"`),
    '',
    '',
    `class ${Filter}(TypedDict):`,
    `    ${pick(r, WORDS)}: str`,
    '    limit: int',
    '',
  ];
  for (let k = 0; k < int(r, 3, 5); k++) {
    const name = `${ident(r)}_${k}`;
    const undescribed = k % 3 === 1; // arcade-python/missing-parameter-description
    const auth = k % 2 === 0 ? '(requires_auth=Reddit(scopes=["read"]))' : `(requires_secrets=["${pick(r, WORDS).toUpperCase()}_KEY"])`;
    const params = [
      'context: ToolContext',
      undescribed ? `query: str` : `query: Annotated[str, "${sentence(r, 5)}"]`,
      `kind: Annotated[${Kind}, "${sentence(r, 4)}"] = ${Kind}.${members[0].toUpperCase()}`,
      `limit: Annotated[Optional[int], "${sentence(r, 4)}"] = ${int(r, 5, 50)}`,
    ];
    if (k % 2) params.splice(2, 0, `where: Annotated[${Filter}, "${sentence(r, 4)}"]`); // before the defaults
    out.push(
      '',
      k === 2 ? `@tool(metadata=ToolMetadata(behavior=Behavior(operations=[Operation.READ], read_only=True)))` : `@tool${auth}`,
      `def ${name}(`,
      ...params.map((p) => `    ${p},`),
      `) -> Annotated[list[str], "${sentence(r, 5)}"]:`,
      `    """${sentence(r, 10)}"""`,
      `    return [f"{query}:{kind.value}:{i}" for i in range(limit or 1)]`,
      '',
    );
  }
  return `${out.join('\n')}\n`;
}

/** Writes the project into `dir`; returns the number of modules and of modules with tools. */
export function writePythonProject(dir: string, seed: number, files: number, toolFiles: number): void {
  const r = rng(seed);
  write(dir, 'pyproject.toml', '[project]\nname = "bench-server"\nversion = "0.1.0"\n');
  const every = Math.floor(files / toolFiles);
  for (let i = 0; i < files; i++) {
    const folder = `src/bench_server/${pick(r, WORDS)}_${i % FOLDERS}`;
    const id = String(i);
    const tools = i % every === 0 && i / every < toolFiles;
    write(dir, `${folder}/${tools ? 'tools' : 'module'}_${id}.py`, tools ? toolModule(r, id) : plainModule(r, id));
  }
}
