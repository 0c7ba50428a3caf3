/**
 * Issue 25's bar: memory stays under 300 MB for every hostile input. The CLI's peak resident memory (the kernel's
 * maxrss of the process, as `/usr/bin/time -v` reports it) on the issue's large shapes at full size, and on drawn
 * large shapes. A measurement of the machine, so it runs only in `npm run test:fuzz` (outside `npm test`).
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { fuzzParams, largeShape } from '../helpers/fuzz';
import { workspace } from '../helpers/workspace';
import { cpuLimited, HANG_MS, signalled } from '../helpers/hang';
import { issueShapes } from '../helpers/largeShapes';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
const LIMIT_MB = 300;
/** Loaded before the CLI: prints the process's peak resident memory when it exits. */
const PRELOAD = path.join(tmpdir(), 'toolschema-peak-rss.js');
writeFileSync(PRELOAD, "process.on('exit', () => process.stderr.write(`\\npeak-rss-kb ${process.resourceUsage().maxRSS}\\n`));\n");

function peakMb(files: Record<string, string>, main: string): number {
  const dir = workspace({ 'package.json': '{ "name": "app" }', ...files });
  const [cmd, ...args] = cpuLimited([process.execPath, '--require', PRELOAD, CLI, '-f', 'json', main], 120);
  const r = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', timeout: HANG_MS, maxBuffer: 1 << 30 });
  assert.notEqual(r.status, null, `the CLI did not finish: ${signalled(r.signal, 120)}`);
  assert.doesNotMatch(r.stderr, /internal error/);
  const kb = /peak-rss-kb (\d+)/.exec(r.stderr);
  assert.ok(kb, r.stderr);
  return Number(kb[1]) / 1024;
}

for (const [shape, file, text] of issueShapes()) {
  test(`peak memory: the CLI on ${shape} stays under ${LIMIT_MB} MB`, () => {
    const mb = peakMb({ [file]: text }, file);
    assert.ok(mb < LIMIT_MB, `${shape}: ${mb.toFixed(0)} MB`);
  });
}

test(`peak memory: the CLI on drawn large shapes stays under ${LIMIT_MB} MB`, () => {
  fc.assert(
    fc.property(largeShape, ({ files, main, shape }) => {
      const mb = peakMb(files, main);
      assert.ok(mb < LIMIT_MB, `${shape}: ${mb.toFixed(0)} MB`);
    }),
    // A CLI run per case: the long run takes 20 of them.
    { ...fuzzParams(5), numRuns: Math.min(fuzzParams(5).numRuns, 20) },
  );
});
