// `npm run test:fuzz`: every fuzz and property test (each test file that calls fuzzParams) with many more runs than
// `npm test`'s quick guard, and a new seed each time (printed, so a failure reproduces with
// FUZZ_SEED=… FUZZ_RUNS=… npm run test:fuzz).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? '1000';
// out/test/fuzz holds the properties too long for `npm test` (each case costs seconds): they run only here.
const files = ['out/test/unit', 'out/test/lsp', 'out/test/cli', 'out/test/fuzz']
  .flatMap((dir) => readdirSync(dir, { recursive: true }).map((f) => path.join(dir, String(f))))
  .filter((f) => f.endsWith('.test.js') && readFileSync(f, 'utf8').includes('fuzzParams)('))
  .sort();
if (files.length === 0) throw new Error('no test calls fuzzParams: run `npm run build` first');
console.log(`fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}\n${files.join('\n')}`);
const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs },
});
process.exit(result.status ?? 1);
