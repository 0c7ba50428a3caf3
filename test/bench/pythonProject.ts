/**
 * Section `py`, a project: `toolschema-lint <dir>` over a generated Python project (5,000 modules, 50 of them
 * defining Arcade tools), against what it takes just to read those files: a process that walks the folder and reads
 * every `.py` file (test/bench/readAll.ts). Both processes of their own, interleaved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CLI, node } from './cli';
import { writePythonProject } from './generatePythonProject';
import { interleaved } from './measure';
import { row, type Row } from './table';

const READ_ALL = path.join(__dirname, 'readAll.js');

export async function pythonProjectRows(files: number, runs: number): Promise<Row[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-bench-py-'));
  try {
    const toolFiles = Math.max(3, Math.round(files / 100));
    writePythonProject(dir, 11, files, toolFiles);
    const reader = () => node([READ_ALL, dir]);
    const read = (await reader()).stdout.trim();
    if (read !== `${files} files read`) throw new Error(`readAll: ${read}`);
    const ours = () => node([CLI, dir]);
    const out = (await ours()).stdout;
    // Problems in exactly the files that define tools: the others are read, never parsed.
    const summary = new RegExp(`✖ (\\d+) problems? .* in ${toolFiles} files checked`).exec(out);
    if (!summary) throw new Error(`expected problems in the ${toolFiles} tool modules: ${out.slice(-500)}`);
    const [oursMs, readMs] = await interleaved([ours, reader], runs, 1);
    return [
      row({
        section: '8 Python: CLI over a project',
        case: `${files} .py files, ${toolFiles} defining tools`,
        ours: oursMs,
        unit: 'ms',
        reference: 'read every .py file (walk + fs read, a process)',
        referenceValue: readMs,
        target: '≤ 1.5×',
        met: oursMs / readMs <= 1.5,
        note: `(${summary[1]} problems)`,
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
