import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { compileGlob, globProblem, MAX_GLOB_ALTERNATIVES, MAX_GLOB_LENGTH } from '../../../server/src/core/settings/glob';

/** [glob, path, matches] — anchored at both ends, case-insensitive, dots not special. */
const table: [string, string, boolean][] = [
  ['*.json', 'a.json', true],
  ['*.json', '.hidden.json', true],
  ['*.json', 'dir/a.json', false],
  ['*.JSON', 'A.json', true],
  ['a?c', 'abc', true],
  ['a?c', 'a/c', false],
  ['a?c', 'ac', false],
  ['**/*.json', 'a.json', true],
  ['**/*.json', 'x/y/z/a.json', true],
  ['**/wrapper_tools/*.json', '/w/t/wrapper_tools/Thing.json', true],
  ['**/wrapper_tools/*.json', '/w/t/wrapper_tools/deeper/Thing.json', false],
  // `**/` + a rest without `**` is matched on the path's last segments only: as many as the rest has.
  ['**/wrapper_tools/*.json', 'wrapper_tools/Thing.json', true],
  ['**/wrapper_tools/*.json', 'Thing.json', false],
  ['**/*/a', '/a', true],
  ['**/b/a', '/a', false],
  ['**/{a,b/c}.json', 'x/b/c.json', true],
  ['**/{a,b/c}.json', 'x/y/c.json', false],
  ['tools/**', 'tools', true],
  ['tools/**', 'tools/a/b.json', true],
  ['tools/**', 'toolsx/a', false],
  ['a/**/b', 'a/b', true],
  ['a/**/b', 'a/x/y/b', true],
  ['a/**/b', 'a/xb', false],
  ['**', 'any/thing/at/all', true],
  ['a**b', 'axxb', true],
  ['a**b', 'ax/xb', false],
  ['[abc].json', 'b.json', true],
  ['[abc].json', 'd.json', false],
  ['[a-c]x', 'Bx', true],
  ['[!a-c]x', 'dx', true],
  ['[^a-c]x', 'ax', false],
  ['[!a]', '/', false],
  ['*.{json,jsonc}', 'a.jsonc', true],
  ['*.{json,jsonc}', 'a.yaml', false],
  ['{a,b{c,d}}.json', 'bd.json', true],
  ['{a,b{c,d}}.json', 'b.json', false],
  ['*a*a*a*a*a*a*a*a*a*a*b', `${'a'.repeat(5000)}.args.json`, false],
  ['*a*a*a*a*a*a*a*a*a*a*b*.json', 'xaxaxaxaxaxaxaxaxaxab.json', true],
  ['**/**/**/**/**/**/**/**/x', `${'a/'.repeat(2000)}y`, false],
  // `**/` may be nothing: a relative path (the CLI's overrides and ignorePatterns) matches at its start too.
  ['**/src/shared.ts', 'src/shared.ts', true],
  ['**/a.ts', 'a.ts', true],
  ['src/**/a.ts', 'src/a.ts', true],
  ['**/a.ts', 'xa.ts', false],
  // One `*` and nothing else wild: compared as a prefix and a suffix, which must not overlap, with no `/` between.
  ['ab*ba', 'aba', false],
  ['ab*ba', 'abba', true],
  ['ab*ba', 'abxyzba', true],
  ['ab*ba', 'ab/ba', false],
  ['*', '', true],
  ['*', 'a/b', false],
  ['**/skills/tools-*.json', '/p/Skills/TOOLS-x.JSON', true],
  ['**/skills/tools-*.json', '/p/skills/tools-.json', true],
  ['**/skills/tools-*.json', '/p/skills/tools.json', false],
  ['**/wrapper_tools/*.json', '/w/wrapper_tools/a/b.json', false],
  ['**/x*.json', '/w/x.json/y.json', false],
  ['src/*.ts', 'src/a.ts', true],
  ['src/*.ts', 'lib/src/a.ts', false],
];

for (const [glob, path, expected] of table) {
  test(`glob: ${glob} ${expected ? 'matches' : 'does not match'} ${path.length > 40 ? `${path.slice(0, 20)}… (${path.length} chars)` : path}`, () => {
    assert.equal(compileGlob(glob)(path), expected);
  });
}

test('glob: refused patterns get a reason', () => {
  assert.match(globProblem('tools\\*.json')!, /contains "\\"; globs use "\/"/);
  assert.match(globProblem('a/[')!, /"\[" without a "\]"/);
  assert.match(globProblem('{a,b')!, /"\{" without a "\}"/);
  assert.match(globProblem('a}')!, /"\}" without a "\{"/);
  assert.match(globProblem('  ')!, /empty/);
  assert.match(globProblem('*'.repeat(MAX_GLOB_LENGTH + 1))!, new RegExp(`longer than ${MAX_GLOB_LENGTH}`));
  assert.match(globProblem('{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}')!, new RegExp(`more than ${MAX_GLOB_ALTERNATIVES} patterns`));
  assert.equal(globProblem('__proto__'), undefined);
  assert.equal(globProblem('src/**/*.{tool,args}.json'), undefined);
});
