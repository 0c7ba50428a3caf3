/** ESLint with the bundled plugin (dist/eslint.js, as `toolschema/eslint` resolves) and the built CLI, on a folder. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import json from '@eslint/json';

export const REPO = path.resolve(__dirname, '../../..');
const CLI = path.join(REPO, 'dist/cli.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const plugin = require(path.join(REPO, 'dist/eslint.js')) as { configs: Record<'recommended' | 'json', Linter.Config[]> };
// Its types need moduleResolution node16; the project's is node.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const tsParser = require('@typescript-eslint/parser') as Linter.Parser;

/** A problem as both tools name it: file (relative), code, 1-based range and message. */
export const keyOf = (file: string, code: string, line: number, column: number, endLine?: number, endColumn?: number, message = '') =>
  `${file} ${code} ${line}:${column}-${endLine}:${endColumn} ${message}`;

/** The README's flat config: TypeScript files through typescript-eslint's parser, JSON through @eslint/json. */
export const flatConfig = (extra: Linter.Config[] = []): Linter.Config[] => [
  { plugins: { json } },
  { files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parser: tsParser } },
  ...plugin.configs.recommended,
  ...plugin.configs.json,
  ...extra,
];

export function eslintIn(cwd: string, options: { fix?: boolean; config?: Linter.Config[] } = {}): ESLint {
  return new ESLint({ cwd, overrideConfigFile: true, overrideConfig: flatConfig(options.config), fix: options.fix });
}

/** The problems ESLint reports under the folder, by keyOf. */
export async function eslintProblems(cwd: string, config?: Linter.Config[]): Promise<string[]> {
  const results = await eslintIn(cwd, { config }).lintFiles(['.']);
  return results
    .flatMap((r) =>
      r.messages.map((m) =>
        keyOf(
          path.relative(cwd, r.filePath),
          m.ruleId?.replace(/^toolschema\//, '') ?? `fatal: ${m.message}`,
          m.line,
          m.column,
          m.endLine,
          m.endColumn,
          m.message,
        ),
      ),
    )
    .sort();
}

/** `toolschema-lint ARGS` in `cwd`. */
export const cli = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });

/** The problems `toolschema-lint .` reports under the folder, by keyOf. */
export function cliProblems(cwd: string): string[] {
  const run = cli(cwd, '--format', 'json', '.');
  // -f json is ESLint's JSON formatter shape.
  const results = JSON.parse(run.stdout) as {
    filePath: string;
    messages: { ruleId: string; line: number; column: number; endLine: number; endColumn: number; message: string }[];
  }[];
  return results
    .flatMap((r) =>
      r.messages.map((p) => keyOf(path.relative(cwd, r.filePath), p.ruleId, p.line, p.column, p.endLine, p.endColumn, p.message)),
    )
    .sort();
}

/** A fresh copy of each folder (repository-relative) under one temporary folder, named by its last segment. */
export function copyOf(...folders: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-eslint-'));
  for (const folder of folders) cpSync(path.join(REPO, folder), path.join(dir, path.basename(folder)), { recursive: true });
  return dir;
}

/** Every file under `dir` with its text, by relative path. */
export function textsUnder(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [path.relative(dir, file), readFileSync(file, 'utf8')];
      }),
  );
}
