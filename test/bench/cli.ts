/**
 * Section 3: the CLI on thousands of Arcade tool definitions, against ajv-cli with the same schema. The files are
 * the 61 real ones of ../shared/corpus/arcade-wrapper-tools (read at bench time, never copied into the repo),
 * replicated under new names; without the corpus, the seeded generator's (smaller, plainer) definitions.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import * as path from 'node:path';
import { toolDefinition } from './generate';
import { interleaved, median } from './measure';
import { row, type Row } from './table';

const ROOT = path.resolve(__dirname, '../../..');
export const CORPUS = path.resolve(ROOT, '../shared/corpus/arcade-wrapper-tools');

/** Runs a node script; resolves with its output when it exits 0 or 1 (1: problems found), rejects otherwise. */
export function node(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 256 << 20, env }, (error, stdout, stderr) => {
      const code = error ? (error as { code?: unknown }).code : 0;
      if (code === 0 || code === 1) resolve({ stdout, stderr });
      else reject(new Error(`${args.join(' ')} exited ${String(code)}: ${stderr.slice(0, 500)}`));
    }),
  );
}

/**
 * Writes `count` tool definitions under `<dir>/wrapper_tools/` (the folder the Arcade association matches) and
 * says where they came from.
 */
export function writeToolDefinitions(dir: string, count: number): { folder: string; source: string } {
  const folder = path.join(dir, 'wrapper_tools');
  mkdirSync(folder, { recursive: true });
  const real = existsSync(CORPUS)
    ? readdirSync(CORPUS)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  if (!real.length) {
    for (let i = 0; i < count; i++) writeFileSync(path.join(folder, `tool_${i}.json`), toolDefinition(i + 1));
    return { folder, source: `generated (no corpus at ${CORPUS})` };
  }
  const texts = real.map((f) => readFileSync(path.join(CORPUS, f)));
  for (let i = 0; i < count; i++) {
    const k = i % real.length;
    writeFileSync(path.join(folder, `${real[k].slice(0, -'.json'.length)}_${Math.floor(i / real.length)}.json`), texts[k]);
  }
  return { folder, source: `${real.length} real files replicated` };
}

export const CLI = path.join(ROOT, 'dist/cli.js');

const ajvArgs = (folder: string) => [
  path.join(ROOT, 'node_modules/ajv-cli/dist/index.js'),
  'validate',
  '--spec=draft7',
  '-s',
  path.join(ROOT, 'schemas/arcade-tool-current.schema.json'),
  '-d',
  `${folder}/*.json`,
  '--strict=false',
];

export async function cliRow(files = 7000, runs = 5): Promise<Row> {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-bench-'));
  try {
    const { folder, source } = writeToolDefinitions(dir, files);
    const ours = () => node([CLI, folder]);
    const ajv = () => node(ajvArgs(folder));
    // Both must have read every file. (ajv-cli's per-file lines cannot be counted: it exits before a piped stdout
    // is flushed; it reports a schema it cannot compile on stderr.)
    const oursOut = await ours();
    const ajvOut = await ajv();
    if (!new RegExp(`\\b${files} files checked`).test(oursOut.stdout)) throw new Error(`unexpected output: ${oursOut.stdout.slice(-500)}`);
    if (/error|cannot/i.test(ajvOut.stderr) && !/invalid/.test(ajvOut.stderr)) throw new Error(`ajv-cli: ${ajvOut.stderr.slice(0, 500)}`);
    // Rounds of both, alternating which goes first: each round's ratio, so the row shows their spread too (the
    // machine's load moves single figures by more than the difference between the two).
    const ratios: number[] = [];
    const oursTimes: number[] = [];
    const ajvTimes: number[] = [];
    for (let round = 0; round < runs; round++) {
      const [a, b] = await interleaved(round % 2 ? [ajv, ours] : [ours, ajv], 1, 0);
      const [oursOnce, ajvOnce] = round % 2 ? [b, a] : [a, b];
      oursTimes.push(oursOnce);
      ajvTimes.push(ajvOnce);
      ratios.push(oursOnce / ajvOnce);
    }
    const oursMs = median(oursTimes);
    const ajvMs = median(ajvTimes);
    return row({
      section: '3 CLI throughput',
      case: `${files} Arcade tool definitions (${source})`,
      ours: oursMs,
      unit: 'ms',
      reference: 'ajv-cli 5 validate (draft-07, --strict=false)',
      referenceValue: ajvMs,
      target: '≤ 1.0×',
      met: oursMs / ajvMs <= 1.0,
      note: `(${runs} rounds: ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×; load ${loadavg()[0].toFixed(1)})`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
