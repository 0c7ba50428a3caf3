/**
 * Hostile input never crashes, hangs or logs a failed stage: text that does not parse, huge and deeply nested
 * literals, a 1 MB file, binary garbage that mentions the module's name.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeFile, analyzeProject, type ScriptRun } from '../../../helpers/scripts';
import { resolveFixes } from '../../../../server/src/core/features/fixes';
import { DEFAULT_SETTINGS } from '../../../../server/src/core/settings/settings';

const HEAD = `import { defineTool, type ToolArgsSchema } from '@kaoruisaac/pedelec';\n`;

/** Analysed without a failed stage, every problem inside the text, the fixes of the first 50 edits inside it. */
function calm(run: ScriptRun): ScriptRun {
  assert.deepEqual(run.logged, []);
  for (const [i, p] of run.analysis.problems.entries()) {
    assert.ok(p.span.offset >= 0 && p.span.offset + p.span.length <= run.text.length, `${p.code} lies inside the text`);
    if (i < 50)
      for (const fix of resolveFixes(run.analysis.doc, p))
        for (const e of fix.edits) assert.ok(e.offset >= 0 && e.offset + e.length <= run.text.length, fix.title);
  }
  return run;
}

test('hostile: text that does not parse gets toolschema/script-not-parsed where the parser stopped (never a silent pass), never a crash', () => {
  for (const [text, at] of [
    [`${HEAD}defineTool({ name: 'a', argsSchema: { type: 'object', format: 'x' `, ''], // the end of the text
    [`${HEAD}const = ;;; }}} (((`, '='],
    [`${HEAD}export const s = { type: 'strin' satisfies ToolArgsSchema;`, ';'],
    [`${HEAD}<div>{</div>`, '<'],
  ])
    assert.deepEqual(calm(analyzeFile(text)).here, [`toolschema/script-not-parsed «${at}»`], text);
  // A file that names no Pedelec module is not parsed at all: nothing to say.
  assert.deepEqual(calm(analyzeFile('import {')).here, []);
});

test('hostile: errors the parser recovers from leave the rest of the file checked', () => {
  const run = calm(
    analyzeFile(
      `${HEAD}let x = 1;\nlet x = 2;\nexport const s = { type: 'object', properties: { a: { type: 'strin' } } } satisfies ToolArgsSchema;\n`,
    ),
  );
  assert.deepEqual(run.here, ["pedelec/missing-type «'strin'»"]);
});

test('hostile: binary garbage that mentions the module name', () => {
  let garbage = '';
  for (let i = 0; i < 100_000; i++) garbage += String.fromCharCode((i * 7919) % 65536);
  for (const text of [
    `@kaoruisaac/pedelec${garbage}`,
    `import x from '@kaoruisaac/pedelec';${garbage}`,
    `\u0000\ud800pedelec\udfff${garbage}`,
  ])
    assert.deepEqual(
      calm(analyzeFile(text, 'app/blob.js')).analysis.problems.map((p) => p.code),
      ['toolschema/script-not-parsed'],
    );
});

test('hostile: deeply nested arrays, objects and parentheses: one script-not-parsed saying how deep, never a crash or a silent pass', () => {
  const nested = (open: string, close: string, depth: number, inner: string) => open.repeat(depth) + inner + close.repeat(depth);
  for (const value of [
    nested('[', ']', 50_000, '1'),
    nested('{ a: ', ' }', 20_000, '1'),
    nested('(', ')', 50_000, `{ type: 'object' }`),
    nested(`{ type: 'array', maxItems: 1, items: `, ' }', 5_000, `{ type: 'string' }`),
  ]) {
    const { problems } = calm(
      analyzeFile(`${HEAD}export const s = { type: 'object', properties: { a: ${value} } } satisfies ToolArgsSchema;\n`),
    ).analysis;
    assert.deepEqual(
      problems.map((p) => p.code),
      ['toolschema/script-not-parsed'],
    );
    assert.match(problems[0].message, /nested \d+ levels deep here/);
  }
});

test('hostile: a 1 MB file of tools is checked whole; a file over the size limit is not, and says so', () => {
  let text = HEAD;
  let count = 0;
  while (text.length < 1024 * 1024) {
    text += `defineTool({ name: 't${count}', description: 'd', argsSchema: { type: 'object', properties: { a: { type: 'array', items: { type: 'string' } } } } });\n`;
    count++;
  }
  const run = calm(analyzeFile(text));
  assert.equal(run.here.length, count);
  assert.ok(run.here.every((d) => d === "pedelec/unbounded-array «'array'»"));
  const small = { ...DEFAULT_SETTINGS, maxFileSizeKB: 512 };
  assert.deepEqual(calm(analyzeFile(text, undefined, small)).here, ['toolschema/file-too-large «i»']);
});

test('hostile: an imported module over the size limit is not read', () => {
  const big = `export const p = { type: 'strin', description: '${'x'.repeat(600 * 1024)}' };\n`;
  const run = analyzeProject(
    {
      'app/main.ts': `${HEAD}import { p } from './big';\nexport const s = { type: 'object', properties: { p } } satisfies ToolArgsSchema;\n`,
      'app/big.ts': big,
    },
    'app/main.ts',
    { ...DEFAULT_SETTINGS, maxFileSizeKB: 512 },
  );
  assert.deepEqual(calm(run).here, []);
  assert.deepEqual(run.elsewhere, {});
});

test('hostile: a module importing itself, and two modules importing each other, terminate', () => {
  const run = analyzeProject(
    {
      'app/main.ts': `${HEAD}import { a } from './a';\nexport const s = { type: 'object', properties: { a } } satisfies ToolArgsSchema;\n`,
      'app/a.ts': `import { b } from './b';\nexport { a } from './a';\nexport const a = { type: 'object', properties: { b } };\nexport * from './a';\n`,
      'app/b.ts': `import { a } from './a';\nexport * from './b';\nexport const b = { type: 'array', maxItems: 2, items: a };\n`,
    },
    'app/main.ts',
  );
  assert.deepEqual(calm(run).here, []);
});
