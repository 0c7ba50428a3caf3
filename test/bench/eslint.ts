/**
 * Section `eslint`: ESLint with the toolschema plugin against ESLint without it, on the Pedelec sample app and on a
 * generated project (5,000 files, 50 using Pedelec): each run a process of its own (eslintRun.ts), interleaved.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CLI, node } from './cli';
import { writeTypeScriptProject } from './generateProject';
import { interleaved } from './measure';
import { row, type Row } from './table';

const ROOT = path.resolve(__dirname, '../../..');
const RUN = path.join(__dirname, 'eslintRun.js');

export async function eslintRows(files: number, runs: number): Promise<Row[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-bench-eslint-'));
  try {
    const app = path.join(dir, 'app');
    cpSync(path.join(ROOT, 'test/fixtures/pedelec-app'), app, { recursive: true });
    const project = path.join(dir, 'project');
    const pedelecFiles = Math.max(3, Math.round(files / 100));
    writeTypeScriptProject(project, 7, files, pedelecFiles);
    const cases = [
      { name: 'Pedelec sample app (7 files)', dir: app },
      { name: `${files} files, ${pedelecFiles} using Pedelec`, dir: project },
    ];
    const out: Row[] = [];
    for (const c of cases) {
      const withPlugin = () => node([RUN, c.dir, 'with']);
      const without = () => node([RUN, c.dir, 'without']);
      // The plugin must find as many problems as toolschema-lint does, and ESLint alone none.
      const found = /^(\d+) problems in (\d+) files/.exec((await withPlugin()).stdout);
      const byCli = /✖ (\d+) problems?/.exec((await node([CLI, c.dir])).stdout)?.[1];
      if (!found || found[1] !== byCli)
        throw new Error(`ESLint with the plugin: ${found?.[0] ?? 'no summary'}; toolschema-lint: ${byCli} problems`);
      const alone = (await without()).stdout;
      if (!alone.startsWith('0 problems')) throw new Error(`ESLint without the plugin: ${alone}`);
      const [withMs, withoutMs] = await interleaved([withPlugin, without], runs, 1);
      out.push(
        row({
          section: '6 ESLint plugin',
          case: c.name,
          ours: withMs,
          unit: 'ms',
          reference: 'the same eslint run without the plugin (typescript-eslint parser, @eslint/json)',
          referenceValue: withoutMs,
          target: '≤ 1.3×',
          met: withMs / withoutMs <= 1.3,
          note: `(${found[1]} problems in ${found[2]} files)`,
        }),
      );
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
