/**
 * Where problems land: in the file each part of a schema is written in, once however many tools reach it; fixes
 * only for the analysed file's own text.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeProject, fixesFor, uriOf } from '../../../helpers/scripts';
import { resolveFixes } from '../../../../server/src/core/features/fixes';

const HEAD = `import { defineTool, type ToolArgsSchema } from '@kaoruisaac/pedelec';\n`;
const SHARED = `export const point = {\n  type: 'object',\n  properties: { x: { type: 'number', format: 'double' } },\n};\n`;

test('placement: a problem in a constant imported from shared.ts is in elsewhere under its URI, once for two tools', () => {
  const files = {
    'app/main.ts': `${HEAD}import { point } from './shared';
defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { p: point, own: { type: 'strin' } } } });
defineTool({ name: 'b', description: 'd', argsSchema: { type: 'object', properties: { q: point } } });
`,
    'app/shared.ts': SHARED,
  };
  const run = analyzeProject(files, 'app/main.ts');
  assert.deepEqual(run.here, ["pedelec/missing-type «'strin'»"]);
  assert.deepEqual(run.elsewhere, { 'app/shared.ts': ['pedelec/unsupported-keyword «format»'] });
  const [problem] = run.analysis.elsewhere!.get(uriOf('app/shared.ts'))!;
  assert.equal(problem.span.offset, SHARED.indexOf('format'), 'the span is an offset in shared.ts');
  assert.equal(problem.fixes, undefined, 'no fix for a problem written in another file');
  assert.deepEqual([...run.analysis.elsewhere!.keys()], [uriOf('app/shared.ts')]);
});

test('placement: the same constant used twice in the analysed file is one problem there', () => {
  const run = analyzeProject(
    {
      'app/main.ts': `${HEAD}const point = { type: 'number', format: 'double' };
defineTool({ name: 'a', description: 'd', argsSchema: { type: 'object', properties: { p: point, q: point } } });
defineTool({ name: 'b', description: 'd', argsSchema: { type: 'object', properties: { r: point } } });
`,
    },
    'app/main.ts',
  );
  assert.deepEqual(run.here, ['pedelec/unsupported-keyword «format»']);
  assert.deepEqual(run.elsewhere, {});
});

test('placement: a problem about a value written elsewhere but named here is here, without a fix that edits the other file', () => {
  const files = {
    'app/main.ts': `${HEAD}import { noType } from './shared';\ndefineTool({ name: 'a', description: 'd', argsSchema: noType });\n`,
    'app/shared.ts': `export const noType = {\n  properties: { x: { type: 'number' } },\n};\n`,
  };
  const run = analyzeProject(files, 'app/main.ts');
  // The root's missing type is reported at the key that holds it, which is in main.ts.
  assert.deepEqual(run.here, ['pedelec/root-not-object «argsSchema»']);
  assert.deepEqual(fixesFor(run, 'pedelec/root-not-object'), [], 'adding the type would edit shared.ts');
});

test('placement: a $ref whose definition is written in another file is inlined as its value, with edits in main.ts only', () => {
  const files = {
    'app/main.ts': `${HEAD}import { pointDef, defs } from './shared';
export const s = { type: 'object', $defs: { p: pointDef }, properties: { a: { $ref: '#/$defs/p' } } } satisfies ToolArgsSchema;
export const t = { type: 'object', $defs: defs, properties: { b: { $ref: '#/$defs/q', description: 'B.' } } } satisfies ToolArgsSchema;
`,
    'app/shared.ts': `export const pointDef = {\n  type: 'object',\n  properties: { x: { type: 'number' } },\n};\nexport const defs = {\n  q: {\n    type: 'string',\n    minLength: 1,\n  },\n};\n`,
  };
  const run = analyzeProject(files, 'app/main.ts');
  assert.deepEqual(run.here, [
    'pedelec/unsupported-keyword «$defs»',
    'pedelec/unsupported-keyword «$ref»',
    'pedelec/unsupported-keyword «$defs»',
    'pedelec/unsupported-keyword «$ref»',
  ]);
  for (const problem of run.analysis.problems)
    for (const fix of resolveFixes(run.analysis.doc, problem))
      for (const edit of fix.edits) assert.ok(edit.offset + edit.length <= run.text.length, `${fix.title} edits past the end of main.ts`);
  const inlined = fixesFor(run, 'pedelec/unsupported-keyword').filter((f) => /^Inline/.test(f.title));
  assert.equal(inlined.length, 2, 'both references can be inlined');
  assert.match(inlined[0].output, /properties: \{ a: \{ type: 'object', properties: \{ x: \{ type: 'number' \} \} \} \} \} satisfies/);
  assert.match(inlined[1].output, /properties: \{ b: \{ type: 'string', minLength: 1, description: 'B.' \} \} \} satisfies/);
});

test('placement: problems of a .json file imported by two modules of the program are listed once', () => {
  const files = {
    'app/main.ts': `${HEAD}import args from './args.json';\nimport { again } from './again';\ndefineTool({ name: 'a', description: 'd', argsSchema: args });\ndefineTool({ name: 'b', description: 'd', argsSchema: again });\n`,
    'app/again.ts': `import args from './args.json';\nexport const again = args;\n`,
    'app/args.json': `{\n  "type": "object",\n  "properties": { "n": { "type": "integer", "minimum": 9, "maximum": 1 } }\n}\n`,
  };
  const run = analyzeProject(files, 'app/main.ts');
  assert.deepEqual(run.here, []);
  assert.deepEqual(run.elsewhere, { 'app/args.json': ['pedelec/invalid-range «9»'] });
});
