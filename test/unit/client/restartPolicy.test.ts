import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { GAVE_UP_MESSAGE, MAX_RESTARTS, RestartPolicy, WINDOW_MS } from '../../../client/src/restartPolicy';

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

test('restart policy: a crash restarts the server, up to 4 times within 3 minutes', () => {
  const c = clock();
  const policy = new RestartPolicy(c.now);
  for (let i = 0; i < MAX_RESTARTS; i++) {
    assert.deepEqual(policy.closed(), { restart: true }, `crash ${i + 1}`);
    c.advance(10_000);
  }
});

test('restart policy: the 5th crash within the window gives up with one clear message, and later ones stay silent', () => {
  const c = clock();
  const policy = new RestartPolicy(c.now);
  for (let i = 0; i < MAX_RESTARTS; i++) policy.closed();
  const fifth = policy.closed();
  assert.deepEqual(fifth, { restart: false, message: GAVE_UP_MESSAGE });
  assert.match(fifth.message!, /stopped unexpectedly 5 times in 3 minutes.*will not be restarted.*output.*Reload Window/);
  for (let i = 0; i < 10; i++) assert.deepEqual(policy.closed(), { restart: false }, 'no second pop-up');
  assert.equal(policy.error(1), false, 'connection errors after giving up shut down');
});

test('restart policy: crashes spread over more than the window keep restarting', () => {
  const c = clock();
  const policy = new RestartPolicy(c.now);
  for (let i = 0; i < 20; i++) {
    assert.equal(policy.closed().restart, true, `crash ${i + 1}`);
    c.advance(WINDOW_MS / MAX_RESTARTS + 1);
  }
});

test('restart policy: a burst after a quiet period counts only the recent crashes', () => {
  const c = clock();
  const policy = new RestartPolicy(c.now);
  for (let i = 0; i < MAX_RESTARTS; i++) policy.closed();
  c.advance(WINDOW_MS);
  for (let i = 0; i < MAX_RESTARTS; i++) assert.equal(policy.closed().restart, true);
  assert.equal(policy.closed().restart, false);
});

test('restart policy: a few connection errors are tolerated, then the connection is shut down', () => {
  const policy = new RestartPolicy();
  assert.equal(policy.error(1), true);
  assert.equal(policy.error(3), true);
  assert.equal(policy.error(4), false);
  assert.equal(policy.error(undefined), false);
});
