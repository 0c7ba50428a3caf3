/**
 * Section `ts`, a project: `toolschema-lint <dir>` over a generated TypeScript project (5,000 files, 50 of them
 * using Pedelec), against what it takes just to see those files: `tsc --listFilesOnly` (TypeScript's program
 * construction: every file read, parsed and its imports resolved, no checking) and @babel/parser over every file
 * (test/bench/parseAll.ts). Each a process of its own, interleaved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CLI, node } from './cli';
import { writeTypeScriptProject } from './generateProject';
import { interleaved } from './measure';
import { row, type Row } from './table';

const ROOT = path.resolve(__dirname, '../../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const PARSE_ALL = path.join(__dirname, 'parseAll.js');

export async function scriptProjectRows(files: number, runs: number): Promise<Row[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-bench-ts-'));
  try {
    const pedelecFiles = Math.max(3, Math.round(files / 100));
    writeTypeScriptProject(dir, 7, files, pedelecFiles);
    const tsc = () => node([TSC, '--noEmit', 'false', '--listFilesOnly', '-p', dir]);
    const parser = () => node([PARSE_ALL, dir]);
    // Both references must have seen every source file.
    const listed = (await tsc()).stdout.split('\n').filter((l) => l.startsWith(path.join(dir, 'src'))).length;
    if (listed !== files) throw new Error(`tsc --listFilesOnly listed ${listed} of ${files} source files`);
    const parsed = (await parser()).stdout.trim();
    if (parsed !== `${files} files parsed`) throw new Error(`parseAll: ${parsed}`);
    const project = `${files} files, ${pedelecFiles} using Pedelec`;
    const section = '5 TypeScript: CLI over a project';
    const references = { tsc: 'tsc --listFilesOnly -p (no checking)', parser: '@babel/parser over every file (read + parse)' };
    const ours = () => node([CLI, dir]);
    const out = (await ours()).stdout;
    if (out.includes('node_modules')) throw new Error(`the CLI linted node_modules: ${out.slice(0, 500)}`);
    // Problems in exactly the files that use Pedelec: the others are read, not checked.
    const summary = new RegExp(`✖ (\\d+) problems? .* in ${pedelecFiles} files checked`).exec(out);
    if (!summary) throw new Error(`expected problems in the ${pedelecFiles} Pedelec files: ${out.slice(-500)}`);
    const [oursMs, tscMs, parserMs] = await interleaved([ours, tsc, parser], runs, 1);
    const note = `(${summary[1]} problems)`;
    return [
      row({
        section,
        case: project,
        ours: oursMs,
        unit: 'ms',
        reference: references.tsc,
        referenceValue: tscMs,
        target: '≤ 1.5×',
        met: oursMs / tscMs <= 1.5,
        note,
      }),
      row({
        section,
        case: project,
        ours: oursMs,
        unit: 'ms',
        reference: references.parser,
        referenceValue: parserMs,
        target: '≤ 1.5×',
        met: oursMs / parserMs <= 1.5,
        note,
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
