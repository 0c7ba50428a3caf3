/**
 * The TypeScript bench measures what its inputs claim to be: a valid 2,000-line .tsx with 20 Pedelec tools, and a
 * project whose Pedelec files are exactly the ones said, with a node_modules/ that holds a tool file to be skipped.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { parse } from '@babel/parser';
import { pedelecTsx } from '../bench/generateScript';
import { writeTypeScriptProject } from '../bench/generateProject';

const babel = (text: string, jsx: boolean) =>
  parse(text, { sourceType: 'module', plugins: jsx ? ['typescript', 'jsx'] : ['typescript'], errorRecovery: true });

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

test('bench .tsx: the same text for the same seed, about 2,000 lines, 20 defineTool calls, parsed without errors', () => {
  const text = pedelecTsx();
  assert.equal(text, pedelecTsx());
  assert.notEqual(text, pedelecTsx(2));
  const lines = text.split('\n').length;
  assert.ok(lines >= 2000 && lines < 2100, `${lines} lines`);
  assert.equal(text.match(/= defineTool\(\{/g)?.length, 20);
  assert.match(text, /satisfies ToolArgsSchema;/);
  assert.match(text, /\{ \.\.\.\w+ArgsSchema, description: '/);
  assert.match(text, /timeoutMs: \d+_000,/);
  assert.match(text, /<section className=/);
  assert.deepEqual(babel(text, true).errors, []);
});

test('bench project: the files said, only the Pedelec ones mention it, a createSession, and node_modules with a tool file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-bench-test-'));
  try {
    writeTypeScriptProject(dir, 7, 300, 12);
    const sources = filesUnder(path.join(dir, 'src'));
    assert.equal(sources.length, 300);
    const texts = sources.map((f) => readFileSync(f, 'utf8'));
    assert.equal(texts.filter((t) => t.includes('@kaoruisaac/pedelec')).length, 12);
    assert.equal(texts.filter((t) => t.includes('createSession({')).length, 1);
    assert.ok(texts.some((t) => t.includes("from '@shared/schemas'")) && texts.some((t) => t.includes("from '../shared/schemas'")));
    assert.ok(sources.some((f) => f.endsWith('.tsx')));
    for (const [i, f] of sources.entries()) assert.deepEqual(babel(texts[i], f.endsWith('.tsx')).errors, [], f);
    assert.match(readFileSync(path.join(dir, 'node_modules/ui-kit/src/tools.ts'), 'utf8'), /defineTool\(/);
    assert.deepEqual(Object.keys(JSON.parse(readFileSync(path.join(dir, 'tsconfig.json'), 'utf8')).compilerOptions.paths), ['@shared/*']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
