/**
 * Python files under the plugin's `toolschema/python` language (`configs.python`): `eslint .` reports what
 * `toolschema-lint .` reports in an Arcade project written in Python, and RuleTester runs a rule on Python text.
 */
import { describe, it, test } from 'node:test';
import * as assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { ESLint, RuleTester, type Linter } from 'eslint';
import { cliProblems, copyOf, eslintProblems, plugin } from './helpers';
import { pythonLanguage } from '../../server/src/eslint/python';

const python = (plugin as unknown as { configs: { python: Linter.Config[] } }).configs.python;
const APP = 'test/fixtures/python-app';

test('eslint: an Arcade app in Python gets the problems toolschema-lint reports, with the same codes, ranges and messages', async () => {
  const dir = copyOf(APP);
  try {
    const expected = cliProblems(dir);
    for (const code of ['arcade-python/missing-parameter-description', 'arcade-python/union-type'])
      assert.ok(
        expected.some((p) => p.includes(` ${code} `)),
        code,
      );
    assert.ok(
      expected.some((p) => p.includes('faults.py')),
      'a problem in faults.py',
    );
    assert.deepEqual(await eslintProblems(dir, python), expected);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('eslint: a .py file that names no Arcade module gets no problem, and ESLint parses no Python', async () => {
  const dir = copyOf(APP);
  try {
    // Not Python ESLint could parse as JavaScript: without the language, ESLint would report a parsing error.
    writeFileSync(path.join(dir, 'plain.py'), 'def add(a: int, b: int) -> int:\n    return a + b  # no tool here\n');
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: python });
    const [result] = await eslint.lintFiles(['plain.py']);
    assert.deepEqual(result.messages, []);
    assert.equal(result.fatalErrorCount, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const HEAD = 'from typing import Annotated\n\nfrom arcade_tdk import tool\n\n\n@tool\n';

// Its cases as node:test tests, as in rules.test.ts, which sets the same static hooks: the ESLint files share a process.
RuleTester.describe = describe;
RuleTester.it = it;

describe('eslint RuleTester: arcade-python/missing-parameter-description on Python text, its fix a suggestion', () => {
  const tester = new RuleTester({ plugins: { toolschema: plugin as unknown as ESLint.Plugin }, language: 'toolschema/python' });
  const rule = (plugin as unknown as ESLint.Plugin).rules!['arcade-python/missing-parameter-description'];
  tester.run('arcade-python/missing-parameter-description', rule, {
    valid: [
      {
        code: `${HEAD}def greet(name: Annotated[str, "Who to greet"]) -> str:\n    """Greet someone."""\n    return name\n`,
        filename: 'greet.py',
      },
    ],
    invalid: [
      {
        code: `${HEAD}def greet(name: str) -> str:\n    """Greet someone."""\n    return name\n`,
        filename: 'greet.py',
        errors: [
          {
            message:
              "Parameter 'name' is missing a description. Parameter descriptions are specified as string annotations using the typing.Annotated class. Write Annotated[T, \"what it is\"]: Arcade's catalog rejects the tool (ToolInputSchemaError).",
            line: 7,
            column: 11,
            endLine: 7,
            endColumn: 15,
            suggestions: [
              {
                desc: 'Wrap the annotation in Annotated[…, "…"]',
                output: `${HEAD}def greet(name: Annotated[str, "TODO: describe name"]) -> str:\n    """Greet someone."""\n    return name\n`,
              },
            ],
          },
        ],
      },
    ],
  });
});

test('eslint toolschema/python language: lines, the end and locations under CRLF, CR and LF breaks (as ESLint counts lines)', () => {
  const text = 'a\r\nbb\rccc\n\nd\n';
  const parsed = pythonLanguage.parse({ body: text });
  const code = pythonLanguage.createSourceCode({ body: text }, parsed);
  assert.deepEqual(code.lines, ['a', 'bb', 'ccc', '', 'd', '']);
  assert.deepEqual(parsed.ast.loc.end, { line: 6, column: 0 });
  assert.deepEqual(code.getLocFromIndex(text.indexOf('ccc') + 2), { line: 3, column: 2 });
  assert.equal(code.getIndexFromLoc({ line: 5, column: 0 }), text.indexOf('d'));
});
