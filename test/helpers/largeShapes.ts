/**
 * The CLI on a large shape (test/cli/largeShapes.test.ts, and the full sizes in test/large): run under a CPU limit
 * (a hang fails on it, never a timer), its JSON report read back.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { workspace } from './workspace';
import { lintJson } from './lintJson';
import { cpuLimited, HANG_MS, signalled } from './hang';
import { LISTED_PER_CODE } from '../../server/src/core/pipeline/listing';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
const CPU_SECONDS = 30;
import { HEAD } from './hostileText';
export { HEAD };

export function lint(files: Record<string, string>, file: string) {
  const dir = workspace({ 'package.json': '{ "name": "app" }', ...files });
  const [cmd, ...args] = cpuLimited([process.execPath, CLI, '-f', 'json', file], CPU_SECONDS);
  const r = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', timeout: HANG_MS, maxBuffer: 1 << 30 });
  assert.notEqual(r.status, null, `the CLI did not finish: ${signalled(r.signal, CPU_SECONDS)}`);
  const problems = lintJson(r.stdout).flatMap((f) => f.problems);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, problems };
}

/** One mistake repeated `n` times: the first 1,000 listed, then one problem of the same code counting the others. */
export function assertListedThenCounted(run: ReturnType<typeof lint>, code: string, n = 100_000) {
  assert.equal(run.status, 1, run.stderr);
  const ofCode = run.problems.filter((p) => p.code === code);
  assert.equal(ofCode.length, LISTED_PER_CODE + 1, `${ofCode.length} ${code} problems`);
  const more = (n - LISTED_PER_CODE).toLocaleString('en-US');
  assert.match(ofCode[LISTED_PER_CODE].message, new RegExp(`^${more} more ${code} problems in this value from here on are not listed`));
  assert.ok(run.stdout.length < 1_000_000, `the report stays small (${run.stdout.length} characters; 35 MB listed whole)`);
}

const args = (properties: unknown) => JSON.stringify({ type: 'object', properties });
/** Issue 25's large JSON shapes at full size: [what, file name, text] (the memory bar's inputs, CLI and server). */
export const issueShapes = (): [string, string, string][] => [
  ['required: [1 × 100,000]', 'a.args.json', args({ a: { type: 'object', properties: {}, required: Array(100_000).fill(1) } })],
  ['required: ["a" × 100,000]', 'a.args.json', JSON.stringify({ type: 'object', properties: {}, required: Array(100_000).fill('a') })],
  ['oneOf: [1 × 50,000]', 'a.args.json', args({ a: { oneOf: Array(50_000).fill(1) } })],
  ['tools: [null × 100,000]', 'a.skills.json', JSON.stringify({ guidance: 'g', tools: Array(100_000).fill(null) })],
  ['100,000 properties', 'a.args.json', args(Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`p${i}`, { type: 'string' }])))],
];

/**
 * Issue 25 row 2's fan-out: `shared.ts`, one 58 KB object schema of 700-odd fields, a tenth of them with a mistake
 * (`minimum` on a string), and `n` tools each taking it as their args schema — so each finds those 70 mistakes in
 * `shared.ts`. Returns the files and the tools' names.
 */
export function importFanOut(n: number): { files: Record<string, string>; tools: string[] } {
  let shared = `export const fields = {\n  type: 'object',\n  properties: {\n`;
  for (let i = 0; shared.length < 58 * 1024; i++)
    shared += `    p${i}: { type: 'string', description: 'Field ${i} of the shared object'${i % 10 ? '' : ', minimum: 1'} },\n`;
  shared += '  },\n};\n';
  const files: Record<string, string> = { 'package.json': '{ "name": "app" }', 'shared.ts': shared };
  const tools = Array.from({ length: n }, (_, i) => `t${i}.ts`);
  tools.forEach((file, i) => {
    files[file] =
      `${HEAD}import { fields } from './shared';\nexport const t${i} = defineTool({ name: 't${i}', description: 'Tool ${i}', argsSchema: fields });\n`;
  });
  return { files, tools };
}
