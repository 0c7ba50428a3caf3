/** What the server writes to the editor's log (VS Code's "toolschema" output): its start and version, and each document's schema. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { LspClient } from '../helpers/lspClient';
import { version } from '../../package.json';

test('log: the server names itself and its version, then which schema each opened document gets and why, once', async () => {
  const c = await LspClient.start();
  try {
    c.open('file:///w/a.args.json', '{ "type": "object" }');
    c.open('file:///w/package.json', '{ "name": "x" }');
    await c.diagnosticsFor('file:///w/a.args.json');
    c.edit('file:///w/a.args.json', { start: { line: 0, character: 1 }, end: { line: 0, character: 1 } }, ' ');
    await c.diagnosticsFor('file:///w/a.args.json');
    assert.ok(
      c.logs.some((l) => l.startsWith(`toolschema-language-server ${version} started (Node.js `)),
      c.logs.join('\n'),
    );
    const about = c.logs.filter((l) => l.startsWith('file:///w/'));
    assert.deepEqual(about, ['file:///w/a.args.json: Pedelec args schema (pedelec-args), from the file name: *.args.json']);
  } finally {
    await c.stop();
  }
});
