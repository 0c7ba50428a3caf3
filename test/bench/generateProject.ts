/**
 * A seeded TypeScript project on disk, for the CLI bench: `files` source files under src/, of which `pedelecFiles`
 * use Pedelec (tool modules, some importing node constants from a shared module by a relative path or a `paths`
 * alias, and one `createSession`), the rest ordinary modules and components that never mention it; a tsconfig.json;
 * and a node_modules/ with Pedelec's and React's type stubs and a package whose own tool file has findings (the CLI
 * must skip node_modules; tsc reads only the stubs it resolves).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { ident, int, pick, rng, sentence, WORDS, type Rand } from './generate';
import { componentSource, PEDELEC_IMPORT, SHARED_NODES, sharedNodes, toolSource } from './generateScript';

export interface Project {
  /** Source files written under src/ (node_modules and tsconfig.json not counted). */
  files: number;
  pedelecFiles: number;
}

const FOLDERS = 50;
const camel = (s: string) => s.replace(/_(.)/g, (_m, c: string) => c.toUpperCase());
const Pascal = (s: string) => camel(s).replace(/^./, (c) => c.toUpperCase());

function write(dir: string, file: string, text: string) {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/** One block of ordinary code: an interface with a function over it, a class, or an enum with a switch. */
function block(r: Rand, id: string, k: number, imported: string[]): { exportName: string; text: string } {
  const base = `${ident(r)}${id}${k}`;
  const Type = Pascal(base);
  const field = pick(r, WORDS);
  const uses = imported.length ? `\n  void [${imported.join(', ')}];` : '';
  switch (k % 3) {
    case 0:
      return {
        exportName: `summarize${Type}`,
        text: `export interface ${Type}Record {
  id: string;
  ${field}: string;
  createdAt: Date;
  tags: readonly string[];
  weight?: number;
}

/** ${sentence(r, int(r, 5, 12))} */
export function summarize${Type}(records: readonly ${Type}Record[], limit = ${int(r, 5, 100)}): Map<string, number> {
  const counts = new Map<string, number>();${uses}
  for (const record of records.slice(0, limit)) {
    for (const tag of record.tags) counts.set(tag, (counts.get(tag) ?? 0) + (record.weight ?? 1));
  }
  return new Map([...counts].sort(([, a], [, b]) => b - a));
}
`,
      };
    case 1:
      return {
        exportName: `${Type}Store`,
        text: `export class ${Type}Store<T extends { id: string }> {
  private readonly items = new Map<string, T>();
  private listeners: ((items: readonly T[]) => void)[] = [];

  constructor(private readonly name = ${JSON.stringify(field)}) {}

  add(item: T): void {
    this.items.set(item.id, item);
    this.emit();
  }

  remove(id: string): boolean {
    const removed = this.items.delete(id);
    if (removed) this.emit();
    return removed;
  }

  subscribe(listener: (items: readonly T[]) => void): () => void {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((l) => l !== listener));
  }

  private emit(): void {${uses}
    const snapshot = [...this.items.values()];
    for (const listener of this.listeners) listener(snapshot);
  }
}
`,
      };
    default: {
      const cases = Array.from({ length: int(r, 3, 6) }, (_, i) => `${Pascal(pick(r, WORDS))}${i}`);
      return {
        exportName: `describe${Type}`,
        text: `export enum ${Type}Kind {
${cases.map((c) => `  ${c} = ${JSON.stringify(c.toLowerCase())},`).join('\n')}
}

export function describe${Type}(kind: ${Type}Kind): string {
  switch (kind) {
${cases.map((c) => `    case ${Type}Kind.${c}:\n      return ${JSON.stringify(sentence(r, int(r, 3, 8)))};`).join('\n')}
    default:
      return 'Unknown.';
  }
}
`,
      };
    }
  }
}

interface Module {
  file: string;
  exportName: string;
}

const importPath = (from: string, to: string) => {
  const rel = path.posix.relative(path.posix.dirname(from), to).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/** An ordinary module (or, one in ten, a React component) importing from up to two earlier modules. */
function ordinaryModule(r: Rand, file: string, index: number, earlier: Module[]): { text: string; exportName: string } {
  const imports = earlier.length ? Array.from({ length: int(r, 0, 2) }, () => pick(r, earlier)) : [];
  const unique = [...new Map(imports.map((m) => [m.exportName, m])).values()];
  const header = unique.map((m) => `import { ${m.exportName} } from '${importPath(file, m.file)}';`).join('\n');
  const names = unique.map((m) => m.exportName);
  if (file.endsWith('.tsx')) {
    const text = componentSource(r, 0);
    const exportName = /export function (\w+)/.exec(text)![1];
    return { text: `import { useEffect, useMemo, useState } from 'react';\n${header}\n\n${text}`, exportName };
  }
  const blocks = Array.from({ length: int(r, 1, 4) }, (_, k) => block(r, `${index}_`, k, k === 0 ? names : []));
  return { text: `${header ? `${header}\n\n` : ''}${blocks.map((b) => b.text).join('\n')}`, exportName: blocks[0].exportName };
}

/** A module of one to three tools, reusing the shared node constants (imported, or defined in the file). */
function toolModule(r: Rand, index: number): { text: string; tools: string[] } {
  const source = ['../shared/schemas', '@shared/schemas', undefined][index % 3];
  const header = source
    ? `import { defineTool, type ToolArgsSchema } from '@kaoruisaac/pedelec';\nimport { ${SHARED_NODES.join(', ')} } from '${source}';\n`
    : `${PEDELEC_IMPORT}\n\n${sharedNodes(r, false)}`;
  const tools = Array.from({ length: int(r, 1, 3) }, (_, k) => toolSource(r, index * 3 + k));
  return { text: `${header}\n${tools.map((t) => t.text).join('\n')}`, tools: tools.map((t) => t.name) };
}

const PEDELEC_TYPES = `export type ToolArgsSchemaNode = Record<string, unknown>;
export type ToolArgsObjectSchema = { type: 'object'; properties: Record<string, ToolArgsSchemaNode>; required?: readonly string[] };
export type ToolArgsSchema = ToolArgsObjectSchema;
export interface ToolDefinition { name: string; description: string; argsSchema: ToolArgsSchema; timeoutMs?: number; handler?: (args: any) => unknown }
export declare function defineTool<T extends ToolDefinition>(tool: T): T;
export declare function createSession(options: { provider: string; skills: { guidance: string; tools: ToolDefinition[] } }): Promise<unknown>;
`;

/** Writes the project under `dir`; `files` source files, `pedelecFiles` of which use Pedelec. */
export function writeTypeScriptProject(dir: string, seed = 7, files = 5000, pedelecFiles = 50): Project {
  const r = rng(seed);
  write(
    dir,
    'tsconfig.json',
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
          paths: { '@shared/*': ['./src/shared/*'] },
        },
        include: ['src'],
      },
      null,
      2,
    ) + '\n',
  );
  write(
    dir,
    'node_modules/@kaoruisaac/pedelec/package.json',
    '{ "name": "@kaoruisaac/pedelec", "version": "0.1.23", "types": "index.d.ts" }\n',
  );
  write(dir, 'node_modules/@kaoruisaac/pedelec/index.d.ts', PEDELEC_TYPES);
  write(dir, 'node_modules/react/package.json', '{ "name": "react", "version": "19.0.0", "types": "index.d.ts" }\n');
  write(
    dir,
    'node_modules/react/index.d.ts',
    'export declare function useState<T>(v: T): [T, (n: T | ((p: T) => T)) => void];\nexport declare function useMemo<T>(f: () => T, deps: unknown[]): T;\nexport declare function useEffect(f: () => void, deps: unknown[]): void;\n',
  );
  write(
    dir,
    'node_modules/react/jsx-runtime.d.ts',
    'export declare const jsx: any;\nexport declare const jsxs: any;\nexport declare namespace JSX { interface IntrinsicElements { [name: string]: any } }\n',
  );
  // A dependency's own tools, with findings: the CLI must not report them.
  write(dir, 'node_modules/ui-kit/src/tools.ts', `${PEDELEC_IMPORT}\n\n${sharedNodes(r, false)}\n${toolSource(r, 2).text}`);
  write(dir, 'node_modules/ui-kit/package.json', '{ "name": "ui-kit", "version": "1.0.0" }\n');

  write(dir, 'src/shared/schemas.ts', `import type { ToolArgsSchemaNode } from '@kaoruisaac/pedelec';\n\n${sharedNodes(r, true)}`);
  const sessionTools: { file: string; name: string }[] = [];
  const toolFiles = pedelecFiles - 2; // besides the shared module and the session
  for (let i = 0; i < toolFiles; i++) {
    const file = `src/tools/${ident(r)}_${i}.ts`;
    const { text, tools } = toolModule(r, i);
    write(dir, file, text);
    if (i % 5 === 0) sessionTools.push({ file, name: tools[0] });
  }
  const inline = toolSource(r, 9999, false)
    .text.replace(/^[\s\S]*?defineTool\(/, 'defineTool(')
    .replace(/\);\n$/, ')');
  write(
    dir,
    'src/session.ts',
    `import { createSession, defineTool } from '@kaoruisaac/pedelec';
import { ${SHARED_NODES.join(', ')} } from './shared/schemas';
${sessionTools.map((t) => `import { ${t.name} } from '${importPath('src/session.ts', t.file)}';`).join('\n')}

const guidance = ${JSON.stringify(sentence(r, 20))};

export async function startSession() {
  return createSession({
    provider: 'codex',
    skills: {
      guidance,
      tools: [
        ${sessionTools.map((t) => t.name).join(',\n        ')},
        ${inline.replace(/\n/g, '\n        ')},
      ],
    },
  });
}
`,
  );

  const folders = Array.from({ length: FOLDERS }, (_, i) => `src/modules/${pick(r, WORDS)}_${i}`);
  const earlier: Module[] = [];
  const ordinary = files - pedelecFiles;
  for (let i = 0; i < ordinary; i++) {
    const file = `${folders[i % FOLDERS]}/${ident(r)}_${i}${i % 10 === 9 ? '.tsx' : '.ts'}`;
    const { text, exportName } = ordinaryModule(r, file, i, earlier.slice(-200));
    write(dir, file, text);
    earlier.push({ file, exportName });
  }
  return { files, pedelecFiles };
}
