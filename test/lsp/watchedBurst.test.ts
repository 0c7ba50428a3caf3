/**
 * A burst of changes on disk (a branch switch, a build) re-analyses each open document that reads the changed
 * files once, in push mode as in pull mode: 20 notifications about a module five open tools import make five
 * pushes, not a hundred.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientsStoppedAfterTests } from '../helpers/lspClient';

const start = clientsStoppedAfterTests();
const HEAD = `import { defineTool } from '@kaoruisaac/pedelec';\n`;
const tool = (name: string, from: string) =>
  `${HEAD}import { point } from './${from}';\nexport const ${name} = defineTool({ name: '${name}', description: 'd', argsSchema: { type: 'object', properties: { p: point } } });\n`;
const CHANGED = 2;
const BURST = 20;

test('lsp watched files (push): a burst of changes to an imported module re-publishes each open reader once', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-burst-'));
  const uri = (name: string) => pathToFileURL(path.join(dir, name)).toString();
  try {
    writeFileSync(path.join(dir, 'shared.ts'), `export const point = { type: 'string' };\n`);
    writeFileSync(path.join(dir, 'other.ts'), `export const point = { type: 'string' };\n`);
    const c = await start();
    const readers = ['t0.ts', 't1.ts', 't2.ts', 't3.ts', 't4.ts'].map(uri);
    readers.forEach((u, i) => c.open(u, tool(`t${i}`, 'shared'), 'typescript'));
    const sentinel = uri('sentinel.ts');
    c.open(sentinel, tool('s', 'other'), 'typescript');
    for (const u of [...readers, sentinel]) await c.diagnosticsFor(u);
    const before = c.history.length;

    // The shared module changes on disk: its constant now carries a keyword its type does not take.
    writeFileSync(path.join(dir, 'shared.ts'), `export const point = { type: 'string', minimum: 1 };\n`);
    for (let i = 0; i < BURST; i++)
      c.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uri('shared.ts'), type: CHANGED }] });
    // Then another file changes: the sentinel reader's push comes after every push the burst caused.
    writeFileSync(path.join(dir, 'other.ts'), `export const point = { type: 'strin' };\n`);
    c.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uri('other.ts'), type: CHANGED }] });
    await c.waitFor(() => c.history.slice(before).some((p) => p.uri === sentinel), 'the sentinel re-published');
    await c.waitFor(() => readers.every((u) => c.history.slice(before).some((p) => p.uri === u)), 'every reader re-published');

    const pushes = readers.map((u) => c.history.slice(before).filter((p) => p.uri === u).length);
    assert.deepEqual(pushes, [1, 1, 1, 1, 1], `pushes per reader after ${BURST} notifications`);
    assert.ok(c.history.slice(before).filter((p) => p.uri === sentinel).length === 1);
    // What the readers found in the module as it is now is shown in it (it is not open: pushed).
    await c.waitFor(
      () => c.published.get(uri('shared.ts'))?.diagnostics.some((d) => d.code === 'pedelec/keyword-type-mismatch'),
      'the new problem in shared.ts',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
