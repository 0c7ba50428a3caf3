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

test('script suppressions: in Python, no "Disable for this line" where the line starts inside a multi-line string or continues a line ending in a backslash', () => {
  const disables = (text: string) => {
    const doc = docFor(text, 'tools.py');
    const analysis = analyzeDoc(doc);
    return codeActions(analysis, analysis.diagnostics)
      .filter((a) => a.title.startsWith('Disable ') && a.title.endsWith(' for this line'))
      .map((a) => a.title);
  };
  const head = 'from typing import Annotated\nfrom arcade_tdk import tool\n';
  const body = ' -> str:\n    """Echo."""\n    return ""\n';
  // The line of "third" starts inside the triple-quoted string: a comment written there would be string text.
  assert.deepEqual(disables(`${head}@tool\ndef echo(m: Annotated[str, "a", """long\ndesc""", "third"])${body}`), []);
  // `app = \` + a comment line is a SyntaxError.
  assert.deepEqual(disables(`${head}from arcade_mcp_server import MCPApp\napp = \\\n  MCPApp(name="")\n`), []);
  // Elsewhere the comment is offered, as in TypeScript.
  assert.deepEqual(disables(`${head}@tool\ndef echo(m: Annotated[str, "a", "b",\n  "third"])${body}`), [
    'Disable arcade-python/too-many-strings for this line',
  ]);
});
