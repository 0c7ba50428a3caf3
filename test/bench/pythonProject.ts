/**
 * Section `py`, a project: `toolschema-lint <dir>` over a generated Python project (5,000 modules, 50 of them
 * defining Arcade tools), against what it takes just to read those files: a process that walks the folder and reads
 * every `.py` file (test/bench/readAll.ts). A second row holds the parser to the same reference: a process that reads
 * as readAll does and parses the tool modules, nothing more (test/bench/parseTools.ts), the floor under the CLI's
 * figure. All three processes of their own, interleaved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CLI, node } from './cli';
import { writePythonProject } from './generatePythonProject';
import { interleaved } from './measure';
import { row, type Row } from './table';

const READ_ALL = path.join(__dirname, 'readAll.js');
const PARSE_TOOLS = path.join(__dirname, 'parseTools.js');

export async function pythonProjectRows(files: number, runs: number): Promise<Row[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-bench-py-'));
  try {
    const toolFiles = Math.max(3, Math.round(files / 100));
    writePythonProject(dir, 11, files, toolFiles);
    const reader = () => node([READ_ALL, dir]);
    const read = (await reader()).stdout.trim();
    if (read !== `${files} files read`) throw new Error(`readAll: ${read}`);
    const floor = () => node([PARSE_TOOLS, dir]);
    const parsed = (await floor()).stdout.trim();
    if (parsed !== `${files} files read, ${toolFiles} parsed`) throw new Error(`parseTools: ${parsed}`);
    const ours = () => node([CLI, dir]);
    const out = (await ours()).stdout;
    // Problems in exactly the files that define tools: the others are read, never parsed.
    const summary = new RegExp(`✖ (\\d+) problems? .* in ${toolFiles} files checked`).exec(out);
    if (!summary) throw new Error(`expected problems in the ${toolFiles} tool modules: ${out.slice(-500)}`);
    const [oursMs, readMs, floorMs] = await interleaved([ours, reader, floor], runs, 1);
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
      row({
        section: '8 Python: CLI over a project',
        case: `the floor: read them all, parse the ${toolFiles} tool modules, nothing else`,
        ours: floorMs,
        unit: 'ms',
        reference: 'read every .py file (walk + fs read, a process)',
        referenceValue: readMs,
        target: '≤ 1.5×',
        met: floorMs / readMs <= 1.5,
        note: '(@lezer/python in a new process)',
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
