// `npm run test:fuzz`: the fuzz suites with many more runs than `npm test`, and a new seed each time (printed, so a
// failure reproduces with FUZZ_SEED=… FUZZ_RUNS=… npm run test:fuzz).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? '1000';
const files = [
  ...readdirSync('out/test/unit/fuzz')
    .filter((f) => f.endsWith('.test.js'))
    .map((f) => `out/test/unit/fuzz/${f}`),
  'out/test/unit/pedelec-fix-property.test.js',
  'out/test/unit/limits.test.js',
  'out/test/lsp/fuzz.test.js',
];
console.log(`fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs },
});
process.exit(result.status ?? 1);
