/**
 * Issue 25's large shapes, measured through the CLI: `npm run build && node out/test/bench/hostile.js [cli.js]`
 * writes each input to a temporary folder and prints the CLI's elapsed and CPU time and peak memory
 * (`/usr/bin/time`), and the codes it reported. Run it against an older dist/cli.js to compare. Not a test.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { billionLaughs, HEAD } from '../helpers/hostileText';

const cli = path.resolve(process.argv[2] ?? path.join(__dirname, '../../../dist/cli.js'));
const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-hostile-'));
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
  return name;
};
const args = (properties: unknown) => JSON.stringify({ type: 'object', properties });

function importedJson(): string {
  write('imp/big.json', JSON.stringify(Array.from({ length: 20_000 }, (_, i) => `v${i}`)));
  let s = `${HEAD}import big from './big.json';\nconst a = [${Array(10).fill('...big').join(',')}];\nconst b = [${Array(10).fill('...a').join(',')}];\n`;
  for (let k = 0; k < 100; k++)
    s += `export const t${k} = defineTool({ name: 't${k}', description: 'd', argsSchema: { type: 'object', properties: { a: { type: 'string', enum: b } } } });\n`;
  return s;
}

function bigScript(): string {
  let s = HEAD;
  for (let n = 0; s.length < 9.9e6; n++)
    s += `export const t${n} = defineTool({ name: 't${n}', description: 'd', argsSchema: { type: 'object', properties: { a: { type: 'string', description: '${'x'.repeat(40)}' } } } });\n`;
  return s;
}

function paths(n: number): string {
  write(
    `paths${n}/tsconfig.json`,
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@x/*': Array.from({ length: n }, (_, i) => `missing${i}/*`) } } }),
  );
  return `${HEAD}import { s } from '@x/schema';\nexport const t = defineTool({ name: 't', description: 'd', argsSchema: s });\n`;
}

const inputs: [string, () => string][] = [
  ['oneof.args.json', () => args({ a: { oneOf: Array(50_000).fill(1) } })],
  ['nulls.skills.json', () => JSON.stringify({ guidance: 'g', tools: Array(100_000).fill(null) })],
  [
    'props.args.json',
    () => args(Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`p${i}`, { type: 'string', description: 'x' }]))),
  ],
  [
    'oneofobj.args.json',
    () => args({ a: { oneOf: Array.from({ length: 20_000 }, (_, i) => JSON.parse(args({ [`k${i}`]: { type: 'string' } }))) } }),
  ],
  ['enum.args.json', () => args({ a: { type: 'string', enum: Array(100_000).fill(1) } })],
  ['required.args.json', () => JSON.stringify({ type: 'object', properties: {}, required: Array(100_000).fill(1) })],
  [
    'session.ts',
    () =>
      `${HEAD}const t = defineTool({ name: 't', description: 'd', argsSchema: { type: 'object', properties: {} } });\ncreateSession({ skills: { guidance: 'g', tools: [${Array(100_000).fill('t').join(',')}] } });\n`,
  ],
  ['imp/uses.ts', importedJson],
  ['laughs.ts', billionLaughs],
  ['big.ts', bigScript],
  ['paths10000/tool.ts', () => paths(10_000)],
  ['paths100000/tool.ts', () => paths(100_000)],
];

for (const [name, make] of inputs) {
  write(name, make());
  const run = spawnSync('/usr/bin/time', ['-f', '%e s elapsed, %U s user, %M KB max RSS', process.execPath, cli, '-f', 'json', name], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const codes: Record<string, number> = {};
  try {
    for (const file of JSON.parse(run.stdout)) for (const m of file.messages) codes[m.ruleId] = (codes[m.ruleId] ?? 0) + 1;
  } catch {
    // no report: the time line says why
  }
  console.log(`${name}: ${run.stderr.trim().split('\n').pop()} ${JSON.stringify(codes)}`);
}
