/** Problems found in another file than the one analysed: located in that file, merged into its result, once. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { locateElsewhere, mergeElsewhere } from '../../server/src/cli/elsewhere';
import { ENGINE } from '../helpers/engine';
import { fileSystemHost } from '../../server/src/cli/moduleHost';
import type { FileResult, LocatedProblem } from '../../server/src/cli/format';
import type { Problem } from '../../server/src/core/model/problem';
import { workspace } from '../helpers/workspace';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';

const problem = (code: string, offset: number, length: number): Problem => ({
  code,
  severity: 'error',
  span: { offset, length },
  message: `${code} here`,
});
const at = (code: string, line: number, column: number): LocatedProblem => ({
  line,
  column,
  endLine: line,
  endColumn: column + 3,
  severity: 'error',
  message: `${code} here`,
  code,
});

test('elsewhere: problems are located in the text of the file they are written in (CRLF too); other URIs are left out', () => {
  const shared = '/p/shared.ts';
  const text = 'export const q = {\r\n  type: "number",\r\n  minLength: 3,\r\n};\r\n';
  const offset = text.indexOf('minLength');
  const located = locateElsewhere(
    new Map([
      [pathToFileURL(shared).toString(), [problem('pedelec/keyword-type-mismatch', offset, 'minLength'.length)]],
      ['untitled:Untitled-1', [problem('pedelec/missing-type', 0, 1)]],
      [pathToFileURL('/p/unread.ts').toString(), [problem('pedelec/missing-type', 0, 1)]],
    ]),
    (uri) => (uri === pathToFileURL(shared).toString() ? text : undefined),
    () => ({ ...DEFAULT_SETTINGS, rules: { 'pedelec/keyword-type-mismatch': 'error' } }),
    ENGINE,
  );
  assert.deepEqual(located, [
    {
      path: shared,
      problems: [{ ...at('pedelec/keyword-type-mismatch', 3, 3), endColumn: 12 }],
    },
  ]);
});

test('elsewhere: merged under the file where written, each once (two tools, and the file itself), sorted; ignored files get none', () => {
  const a: FileResult = {
    path: '/p/a.ts',
    schemaId: 'pedelec-args',
    problems: [at('pedelec/unbounded-array', 9, 5)],
    elsewhere: [
      { path: '/p/shared.ts', problems: [at('pedelec/invalid-range', 7, 3), at('pedelec/missing-type', 2, 3)] },
      { path: '/p/generated/x.ts', problems: [at('pedelec/missing-type', 1, 1)] },
    ],
  };
  const b: FileResult = {
    path: '/p/b.ts',
    schemaId: 'pedelec-args',
    problems: [],
    elsewhere: [{ path: '/p/shared.ts', problems: [at('pedelec/missing-type', 2, 3)] }],
  };
  const merged = mergeElsewhere([b, a], (file) => file.includes('/generated/'));
  assert.deepEqual(merged, [
    { path: '/p/a.ts', schemaId: 'pedelec-args', problems: [at('pedelec/unbounded-array', 9, 5)] },
    { path: '/p/b.ts', schemaId: 'pedelec-args', problems: [] },
    { path: '/p/shared.ts', schemaId: 'pedelec-args', problems: [at('pedelec/missing-type', 2, 3), at('pedelec/invalid-range', 7, 3)] },
  ]);
  // shared.ts linted itself, with the same problem as its own: still once, its own kept first in line order.
  const own: FileResult = { path: '/p/shared.ts', schemaId: 'pedelec-args', problems: [at('pedelec/missing-type', 2, 3)] };
  const again = mergeElsewhere([a, own], () => false).find((r) => r.path === '/p/shared.ts');
  assert.deepEqual(again?.problems, [at('pedelec/missing-type', 2, 3), at('pedelec/invalid-range', 7, 3)]);
  assert.ok(!('elsewhere' in merged[0]), 'the carried problems do not reach the report (--format json)');
});

test('module host: a file is read once, within the CLI limits; a missing file, a folder, a web address or a FIFO is "not there", without blocking', () => {
  const dir = workspace({ 'shared.ts': 'export const x = 1;\n' });
  const host = fileSystemHost();
  const file = path.join(dir, 'shared.ts');
  const uri = (p: string) => pathToFileURL(p).toString();
  assert.equal(host.readFile(uri(file)), 'export const x = 1;\n');
  writeFileSync(file, 'export const x = 2;\n');
  assert.equal(host.readFile(uri(file)), 'export const x = 1;\n', 'read once: two tools importing it see the same text');
  assert.equal(host.textOf(uri(file)), 'export const x = 1;\n');
  assert.equal(fileSystemHost().readFile(uri(file)), 'export const x = 2;\n', 'a new lint reads it again');
  assert.equal(host.readFile(uri(path.join(dir, 'nope.ts'))), undefined);
  assert.equal(host.readFile(uri(dir)), undefined);
  assert.equal(host.readFile('https://example.com/shared.ts'), undefined);
  execFileSync('mkfifo', [path.join(dir, 'pipe.ts')]);
  assert.equal(host.readFile(uri(path.join(dir, 'pipe.ts'))), undefined);
});
