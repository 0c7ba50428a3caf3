/**
 * Fixes in TypeScript and JavaScript sources: each edits the literal as written, keeps comments, the key's style,
 * the file's quotes and trailing commas, and leaves text that parses and has no new problem.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import {
  analyzeFile,
  analyzeProject,
  assertNoNewProblems,
  fixAllInProject,
  fixesFor,
  onlyFix,
  type ScriptRun,
} from '../../../helpers/scripts';
import { fixAll, safeFixes } from '../../../../server/src/core/features/fixes';
import { DEFAULT_SETTINGS } from '../../../../server/src/core/settings/settings';
import { ENGINE } from '../../../helpers/engine';
import { addElement } from '../../../../server/src/core/model/operations';
import { applyEdits } from '../../../../server/src/core/model/edits';
import { getValue, isArray, type JsonValue } from '../../../../server/src/core/model/tree';

const HEAD = `import type { ToolArgsSchema } from '@kaoruisaac/pedelec';\n`;
const MAIN = 'app/tools.ts';

/** The fix of `code` applied to `body` (after the import), checked to parse with no new problem; the new body. */
function fixed(body: string, code: string, title?: RegExp): string {
  const before = analyzeFile(HEAD + body, MAIN);
  const output = onlyFix(before, code, title);
  assert.ok(output.startsWith(HEAD), 'the import is untouched');
  assertNoNewProblems(before, { [MAIN]: output }, MAIN);
  return output.slice(HEAD.length);
}

const removeFormat = (body: string) => fixed(body, 'pedelec/unsupported-keyword');

test('edits: removing a property takes its comma: first, middle, last, only, before a trailing comma', () => {
  const s = (inner: string) => `export const s = { ${inner} } satisfies ToolArgsSchema;`;
  assert.equal(removeFormat(s(`format: 'a', type: 'object'`)), s(`type: 'object'`));
  assert.equal(removeFormat(s(`type: 'object', format: 'a', properties: {}`)), s(`type: 'object', properties: {}`));
  assert.equal(removeFormat(s(`type: 'object', format: 'a'`)), s(`type: 'object'`));
  assert.equal(
    removeFormat(`export const s = { type: 'object', properties: { a: { format: 'a' } } } satisfies ToolArgsSchema;`).replace(/\s+/g, ' '),
    `export const s = { type: 'object', properties: { a: {} } } satisfies ToolArgsSchema;`,
  );
});

test('edits: a removed last property keeps the trailing-comma style of the literal', () => {
  assert.equal(
    removeFormat(`export const s = {\n  type: 'object',\n  properties: {},\n  format: 'a',\n} satisfies ToolArgsSchema;`),
    `export const s = {\n  type: 'object',\n  properties: {},\n} satisfies ToolArgsSchema;`,
  );
  assert.equal(
    removeFormat(`export const s = { type: 'object', format: 'a', } satisfies ToolArgsSchema;`),
    `export const s = { type: 'object', } satisfies ToolArgsSchema;`,
  );
});

test('edits: comments around a removed property stay, at their indentation', () => {
  assert.equal(
    removeFormat(
      `export const s = {\n  type: 'object',\n  // why\n  format: 'a', // trailing\n  properties: {},\n} satisfies ToolArgsSchema;`,
    ),
    `export const s = {\n  type: 'object',\n  // why\n  // trailing\n  properties: {},\n} satisfies ToolArgsSchema;`,
  );
  assert.equal(
    removeFormat(
      `export const s = {\n  type: 'object',\n  properties: {},\n  // why\n  "format": 'a', // trailing\n} satisfies ToolArgsSchema;`,
    ),
    `export const s = {\n  type: 'object',\n  properties: {},\n  // why\n  // trailing\n} satisfies ToolArgsSchema;`,
  );
  assert.equal(
    removeFormat(`export const s = { type: 'object', /* keep */ format: 'a' } satisfies ToolArgsSchema;`),
    `export const s = { type: 'object' /* keep */ } satisfies ToolArgsSchema;`,
  );
});

test('edits: quoted and unquoted keys are found and removed; a rename keeps the key style', () => {
  assert.equal(
    removeFormat(`export const s = { type: 'object', properties: { a: { type: 'string', 'format': "x" } } } satisfies ToolArgsSchema;`),
    `export const s = { type: 'object', properties: { a: { type: 'string' } } } satisfies ToolArgsSchema;`,
  );
  const rename = (key: string) =>
    fixed(
      `export const s = { type: 'object', properties: { ${key}: { type: 'integer' } }, required: [${key.replace(/^\w+$/, "'$&'")}] } satisfies ToolArgsSchema;`,
      'pedelec/reserved-argument',
    );
  assert.equal(
    rename('timeoutMs'),
    `export const s = { type: 'object', properties: { operationTimeoutMs: { type: 'integer' } }, required: ['operationTimeoutMs'] } satisfies ToolArgsSchema;`,
  );
  assert.equal(
    rename(`'timeoutMs'`),
    `export const s = { type: 'object', properties: { 'operationTimeoutMs': { type: 'integer' } }, required: ['operationTimeoutMs'] } satisfies ToolArgsSchema;`,
  );
  assert.equal(
    rename(`"timeoutMs"`),
    `export const s = { type: 'object', properties: { "operationTimeoutMs": { type: 'integer' } }, required: ['operationTimeoutMs'] } satisfies ToolArgsSchema;`,
  );
});

test('edits: a property that came through a spread is removed where it is written', () => {
  assert.equal(
    removeFormat(
      `const base = { type: 'string', format: 'x' };\nexport const s = { type: 'object', properties: { a: { ...base, description: 'd' } } } satisfies ToolArgsSchema;`,
    ),
    `const base = { type: 'string' };\nexport const s = { type: 'object', properties: { a: { ...base, description: 'd' } } } satisfies ToolArgsSchema;`,
  );
});

test('edits: removing an array element, also one written as a name', () => {
  assert.equal(
    fixed(
      `export const s = { type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'a'] } satisfies ToolArgsSchema;`,
      'pedelec/duplicate-required',
    ),
    `export const s = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] } satisfies ToolArgsSchema;`,
  );
  assert.equal(
    fixed(
      `const a = 'a';\nexport const s = { type: 'object', properties: { a: { type: 'string' } }, required: [a, a] } satisfies ToolArgsSchema;`,
      'pedelec/duplicate-required',
    ),
    `const a = 'a';\nexport const s = { type: 'object', properties: { a: { type: 'string' } }, required: [a] } satisfies ToolArgsSchema;`,
  );
  assert.equal(
    fixed(
      `export const s = {\n  type: 'object',\n  required: [\n    'b', // not there\n  ],\n} satisfies ToolArgsSchema;`,
      'pedelec/required-undefined',
      /^Remove/,
    ),
    `export const s = {\n  type: 'object',\n  required: [\n    // not there\n  ],\n} satisfies ToolArgsSchema;`,
  );
});

test('edits: adding a property into single-line, multi-line, empty and commented literals', () => {
  const addMaxItems = (body: string) => fixed(body, 'pedelec/unbounded-array');
  assert.equal(
    addMaxItems(
      `export const s = { type: 'object', properties: { a: { type: 'array', items: { type: 'string' } } } } satisfies ToolArgsSchema;`,
    ),
    `export const s = { type: 'object', properties: { a: { type: 'array', items: { type: 'string' }, maxItems: 100 } } } satisfies ToolArgsSchema;`,
  );
  assert.equal(
    addMaxItems(
      `export const s = {\n\ttype: 'object',\n\tproperties: {\n\t\ta: {\n\t\t\ttype: 'array',\n\t\t\titems: { type: 'string' }, // the items\n\t\t},\n\t},\n} satisfies ToolArgsSchema;`,
    ),
    `export const s = {\n\ttype: 'object',\n\tproperties: {\n\t\ta: {\n\t\t\ttype: 'array',\n\t\t\titems: { type: 'string' }, // the items\n\t\t\tmaxItems: 100,\n\t\t},\n\t},\n} satisfies ToolArgsSchema;`,
  );
  const addType = (body: string) => fixed(body, 'pedelec/root-not-object');
  assert.equal(addType(`export const s = {} satisfies ToolArgsSchema;`), `export const s = { type: 'object' } satisfies ToolArgsSchema;`);
  assert.equal(
    addType(`export const s = {\n} satisfies ToolArgsSchema;`),
    `export const s = {\n  type: 'object'\n} satisfies ToolArgsSchema;`,
  );
  assert.equal(
    addType(`export const s = { /* nothing */ } satisfies ToolArgsSchema;`),
    `export const s = { type: 'object' /* nothing */ } satisfies ToolArgsSchema;`,
  );
  assert.equal(
    addType(`export const s = {\n  properties: { a: { type: 'string' } }\n} satisfies ToolArgsSchema;`),
    `export const s = {\n  properties: { a: { type: 'string' } },\n  type: 'object'\n} satisfies ToolArgsSchema;`,
  );
});

test("edits: values are written in the file's quote style, keys bare when they can be", () => {
  const double = `import type { ToolArgsSchema } from "@kaoruisaac/pedelec";\nexport const s = { properties: { a: { type: "string" } } } satisfies ToolArgsSchema;`;
  assert.equal(onlyFix(analyzeFile(double, MAIN), 'pedelec/root-not-object'), double.replace(`} } }`, `} }, type: "object" }`));
  const single = `import type { ToolArgsSchema } from '@kaoruisaac/pedelec';\nexport const s = { properties: { a: { type: 'string' } } } satisfies ToolArgsSchema;`;
  assert.equal(onlyFix(analyzeFile(single, MAIN), 'pedelec/root-not-object'), single.replace(`} } }`, `} }, type: 'object' }`));
  const added = onlyFix(
    analyzeFile(
      `${HEAD}export const s = { type: 'object', properties: { a: { type: 'string' } }, required: ['it\\'s-b'] } satisfies ToolArgsSchema;`,
      MAIN,
    ),
    'pedelec/required-undefined',
    /^Add/,
  );
  assert.match(added, /properties: \{ a: \{ type: 'string' \}, 'it\\'s-b': \{ type: 'string' \} \}/);
});

test('edits: source.fixAll in a .ts file leaves text that parses, without the problems it fixed', () => {
  const text = `${HEAD}export const s = {
  type: 'object',
  format: 'x', // no
  properties: {
    list: { type: 'array', items: { type: 'string', 'minProperties': 1, } },
  },
  additionalProperties: false,
} satisfies ToolArgsSchema;
`;
  const before = analyzeFile(text, MAIN);
  assert.ok(before.here.length >= 3, before.here.join('\n'));
  const output = fixAll({ uri: 'file:///app/tools.ts', languageId: 'typescript', text }, DEFAULT_SETTINGS, {
    engine: ENGINE,
    choose: safeFixes,
  });
  assert.notEqual(output, text);
  const after: ScriptRun = assertNoNewProblems(before, { [MAIN]: output }, MAIN);
  assert.deepEqual(
    after.here.filter((d) => d.startsWith('pedelec/unsupported-keyword')),
    [],
    output,
  );
  assert.match(output, /\/\/ no/, 'the comment stays');
});

test('edits: fix-all with the project readable leaves an imported constant alone', () => {
  const files = {
    [MAIN]: `${HEAD}import { shared } from './shared';\nexport const s = { type: 'object', format: 'x', properties: { p: shared } } satisfies ToolArgsSchema;\n`,
    'app/shared.ts': `export const shared = { type: 'string', format: 'y' };\n`,
  };
  const output = fixAllInProject(files, MAIN);
  assert.equal(output, files[MAIN].replace(` format: 'x',`, ''));
  assert.deepEqual(analyzeProject({ ...files, [MAIN]: output }, MAIN).elsewhere, {
    'app/shared.ts': ['pedelec/unsupported-keyword «format»'],
  });
});

test('edits: removing a property that overrides one from a spread removes both, else the spread would take effect', () => {
  assert.equal(
    removeFormat(
      `const base = { type: 'string', format: 'x' };\nexport const s = { type: 'object', properties: { a: { ...base, format: 'y' } } } satisfies ToolArgsSchema;`,
    ),
    `const base = { type: 'string' };\nexport const s = { type: 'object', properties: { a: { ...base } } } satisfies ToolArgsSchema;`,
  );
  // When the spread's property is written in another file, a removal here would not remove the keyword: no fix.
  const run = analyzeProject(
    {
      [MAIN]: `${HEAD}import { base } from './base';\nexport const s = { type: 'object', properties: { a: { ...base, format: 'y' } } } satisfies ToolArgsSchema;\n`,
      'app/base.ts': `export const base = { type: 'string', format: 'x' };\n`,
    },
    MAIN,
  );
  assert.deepEqual(run.here, ['pedelec/unsupported-keyword «format»']);
  assert.deepEqual(fixesFor(run, 'pedelec/unsupported-keyword'), []);
});

test('edits: an element added to an array literal goes last, in its layout and quotes (the strict-mode fixes use it)', () => {
  const s = (required: string) =>
    `export const s = { type: 'object', properties: { a: { type: 'string' } }, required: ${required} } satisfies ToolArgsSchema;`;
  const added = (required: string, value: JsonValue) => {
    const { analysis, text } = analyzeFile(HEAD + s(required));
    const unit = analysis.units?.[0];
    const list = getValue(unit?.doc.root, 'required');
    assert.ok(unit && isArray(list));
    return applyEdits(text, unit.doc.adapter.edits(text, addElement(list, value))).slice(HEAD.length);
  };
  assert.equal(added(`[]`, 'a'), s(`['a']`));
  assert.equal(added(`['b']`, 'a'), s(`['b', 'a']`));
  assert.equal(added(`[\n  'b',\n]`, 'a'), s(`[\n  'b',\n  'a',\n]`));
  assert.equal(added(`['b' /* why */]`, { type: 'null' }), s(`['b', { type: 'null' } /* why */]`));
});
