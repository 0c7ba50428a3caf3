/** How the CLI reports problems: where each is (lines and columns), and the text format's lines and summary. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { locate, mergeElsewhere } from '../../server/src/cli/elsewhere';
import { withUnusedDirectives } from '../../server/src/cli/directives';
import { formatText, type FileResult, type LocatedProblem } from '../../server/src/cli/format';
import { LineIndex } from '../../server/src/core/model/text';
import type { Problem } from '../../server/src/core/model/problem';
import { UNUSED_DIRECTIVE } from '../../server/src/core/pipeline/suppressions';

const problem = (code: string, offset: number, length: number): Problem => ({
  code,
  severity: 'warning',
  span: { offset, length },
  message: `${code} here`,
});

const located = (code: string, line: number, column: number, severity: LocatedProblem['severity'] = 'warning'): LocatedProblem => ({
  line,
  column,
  endLine: line,
  endColumn: column + 1,
  severity,
  message: `${code} here`,
  code,
});

test('report: a problem after a multi-byte character or a CRLF line end is at its line and its UTF-16 column; an empty span ends where it starts', () => {
  // "é" is one UTF-16 unit, "🔧" two (a surrogate pair), as LSP and ESLint count columns.
  const text = '{\r\n  "é🔧": "x",\r\n\r\n  "k": 1\r\n}';
  const lines = new LineIndex(text);
  const value = text.indexOf('"x"');
  const key = text.indexOf('"k"');
  const [onValue, onKey, empty] = locate([problem('a', value, 3), problem('b', key, 3), problem('c', text.length - 1, 0)], () => lines);
  assert.deepEqual(
    [onValue.line, onValue.column, onValue.endLine, onValue.endColumn],
    [2, 10, 2, 13],
    'after 2 spaces, the quoted key of 5 units, a colon and a space',
  );
  assert.deepEqual([onKey.line, onKey.column, onKey.endLine, onKey.endColumn], [4, 3, 4, 6], 'an empty CRLF line counts once');
  assert.deepEqual([empty.line, empty.column, empty.endLine, empty.endColumn], [5, 1, 5, 1]);
});

test('report: the text format names the file on each of its problems, and counts a file not fully checked once', () => {
  const results: FileResult[] = [
    { path: '/p/clean.tool.json', schemaId: 'arcade-tool-current', problems: [] },
    {
      path: '/p/a.tool.json',
      schemaId: 'arcade-tool-current',
      problems: [
        located('toolschema/file-too-large', 1, 1, 'info'),
        located('toolschema/rule-failed', 1, 1, 'error'),
        located('arcade/missing-description', 2, 3),
      ],
    },
    { path: '/p/-b.tool.json', schemaId: 'arcade-tool-current', problems: [located('arcade/missing-description', 4, 5)] },
  ];
  const out = formatText(results, (p) => p.slice('/p/'.length));
  assert.equal(
    out,
    [
      'a.tool.json:1:1  info  toolschema/file-too-large here  toolschema/file-too-large',
      'a.tool.json:1:1  error  toolschema/rule-failed here  toolschema/rule-failed',
      'a.tool.json:2:3  warning  arcade/missing-description here  arcade/missing-description',
      './-b.tool.json:4:5  warning  arcade/missing-description here  arcade/missing-description',
      '✖ 4 problems (1 error, 2 warnings, 1 info) in 3 files checked, 1 of them not fully.',
      '',
    ].join('\n'),
  );
});

test('report: merging problems found elsewhere and dropping unused directives leave the results handed in as they were', () => {
  const own: FileResult = { path: '/p/shared.ts', schemaId: 'pedelec-args', problems: [located('pedelec/missing-type', 2, 3)] };
  const importer: FileResult = {
    path: '/p/a.ts',
    schemaId: 'pedelec-args',
    problems: [located(UNUSED_DIRECTIVE, 1, 1)],
    elsewhere: [{ path: '/p/shared.ts', problems: [located('pedelec/invalid-range', 1, 3)] }],
  };
  const merged = mergeElsewhere([importer, own], () => false);
  assert.deepEqual(
    merged.map((r) => [r.path, r.problems.map((p) => p.code)]),
    [
      ['/p/a.ts', [UNUSED_DIRECTIVE]],
      ['/p/shared.ts', ['pedelec/invalid-range', 'pedelec/missing-type']],
    ],
  );
  assert.deepEqual(own.problems, [located('pedelec/missing-type', 2, 3)], 'the file’s own result is not changed');
  assert.deepEqual(withUnusedDirectives(merged[0], false).problems, []);
  assert.deepEqual(withUnusedDirectives(merged[0], true).problems, [{ ...located(UNUSED_DIRECTIVE, 1, 1), severity: 'error' }]);
  assert.deepEqual(importer.problems, [located(UNUSED_DIRECTIVE, 1, 1)]);
});
