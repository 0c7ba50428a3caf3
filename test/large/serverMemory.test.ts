/**
 * Issue 25's memory bar for the language server: the peak resident memory of its process (the kernel's maxrss; the
 * analysis workers are threads of it, so they are counted) stays under 300 MB on the issue's large shapes, each
 * opened and diagnosed. Seconds of CPU, so it runs in `npm run test:large`; the measured peaks are printed as test
 * diagnostics.
 */
import { test, type TestContext } from 'node:test';
import * as assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { LspClient, SERVER } from '../helpers/lspClient';
import { workspace } from '../helpers/workspace';
import { importFanOut, issueShapes } from '../helpers/largeShapes';

const LIMIT_MB = 300;
/** Loaded before the server: prints the process's peak resident memory when it exits. */
const PRELOAD = path.join(tmpdir(), 'toolschema-server-peak-rss.js');
writeFileSync(PRELOAD, "process.on('exit', () => process.stderr.write(`\\npeak-rss-kb ${process.resourceUsage().maxRSS}\\n`));\n");

/** Starts a server in `dir`, runs `work` with it, stops it and returns its peak resident memory in MB. */
async function serverPeakMb(t: TestContext, dir: string, work: (c: LspClient, root: string) => Promise<void>): Promise<number> {
  const root = `${pathToFileURL(dir).href}/`;
  const c = await LspClient.start({
    command: [process.execPath, '--require', PRELOAD, SERVER, '--stdio'],
    workspaceFolders: [root],
    cpuSeconds: 600,
  });
  try {
    await work(c, root);
  } finally {
    await c.stop();
  }
  const kb = /peak-rss-kb (\d+)/.exec(c.logs.join(''));
  assert.ok(kb, 'the server printed its peak');
  const mb = Number(kb[1]) / 1024;
  t.diagnostic(`peak RSS ${mb.toFixed(0)} MB`);
  return mb;
}

for (const [shape, file, text] of issueShapes()) {
  test(`server memory: ${shape}, diagnosed, stays under ${LIMIT_MB} MB`, async (t) => {
    const dir = workspace({ [file]: text });
    const mb = await serverPeakMb(t, dir, async (c, root) => {
      const uri = `${root}${file}`;
      c.open(uri, text);
      await c.diagnosticsFor(uri);
    });
    assert.ok(mb < LIMIT_MB, `${shape}: ${mb.toFixed(0)} MB`);
  });
}

// Issue 25 row 2: many open tools read one module and find the same mistakes in it; the server's own thread must
// not rebuild that module's problems from every tool's findings after each tool (it peaked near 400 MB).
test(`server memory: 1,000 open tools importing one 58 KB module, diagnosed, stays under ${LIMIT_MB} MB`, async (t) => {
  const { files, tools } = importFanOut(1_000);
  const dir = workspace(files);
  const mistakes = files['shared.ts'].split('minimum: 1').length - 1;
  const mb = await serverPeakMb(t, dir, async (c, root) => {
    const uris = tools.map((file) => `${root}${file}`);
    uris.forEach((uri, i) => c.open(uri, files[tools[i]], 'typescript'));
    for (const uri of uris) await c.diagnosticsFor(uri);
    // What the tools found in the module (closed: pushed) is there, each mistake once.
    await c.waitFor(() => c.published.get(`${root}shared.ts`)?.diagnostics.length === mistakes, `${mistakes} problems in shared.ts`);
  });
  assert.ok(mb < LIMIT_MB, `${mb.toFixed(0)} MB`);
});
