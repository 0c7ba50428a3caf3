/**
 * `eslint .` with the plugin's configs against `toolschema-lint .` on the same folders: the same problems (code,
 * range, message) and, after `--fix`, the same files. Each test works on its own copy of the fixtures.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { spawnSync } from 'node:child_process';
import { cli, cliProblems, copyOf, eslintIn, eslintProblems, REPO, textsUnder } from './helpers';

const APP = 'test/fixtures/pedelec-app';
/** JSON and JSONC files of every family: Arcade tools, Pedelec args schemas, skills, with deliberate mistakes. */
const JSON_FOLDERS = ['examples', 'test/fixtures/pedelec'];

test('eslint: the Pedelec sample app gets the problems toolschema-lint reports, with the same codes, ranges and messages', async () => {
  const dir = copyOf(APP);
  try {
    const expected = cliProblems(dir);
    assert.ok(
      expected.some((p) => p.includes('shapes.ts pedelec/keyword-type-mismatch')),
      'a problem found through an import',
    );
    assert.ok(
      expected.some((p) => p.includes('search-schema.json pedelec/unbounded-array')),
      'a problem in an imported .json',
    );
    assert.deepEqual(await eslintProblems(dir), expected);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('eslint: JSON and JSONC files (Arcade and Pedelec) get the problems toolschema-lint reports', async () => {
  const dir = copyOf(...JSON_FOLDERS);
  try {
    const expected = cliProblems(dir);
    for (const code of ['arcade/array-missing-inner-type', 'arcade/unknown-key', 'pedelec/unsupported-keyword'])
      assert.ok(
        expected.some((p) => p.includes(` ${code} `)),
        code,
      );
    assert.deepEqual(await eslintProblems(dir), expected);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('eslint --fix writes the files toolschema-lint --fix writes', async () => {
  const byCli = copyOf(APP, ...JSON_FOLDERS);
  const byEslint = copyOf(APP, ...JSON_FOLDERS);
  try {
    const before = textsUnder(byCli);
    cli(byCli, '--fix', '.');
    const results = await eslintIn(byEslint, { fix: true }).lintFiles(['.']);
    await ESLint.outputFixes(results);
    const fixedByCli = textsUnder(byCli);
    const changed = Object.keys(before).filter((f) => before[f] !== fixedByCli[f]);
    assert.ok(changed.includes(path.join('pedelec-app', 'src', 'tools', 'shapeTools.ts')), 'a script was fixed');
    assert.ok(changed.includes(path.join('pedelec', 'every-unsupported.args.jsonc')), 'a JSONC file was fixed');
    assert.deepEqual(textsUnder(byEslint), fixedByCli);
  } finally {
    rmSync(byCli, { recursive: true, force: true });
    rmSync(byEslint, { recursive: true, force: true });
  }
});

test('eslint: a problem found from another file shows in the file it is written in, whichever file ESLint lints', async () => {
  const dir = copyOf(APP);
  try {
    // shapes.ts alone: the problem is found by analysing the tools that import it, which ESLint was not asked to lint.
    const [result] = await eslintIn(dir).lintFiles([path.join('pedelec-app', 'src', 'schemas', 'shapes.ts')]);
    assert.deepEqual(
      result.messages.map((m) => [m.ruleId, m.line, m.column]),
      [['toolschema/pedelec/keyword-type-mismatch', 18, 42]],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('eslint: the toolschema config file’s associations apply, and ESLint’s config decides severities', async () => {
  const dir = copyOf();
  try {
    mkdirSync(path.join(dir, 'schemas'));
    // Named like no Pedelec file: only the association makes it an args schema.
    writeFileSync(
      path.join(dir, 'schemas', 'search.json'),
      '{ "type": "object", "properties": { "q": { "type": "string", "title": "Q" } } }\n',
    );
    writeFileSync(path.join(dir, 'toolschema.config.json'), '{ "associations": { "schemas/*.json": "pedelec-args" } }\n');
    const [result] = await eslintIn(dir, {
      config: [{ rules: { 'toolschema/pedelec/unsupported-keyword': 'warn' } }],
    }).lintFiles([path.join('schemas', 'search.json')]);
    assert.deepEqual(
      result.messages.map((m) => [m.ruleId, m.severity, m.line, m.column]),
      [['toolschema/pedelec/unsupported-keyword', 1, 1, 62]],
    );
    assert.equal(JSON.parse(cli(dir, '--format', 'json', 'schemas').stdout)[0].schemaId, 'pedelec-args');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('eslint: the plugin loads as `toolschema/eslint` through package.json exports, from ESM and CommonJS', () => {
  const manifest = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8'));
  assert.ok(manifest.files.includes(manifest.exports['./eslint'].replace(/^\.\//, '')), 'the package ships the plugin');
  const esm = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import p from 'toolschema/eslint'; console.log(p.meta.name, p.configs.recommended[0].plugins.toolschema === p)",
    ],
    { cwd: REPO, encoding: 'utf8' },
  );
  assert.equal(esm.stdout, 'toolschema true\n', esm.stderr);
  const cjs = spawnSync(
    process.execPath,
    ['-e', "console.log(Object.keys(require('toolschema/eslint').rules).includes('pedelec/unsupported-keyword'))"],
    {
      cwd: REPO,
      encoding: 'utf8',
    },
  );
  assert.equal(cjs.stdout, 'true\n', cjs.stderr);
});

test('eslint: `// eslint-disable-next-line toolschema/<code>` silences that problem in scripts and JSONC, and an unused one is reported', async () => {
  const dir = copyOf();
  try {
    const tool = (comment: string) =>
      [
        "import { defineTool } from '@kaoruisaac/pedelec';",
        'export const tool = defineTool({',
        "  name: 'search',",
        "  description: 'Search.',",
        "  argsSchema: { type: 'object', properties: {} },",
        comment,
        '  timeoutMs: 0,',
        '});',
        '',
      ].join('\n');
    writeFileSync(path.join(dir, 'silenced.ts'), tool('  // eslint-disable-next-line toolschema/pedelec/invalid-timeout'));
    writeFileSync(path.join(dir, 'other-rule.ts'), tool('  // eslint-disable-next-line toolschema/pedelec/unbounded-array'));
    writeFileSync(
      path.join(dir, 'a.args.jsonc'),
      '{\n  // eslint-disable-next-line toolschema/pedelec/unsupported-keyword\n  "title": "A",\n  "type": "object"\n}\n',
    );
    const results = await eslintIn(dir, { config: [{ linterOptions: { reportUnusedDisableDirectives: 'error' } }] }).lintFiles(['.']);
    const byFile = Object.fromEntries(results.map((r) => [path.basename(r.filePath), r.messages.map((m) => [m.ruleId, m.line])]));
    assert.deepEqual(byFile, {
      'a.args.jsonc': [],
      'other-rule.ts': [
        [null, 6], // ESLint's "unused eslint-disable directive"
        ['toolschema/pedelec/invalid-timeout', 7],
      ],
      'silenced.ts': [],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('eslint: a rule ESLint turns off lets the problem it replaces show, as toolschema’s own rule settings do', async () => {
  const dir = copyOf();
  try {
    writeFileSync(
      path.join(dir, 'a.args.json'),
      '{\n  "type": "object",\n  "properties": { "n": { "type": "integer", "minimum": "5" } }\n}\n',
    );
    const codes = async (config: Linter.Config[]) =>
      (await eslintIn(dir, { config }).lintFiles(['a.args.json']))[0].messages.map((m) => [m.ruleId, m.line, m.column]);
    assert.deepEqual(await codes([]), [['toolschema/pedelec/invalid-keyword-value', 3, 56]]);
    assert.deepEqual(await codes([{ rules: { 'toolschema/pedelec/invalid-keyword-value': 'off' } }]), [
      ['toolschema/schema/wrong-type', 3, 56],
    ]);
    writeFileSync(path.join(dir, 'toolschema.config.json'), '{ "rules": { "pedelec/invalid-keyword-value": "off" } }\n');
    assert.deepEqual(
      JSON.parse(cli(dir, '--format', 'json', 'a.args.json').stdout)[0].messages.map((p: { ruleId: string }) => p.ruleId),
      ['schema/wrong-type'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
