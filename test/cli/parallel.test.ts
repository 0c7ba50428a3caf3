import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { lintFiles, POOL_THRESHOLD, workerCount } from '../../server/src/cli/parallel';
import { main } from '../../server/src/cli/main';
import { ReadError } from '../../server/src/node/read';
import { DEFAULT_SETTINGS } from '../../server/src/core/settings/settings';
import { fixture, mutate } from '../helpers/diagnose';
import { stackDepth } from '../helpers/stackDepth';

const CLI = path.resolve(__dirname, '../../../dist/cli.js');
const WORKER = path.join(__dirname, 'poolWorker.js');

const made: string[] = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** 40 tool definitions under wrapper_tools/, some with problems of several kinds, one not JSON at all. */
function corpus(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-pool-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'wrapper_tools'));
  const clean = fixture('weather.current.tool.json');
  const variants = [
    clean,
    mutate(clean, '"available_modes": ["value", "error", "null"]', '"available_modes": ["values"]'),
    mutate(clean, '{', '{ // a comment\n'),
    '{ "fully_qualified_name": ',
  ];
  for (let i = 0; i < 40; i++)
    writeFileSync(path.join(dir, 'wrapper_tools', `tool_${String(i).padStart(2, '0')}.json`), variants[i % variants.length]);
  return dir;
}

const pooled = { TOOLSCHEMA_CLI_POOL_THRESHOLD: '2', TOOLSCHEMA_CLI_WORKERS: '2' };
const inProcess = { TOOLSCHEMA_CLI_POOL_THRESHOLD: '1000000' };

for (const format of ['text', 'json', 'sarif']) {
  test(`cli pool: dist/cli.js with two workers prints exactly what one thread prints (--format ${format})`, () => {
    const dir = corpus();
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, [CLI, '--format', format, '.'], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } });
    const one = run(inProcess);
    const pool = run(pooled);
    assert.equal(one.status, 1, one.stderr);
    assert.match(one.stdout, /tool_03\.json/); // the problems are there to be compared
    assert.equal(pool.stdout, one.stdout);
    assert.equal(pool.stderr, one.stderr);
    assert.equal(pool.status, one.status);
  });
}

test('cli pool: from the tsc output too (the workers run out/…/cli/main.js), the same output as in one thread', async () => {
  const dir = corpus();
  const run = async (env: Record<string, string>) => {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    const out: string[] = [];
    const err: string[] = [];
    try {
      const code = await main(
        ['.'],
        dir,
        (s) => out.push(s),
        (s) => err.push(s),
      );
      return { code, out: out.join(''), err: err.join('') };
    } finally {
      for (const k of Object.keys(env)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  };
  const one = await run(inProcess);
  assert.match(one.out, /✖ \d+ problems .* in 40 files checked\./);
  assert.deepEqual(await run(pooled), one);
});

const files = Array.from({ length: 30 }, (_, i) => `/virtual/f${String(i).padStart(2, '0')}.json`);

test('cli pool: files linted by a worker and by the main thread come back in the files’ order', async () => {
  const channel = new BroadcastChannel('toolschema-pool-test');
  // The main thread lints its first file only once a worker has answered one: both threads take part.
  const workerAnswered = new Promise<void>((resolve) => (channel.onmessage = () => resolve()));
  try {
    process.env.TOOLSCHEMA_CLI_POOL_THRESHOLD = '2';
    process.env.TOOLSCHEMA_CLI_WORKERS = '1';
    const logs: string[] = [];
    const lint = await lintFiles(
      files,
      DEFAULT_SETTINGS,
      async (file, _settings, log) => {
        await workerAnswered;
        log(`main thread took ${path.basename(file)}`);
        return { path: file, schemaId: 'main thread', problems: [] };
      },
      { log: (m) => logs.push(m), script: WORKER },
    );
    const results = [];
    for (const f of files) results.push(await lint(f));
    assert.deepEqual(
      results.map((r) => r.path),
      files,
    );
    const byWorker = results.filter((r) => r.schemaId?.startsWith('thread ')).length;
    assert.ok(byWorker > 0 && byWorker < files.length, `worker linted ${byWorker} of ${files.length}`);
    // Each main-thread file's log line is replayed when its result is taken, in the files' order.
    assert.deepEqual(
      logs,
      results.filter((r) => r.schemaId === 'main thread').map((r) => `main thread took ${path.basename(r.path)}`),
    );
  } finally {
    delete process.env.TOOLSCHEMA_CLI_POOL_THRESHOLD;
    delete process.env.TOOLSCHEMA_CLI_WORKERS;
    channel.close();
  }
});

test('cli pool: a worker’s stack is as deep as the main thread’s, so a file nested too deep fails alike in either', async () => {
  const channel = new BroadcastChannel('toolschema-pool-test');
  const workerAnswered = new Promise<void>((resolve) => (channel.onmessage = () => resolve()));
  try {
    process.env.TOOLSCHEMA_CLI_POOL_THRESHOLD = '2';
    process.env.TOOLSCHEMA_CLI_WORKERS = '1';
    const depthFiles = ['a.depth', 'b.depth', 'c.depth'];
    const lint = await lintFiles(
      depthFiles,
      DEFAULT_SETTINGS,
      async (file) => {
        await workerAnswered; // the main thread waits until the worker has taken a file
        return { path: file, schemaId: `main ${stackDepth()}`, problems: [] };
      },
      { log: () => undefined, script: WORKER },
    );
    const depths = await Promise.all(depthFiles.map(async (f) => (await lint(f)).schemaId!));
    const [main] = depths.filter((d) => d.startsWith('main ')).map((d) => Number(d.split(' ')[1]));
    const [worker] = depths.filter((d) => d.startsWith('depth ')).map((d) => Number(d.split(' ')[1]));
    assert.ok(main > 0 && worker > 0, depths.join());
    // The frames beneath each thread's lint differ a little; Node's default worker stack (4 MiB) went four times deeper.
    assert.ok(worker / main > 0.8 && worker / main < 1.25, `worker ${worker} calls deep, main thread ${main}`);
  } finally {
    delete process.env.TOOLSCHEMA_CLI_POOL_THRESHOLD;
    delete process.env.TOOLSCHEMA_CLI_WORKERS;
    channel.close();
  }
});

test('cli pool: a file a worker cannot read fails as it does in one thread; a worker that cannot start costs nothing', async () => {
  try {
    process.env.TOOLSCHEMA_CLI_POOL_THRESHOLD = '2';
    process.env.TOOLSCHEMA_CLI_WORKERS = '1';
    const list = [...files.slice(0, 5), '/virtual/unreadable.json'];
    // The main thread refuses the unreadable file too, with the same error: whichever thread takes it, it fails so.
    const lintOne = async (file: string) => {
      if (file.endsWith('unreadable.json')) throw new ReadError('permission denied');
      return { path: file, schemaId: 'main thread', problems: [] };
    };
    const lint = await lintFiles(list, DEFAULT_SETTINGS, lintOne, { log: () => undefined, script: WORKER });
    // Still a ReadError, which main() reports as an unreadable file (not an internal error).
    await assert.rejects(lint('/virtual/unreadable.json'), (e) => e instanceof ReadError && e.message === 'permission denied');
    const missing = await lintFiles(list.slice(0, 5), DEFAULT_SETTINGS, lintOne, {
      log: () => undefined,
      script: path.join(__dirname, 'no-such-worker.js'),
    });
    for (const f of list.slice(0, 5)) assert.equal((await missing(f)).schemaId, 'main thread');
  } finally {
    delete process.env.TOOLSCHEMA_CLI_POOL_THRESHOLD;
    delete process.env.TOOLSCHEMA_CLI_WORKERS;
  }
});

test('cli pool: worker threads start only from POOL_THRESHOLD files, on more than two cores, when a core is idle', () => {
  const many = POOL_THRESHOLD + 2000;
  assert.equal(workerCount(POOL_THRESHOLD - 1, 8, 0), 0, 'too few files');
  assert.equal(workerCount(many, 2, 0), 0, 'two cores, idle: one thread was faster');
  assert.equal(workerCount(many, 4, 1), 3, 'four cores, idle: one worker per further core');
  assert.equal(workerCount(many, 4, 4), 0, 'every core busy');
});
