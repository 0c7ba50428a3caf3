/**
 * Never a silent pass, in the editor (issue 25 rows 6–7 and a smaller item): a script the parser cannot read shows
 * why, and a didOpen without text leaves the document in a clear state that the next change replaces.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver-types';
import { clientsStoppedAfterTests } from '../helpers/lspClient';

const start = clientsStoppedAfterTests();
const codes = (ds: Diagnostic[]) => ds.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}`);
const ARGS = '{ "type": "object", "properties": { "q": { "type": "string", "format": "email" } } }';

test('row 6 (server): a .ts the parser cannot read shows toolschema/script-not-parsed where it stopped, not nothing', async () => {
  const c = await start();
  const uri = 'file:///w/tools.ts';
  c.open(uri, `import { defineTool } from '@kaoruisaac/pedelec';\nconst deep = ${'['.repeat(400)}${']'.repeat(400)};\n`, 'typescript');
  assert.deepEqual(codes(await c.diagnosticsFor(uri, (d) => d.length > 0)), [`toolschema/script-not-parsed@1:${13 + 399}`]);
  // Fixed, it is checked as usual.
  c.change(uri, `import { defineTool } from '@kaoruisaac/pedelec';\nconst deep = [[1]];\n`);
  assert.deepEqual(await c.diagnosticsFor(uri, (d) => d.length === 0), []);
});

for (const text of [null, 42, undefined]) {
  test(`smaller: didOpen with text ${String(text)} opens the document empty (said in the log); requests answer; the next change works`, async () => {
    const c = await start();
    const uri = `file:///w/broken-${String(text)}.args.json`;
    c.open(uri, text as unknown as string);
    // A clear state: the document is there, empty, and gets the empty-document diagnostic.
    assert.deepEqual(codes(await c.diagnosticsFor(uri, (d) => d.length > 0)), ['syntax/empty-document@0:0']);
    assert.equal(await c.request('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 0 } }), null);
    await c.waitFor(() => c.logs.some((l) => l.includes(`opened ${uri} with no text`)), 'the log line');
    c.change(uri, ARGS);
    assert.deepEqual(codes(await c.diagnosticsFor(uri, (d) => d.length > 0)), [
      `pedelec/unsupported-keyword@0:${ARGS.indexOf('"format"')}`,
    ]);
  });
}
