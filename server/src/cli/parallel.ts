/**
 * The CLI on many files uses every core: from POOL_THRESHOLD files on, worker threads and the main thread take files
 * from one shared counter, and the results are handed back in the files' order, each with the log lines its file
 * produced, so the output is the same as linting them one by one in this thread. A worker runs the CLI's own
 * script (dist/cli.js, or cli/main.js from the tsc output) in worker mode: no second bundle.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { Settings } from '../core/settings/settings';
import type { FileResult } from './format';
import { ReadError } from '../node/read';

/** `walked`: the file was found by a walk as a regular file, not named on the command line (node/read.ts). */
export type LintOne = (file: string, settings: Settings, log: (message: string) => void, walked: boolean) => Promise<FileResult>;
export type Lint = (file: string) => Promise<FileResult>;

/**
 * Below this many files everything is linted in this thread. A worker's start-up (a new isolate loading the bundle,
 * its own JIT warm-up) costs more than it saves below a few thousand files: measured on 2 cores at a load of 3–5,
 * main + 1 worker was 30–45 % slower at 500 and 2,000 files and level at 7,000 (`npm run bench -- --only=pool`).
 */
export const POOL_THRESHOLD = 5000;
/**
 * A worker's stack as deep as the main thread's, so that a file nested past it (a parser's RangeError: the file is
 * reported not parsed) fails alike in either thread: V8 gives the main thread 984 KiB, Node gives a worker its
 * stackSizeMb less a 192 KiB reserve (with Node's default 4 MiB a worker parsed a 400-deep script that the main thread
 * reports not parsed, so the output depended on the thread that took the file).
 */
const MAIN_THREAD_STACK_MB = (984 + 192) / 1024;

/** Files a worker lints before it hands their results back. */
const BATCH = 64;

interface WorkerInput {
  toolschemaLint: true;
  files: string[];
  settings: Settings;
  /** The files named on the command line (the rest were walked). */
  named: string[];
  /** Int32Array over it: index 0 is the next file to take. */
  counter: SharedArrayBuffer;
}

interface Outcome {
  index: number;
  result?: FileResult;
  /** The message of the error lintOne threw (an unreadable file), and whether it was a ReadError. */
  error?: string;
  readError?: boolean;
  logs: string[];
}

const envNumber = (name: string): number | undefined => {
  const raw = process.env[name];
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
};

/**
 * Worker threads for `files` files beside the main thread: none below the threshold (TOOLSCHEMA_CLI_POOL_THRESHOLD
 * overrides it), when every core is busy already (a second thread then only adds its start-up: measured 10–40 %
 * slower at a load of 15 on 2 cores), or on two cores at all: there one worker lost even idle, since V8's garbage
 * collector already runs on the second core (7,000 definitions: 2.8 s against 2.4 s wall, 5.2 against 3.7 CPU s;
 * `npm run bench -- --only=3` 2.56× against 2.28× ajv-cli; the 5,000-file Python project at a load of 7, one worker
 * against none, 6 rounds each: 3.41 against 2.35 s wall, 1.61 against 1.10 CPU s — the worker's own start and warm-up);
 * else one per further core (not measured here: no machine with more cores). TOOLSCHEMA_CLI_WORKERS sets the count.
 */
export function workerCount(files: number, cores = availableParallelism(), load = loadavg()[0]): number {
  if (files < (envNumber('TOOLSCHEMA_CLI_POOL_THRESHOLD') ?? POOL_THRESHOLD)) return 0;
  const forced = envNumber('TOOLSCHEMA_CLI_WORKERS');
  if (forced !== undefined) return forced;
  return cores <= 2 || load >= cores ? 0 : cores - 1;
}

async function lintOneSafely(
  lintOne: LintOne,
  { files, named }: { files: string[]; named: ReadonlySet<string> },
  index: number,
  settings: Settings,
): Promise<Outcome> {
  const logs: string[] = [];
  const file = files[index];
  try {
    return { index, result: await lintOne(file, settings, (m) => logs.push(m), !named.has(file)), logs };
  } catch (e) {
    return { index, error: e instanceof Error ? e.message : String(e), readError: e instanceof ReadError, logs };
  }
}

/** Takes files from the shared counter until none is left. */
async function drain(counter: Int32Array, files: string[], each: (index: number) => Promise<void>): Promise<void> {
  for (let i = Atomics.add(counter, 0, 1); i < files.length; i = Atomics.add(counter, 0, 1)) await each(i);
}

/**
 * Lints `files` (in a pool when there are enough of them) and returns how to get each file's result: the result,
 * after replaying the file's log lines through `log`, or the error lintOne threw for it.
 */
export async function lintFiles(
  files: string[],
  settings: Settings,
  lintOne: LintOne,
  { log, script, named = new Set() }: { log: (m: string) => void; script: string; named?: ReadonlySet<string> },
): Promise<Lint> {
  const workers = workerCount(files.length);
  if (workers === 0) return (file) => lintOne(file, settings, log, !named.has(file));
  const counter = new SharedArrayBuffer(4);
  const outcomes: (Outcome | undefined)[] = new Array(files.length);
  const input: WorkerInput = { toolschemaLint: true, files, settings, named: [...named], counter };
  const list = { files, named };
  let reported = 0;
  let allReported = () => undefined as void;
  const everyFile = new Promise<void>((resolve) => (allReported = resolve));
  const record = (o: Outcome) => {
    if (outcomes[o.index] === undefined && ++reported === files.length) allReported();
    outcomes[o.index] = o;
  };
  const pool: Worker[] = [];
  const finished = Array.from({ length: workers }, () => {
    let worker: Worker;
    try {
      worker = new Worker(script, { workerData: input, resourceLimits: { stackSizeMb: MAIN_THREAD_STACK_MB } });
    } catch {
      return Promise.resolve(); // no worker: this thread lints its share
    }
    pool.push(worker);
    return new Promise<void>((resolve) => {
      worker.on('message', (batch: Outcome[]) => batch.forEach(record));
      // A worker that fails leaves its untaken and unreported files to this thread (below).
      worker.on('error', () => undefined);
      worker.on('exit', () => resolve());
    });
  });
  const shared = new Int32Array(counter);
  await drain(shared, files, async (i) => record(await lintOneSafely(lintOne, list, i, settings)));
  // Once every file is in, a worker still starting up is not waited for.
  await Promise.race([everyFile, Promise.all(finished)]);
  await Promise.all(pool.map((w) => w.terminate()));
  for (let i = 0; i < files.length; i++) outcomes[i] ??= await lintOneSafely(lintOne, list, i, settings);
  const indexOf = new Map(files.map((f, i) => [f, i]));
  return async (file) => {
    const index = indexOf.get(file);
    if (index === undefined) return lintOne(file, settings, log, !named.has(file));
    const outcome = outcomes[index]!;
    outcome.logs.forEach(log);
    if (outcome.error !== undefined) throw outcome.readError ? new ReadError(outcome.error) : new Error(outcome.error);
    return outcome.result!;
  };
}

/**
 * In a worker started by lintFiles: lints files from the shared counter, posting results in batches, and returns
 * true. Anywhere else returns false (the script then runs as the CLI).
 */
export function serveWorker(lintOne: LintOne): boolean {
  const input = workerData as WorkerInput | undefined;
  if (!parentPort || input?.toolschemaLint !== true) return false;
  const port = parentPort;
  let batch: Outcome[] = [];
  const list = { files: input.files, named: new Set(input.named) };
  void drain(new Int32Array(input.counter), input.files, async (i) => {
    batch.push(await lintOneSafely(lintOne, list, i, input.settings));
    if (batch.length >= BATCH) {
      port.postMessage(batch);
      batch = [];
    }
  }).then(() => {
    if (batch.length) port.postMessage(batch);
    port.close();
  });
  return true;
}
