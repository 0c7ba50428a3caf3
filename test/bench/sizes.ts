/** Section 4: bundle sizes, the packaged .vsix, and client activation (bundle load + activate up to client start). */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { median } from './measure';
import { row, type Row } from './table';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const kb = (file: string) => statSync(file).size / 1024;

export async function sizeRows(activationRuns = 11): Promise<Row[]> {
  const rows: Row[] = [];
  for (const bundle of ['client', 'server', 'cli']) {
    rows.push(row({ section: '4 size', case: `dist/${bundle}.js`, ours: kb(path.join(ROOT, `dist/${bundle}.js`)), unit: 'KB' }));
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-vsix-'));
  try {
    const vsix = path.join(dir, 'toolschema.vsix');
    // As `npm run package` builds it (the staged manifest and README that vsce accepts).
    await run(process.execPath, [path.join(ROOT, 'scripts/vsix.mjs'), vsix], { cwd: ROOT });
    const size = kb(vsix);
    rows.push(row({ section: '4 size', case: '.vsix', ours: size, unit: 'KB', target: '≤ 1.2 MB', met: size <= 1.2 * 1024 }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const probe = path.join(__dirname, 'activationProbe.js');
  const samples: { requireMs: number; activateMs: number }[] = [];
  for (let i = 0; i < activationRuns; i++) {
    const { stdout } = await run(process.execPath, [probe, path.join(ROOT, 'dist/client.js')]);
    samples.push(JSON.parse(stdout));
  }
  const load = median(samples.map((s) => s.requireMs));
  const activate = median(samples.map((s) => s.requireMs + s.activateMs));
  rows.push(row({ section: '4 start-up', case: 'client: load dist/client.js', ours: load, unit: 'ms' }));
  rows.push(row({ section: '4 start-up', case: 'client: load + activate until client.start()', ours: activate, unit: 'ms' }));
  return rows;
}
