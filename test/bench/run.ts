/**
 * `npm run bench`: every figure beside its reference, measured in the same run (medians; ours and the reference
 * interleaved). Prints one Markdown table and writes it, with the raw rows, to .bench/results.json.
 * `--quick` runs fewer repetitions; `--only=1,2,3,4,memory` picks sections; `--only=pool` (never by default) measures
 * the CLI's worker threads against one thread; `--only=ts` the TypeScript sections (`ts-file`, `ts-cli` for one);
 * `--only=eslint` ESLint with the plugin against ESLint without it; `--only=py` a Python module's edit → diagnostics and the CLI over a Python project (`py-cli` for the latter alone).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { cliRow } from './cli';
import { eslintRows } from './eslint';
import { coreRows } from './core';
import { poolRows } from './pool';
import { inputs } from './inputs';
import { codeActionRow, memory, memoryRows, protocolRows, spawnRow } from './protocol';
import { pythonFileRows } from './pythonFile';
import { pythonProjectRows } from './pythonProject';
import { scriptFileRows } from './scriptFile';
import { scriptProjectRows } from './scriptProject';
import { sizeRows } from './sizes';
import { markdown, type Row } from './table';

const ROOT = path.resolve(__dirname, '../../..');

async function main() {
  const quick = process.argv.includes('--quick');
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const wants = (s: string) => !only || only.includes(s);
  const rows: Row[] = [];
  const failed: string[] = [];
  /** A failing section is reported and the others still run. */
  const section = async (name: string, f: () => Promise<Row[]>) => {
    try {
      rows.push(...(await f()));
    } catch (e) {
      failed.push(`${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const progress = (m: string) => process.stderr.write(`bench: ${m}\n`);
  const all = inputs().map((i) => (quick ? { ...i, runs: Math.max(3, Math.ceil(i.runs / 4)) } : i));

  if (wants('1')) {
    for (const input of all) {
      progress(`edit → diagnostics, ${input.name}`);
      await section(`core ${input.name}`, () => coreRows(input));
      await section(`protocol ${input.name}`, () => protocolRows(input));
      if (input.name.includes('1 MB')) await section(`code actions ${input.name}`, async () => [await codeActionRow(input)]);
    }
  }
  if (wants('2')) {
    for (const input of [all[1], all[2]]) {
      progress(`spawn → first diagnostics, ${input.name}`);
      await section(`spawn ${input.name}`, async () => [await spawnRow(input, quick ? 3 : 9)]);
    }
  }
  if (wants('3')) {
    progress('CLI throughput');
    await section('CLI', async () => [await cliRow(quick ? 2000 : 7000, quick ? 3 : 5)]);
  }
  if (wants('4')) {
    progress('sizes and start-up');
    await section('sizes', () => sizeRows(quick ? 3 : 11));
  }
  if (wants('ts') || wants('ts-file')) {
    progress('TypeScript: edit → diagnostics, 2,000-line .tsx');
    await section('ts file', () => scriptFileRows(quick ? 25 : 101));
  }
  if (wants('ts') || wants('ts-cli')) {
    progress('TypeScript: CLI over a project');
    await section('ts project', () => scriptProjectRows(quick ? 1000 : 5000, quick ? 3 : 5));
  }
  if (wants('py')) {
    progress('Python: edit → diagnostics, 2,000-line module');
    await section('py file', () => pythonFileRows(quick ? 25 : 101));
  }
  if (wants('py') || wants('py-cli')) {
    progress('Python: CLI over a project');
    await section('py project', () => pythonProjectRows(quick ? 1000 : 5000, quick ? 3 : 5));
  }
  if (wants('eslint')) {
    progress('ESLint with the plugin');
    await section('eslint', () => eslintRows(quick ? 1000 : 5000, quick ? 3 : 5));
  }
  if (only?.includes('pool')) {
    progress('CLI worker pool');
    await section('pool', () => poolRows(quick ? [100, 2000] : undefined, quick ? 3 : 5));
  }
  if (wants('memory')) {
    progress('memory');
    await section('memory', async () => memoryRows(await memory('toolschema'), await memory('peer')));
  }

  const table = markdown(rows);
  process.stdout.write(`${table}\n`);
  const machine = `${os.cpus()[0]?.model ?? 'cpu'} ×${os.cpus().length}, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)}`;
  process.stdout.write(`\n${machine}\n`);
  for (const f of failed) process.stdout.write(`FAILED ${f}\n`);
  if (failed.length) process.exitCode = 1;
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  writeFileSync(
    path.join(ROOT, '.bench/results.json'),
    JSON.stringify({ date: new Date().toISOString(), machine, rows, failed, table }, null, 2),
  );
  process.stderr.write('bench: wrote .bench/results.json\n');
}

main().catch((e) => {
  process.stderr.write(`bench failed: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exitCode = 1;
});
