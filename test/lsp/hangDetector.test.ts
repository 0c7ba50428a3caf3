/**
 * The protocol and CLI tests tell a hang from a slow machine by the CPU a process burns (helpers/hang.ts): these
 * check that the detector fires on a process that spins, and says so, so that a hang can never pass as slowness.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { LspClient } from '../helpers/lspClient';
import { cpuLimited, signalled } from '../helpers/hang';

const SPIN = [process.execPath, '-e', 'for (;;);'];

test('hang detector: a server that spins instead of answering fails the request, naming its CPU limit', async () => {
  await assert.rejects(
    LspClient.start({ command: SPIN, cpuSeconds: 1 }),
    /^Error: no answer to initialize: the server was stopped: it used more than 1 s of CPU \(SIGXCPU\): a hang$/,
  );
});

test('hang detector: a CLI run that spins ends with SIGXCPU; one that finishes is untouched', () => {
  const [cmd, ...args] = cpuLimited(SPIN, 1);
  const spun = spawnSync(cmd, args);
  assert.equal(spun.signal, 'SIGXCPU');
  assert.match(signalled(spun.signal, 1), /more than 1 s of CPU/);
  const [okCmd, ...okArgs] = cpuLimited([process.execPath, '-e', 'process.stdout.write("done")'], 1);
  const ok = spawnSync(okCmd, okArgs, { encoding: 'utf8' });
  assert.deepEqual([ok.status, ok.stdout], [0, 'done']);
});
