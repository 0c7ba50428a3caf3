/**
 * A realistic app (test/fixtures/pedelec-app, written for this test): tools in several files, constants with and
 * without `satisfies`, spreads, a `.json` import, a tsconfig `paths` alias, a session in a .tsx component. It lints
 * with exactly the problems planted in it, each in the file where it is written, once; a file holding JSON Schema
 * for something else (a form) gets nothing.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { analyze, type ModuleHost } from '../../server/src/core/pipeline/analyze';
import { languageIdOfFile, isScriptLanguage } from '../../server/src/core/languages/ids';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { languageFor } from '../../server/src/core/languages/registry';
import { ENGINE } from '../helpers/engine';

const APP = path.resolve(__dirname, '../../../test/fixtures/pedelec-app');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const disk: ModuleHost = {
  readFile: (uri) => {
    try {
      return readFileSync(fileURLToPath(uri), 'utf8');
    } catch {
      return undefined;
    }
  },
};
const analyzeFile = (file: string) =>
  analyze({ uri: pathToFileURL(file).href, languageId: languageIdOfFile(file), text: readFileSync(file, 'utf8') }, DEFAULT_SETTINGS, {
    engine: ENGINE,
    host: disk,
  });

/** `file code text-at-span`, for every problem of every script of the app, each once, where it is written. */
function lint(): string[] {
  const rows = new Set<string>();
  const row = (file: string, text: string, p: { code: string; span: { offset: number; length: number } }) =>
    rows.add(`${path.relative(APP, file)} ${p.code} ${text.slice(p.span.offset, p.span.offset + p.span.length)}`);
  for (const file of files(APP).filter((f) => isScriptLanguage(languageIdOfFile(f)))) {
    const analysis = analyzeFile(file);
    for (const p of analysis.problems) row(file, analysis.doc.text, p);
    for (const [uri, problems] of analysis.elsewhere ?? []) {
      const other = fileURLToPath(uri);
      for (const p of problems) row(other, readFileSync(other, 'utf8'), p);
    }
  }
  return [...rows].sort();
}

test('sample app: exactly the planted problems, each in the file where it is written', () => {
  assert.deepEqual(lint(), [
    'src/schemas/search-schema.json pedelec/unbounded-array "array"',
    'src/schemas/shapes.ts pedelec/keyword-type-mismatch minLength',
    "src/session.tsx pedelec/duplicate-tool-name 'move_shape'",
    'src/tools/searchTools.ts pedelec/invalid-timeout 0',
    'src/tools/shapeTools.ts pedelec/not-serializable undefined',
    "src/tools/shapeTools.ts pedelec/required-undefined 'colour'",
  ]);
});

test('sample app: a constant two tools use is reported once, in its own file, by each file that uses it', () => {
  const shapes = pathToFileURL(path.join(APP, 'src/schemas/shapes.ts')).href;
  const analysis = analyzeFile(path.join(APP, 'src/tools/shapeTools.ts'));
  assert.deepEqual(
    analysis.elsewhere?.get(shapes)?.map((p) => p.code),
    ['pedelec/keyword-type-mismatch'],
  );
  assert.ok(
    analysis.elsewhere?.get(shapes)?.every((p) => !p.fixes),
    'no fix edits another file',
  );
});

test('sample app: a file with JSON Schema for something else, and a defineTool of its own, gets nothing', () => {
  const file = path.join(APP, 'src/forms/profileForm.ts');
  const form = analyzeFile(file);
  assert.deepEqual(form.problems, []);
  assert.equal(form.association, undefined);
  assert.deepEqual(form.units, []);
  const language = languageFor(languageIdOfFile(file));
  assert.equal(
    language.claims?.(readFileSync(file, 'utf8'), DEFAULT_SETTINGS),
    false,
    'not even parsed: it never names the Pedelec module',
  );
});

test('sample app: the session sees every tool, through imports, with the alias resolved', () => {
  const session = analyzeFile(path.join(APP, 'src/session.tsx'));
  const skills = session.units?.find((u) => u.association.schema.id === 'pedelec-skills');
  const tools =
    skills?.doc.root?.type === 'object' ? skills.doc.root.properties.find((p) => p.keyNode.value === 'tools')?.valueNode : undefined;
  assert.equal(tools?.type, 'array');
  const names =
    tools.type === 'array'
      ? tools.items.map((t) => (t.type === 'object' ? t.properties.find((p) => p.keyNode.value === 'name')?.valueNode : t))
      : [];
  assert.deepEqual(
    names.map((n) => (n?.type === 'string' ? n.value : n?.type)),
    ['move_shape', 'resize_shape', 'add_shape', 'export_canvas', 'search_shapes', 'list_shapes', 'move_shape'],
  );
});
