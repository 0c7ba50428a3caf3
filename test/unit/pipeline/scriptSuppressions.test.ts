/** Inline suppressions in TypeScript: the same `toolschema-disable…` comments as in JSONC, and the quick fix that writes one. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzeDoc } from '../../helpers/core';
import { docFor } from '../../helpers/ruleTester';
import { codeActions } from '../../../server/src/handlers/codeActions';
import { applyEdits } from '../../../server/src/core/model/edits';

const HEADER = "import { defineTool } from '@kaoruisaac/pedelec';\n";
const tool = (props: string) =>
  `export const t = defineTool({\n  name: 't',\n  description: 'd',\n  argsSchema: {\n    type: 'object',\n    properties: {\n${props}    },\n  },\n});\n`;

test('script suppressions: a disable-next-line comment hides that rule on the next line; an unused one is reported', () => {
  const text = `${HEADER}${tool("      // toolschema-disable-next-line pedelec/unsupported-keyword\n      a: { type: 'string', format: 'email' },\n      // toolschema-disable-next-line pedelec/unbounded-array\n      b: { type: 'string', format: 'uri' },\n")}`;
  const analysis = analyzeDoc(docFor(text, 'tools.ts'));
  assert.deepEqual(
    analysis.problems.map((p) => [p.code, text.slice(p.span.offset, p.span.offset + p.span.length)]),
    [
      ['toolschema/unused-disable-directive', '// toolschema-disable-next-line pedelec/unbounded-array'],
      ['pedelec/unsupported-keyword', 'format'],
    ],
  );
});

test('script suppressions: "Disable for this line" writes a // comment above the line, indented like it', () => {
  const text = `${HEADER}${tool("      a: { type: 'string', format: 'email' },\n")}`;
  const doc = docFor(text, 'tools.ts');
  const analysis = analyzeDoc(doc);
  const diagnostic = analysis.diagnostics.find((d) => d.code === 'pedelec/unsupported-keyword')!;
  const disable = codeActions(analysis, [diagnostic]).find((a) => a.title === 'Disable pedelec/unsupported-keyword for this line')!;
  const edits = disable.edit!.changes![doc.uri].map((e) => ({
    offset: doc.offsetAt(e.range.start),
    length: doc.offsetAt(e.range.end) - doc.offsetAt(e.range.start),
    newText: e.newText,
  }));
  const fixed = applyEdits(text, edits);
  assert.ok(
    fixed.includes("      // toolschema-disable-next-line pedelec/unsupported-keyword\n      a: { type: 'string', format: 'email' },\n"),
    fixed,
  );
  assert.deepEqual(
    analyzeDoc(docFor(fixed, 'tools.ts')).problems.map((p) => p.code),
    [],
  );
});
