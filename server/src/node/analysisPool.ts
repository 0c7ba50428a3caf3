/**
 * Analyses in worker threads (node:worker_threads), so that a document whose analysis takes its whole budget
 * (DOCUMENT_WORK, seconds of CPU) never delays another document's answers: the server's own thread stays free for
 * hover, completion and code actions, and another document's diagnostics go to another worker.
 *
 * - Only costly documents come here (handlers/analyses.ts analyses a cheap one in the server's thread and tells the
 *   pool how long it took, `timed`): a server that only ever sees small documents starts no worker (each loads the
 *   whole bundle again, about half a CPU second).
 * - Two workers at most, started when first needed (three threads on the 2-core machines this was measured on;
 *   more workers would only share the same cores). A document has at most one job running; a newer text of a
 *   document replaces its queued diagnostics (whoever waited for the older gets the newer result, and the
 *   diagnostics handler drops it as stale). A running analysis is not stopped: it ends within its budget.
 * - Costly documents (`costly`: COSTLY_CHARS long, or their last analysis took COSTLY_MS) run in one
 *   worker at a time, so the other is always free for cheap documents: two hostile documents never make a small
 *   one wait. A job goes to the worker that analysed its document last when it is free (its analysis is kept).
 * - Requests about a costly document (hover, completion, code actions: handlers/answers.ts) are answered here too,
 *   from the worker's kept analysis of that text when there is one; one the client cancels is dropped from the
 *   queue, or, running, its worker is stopped (a hover on a hostile document can run for minutes).
 * - What crosses threads is plain data: the request (text, settings, roots), `DiagnosticsResult` and the answers.
 *   An `Analysis` cannot be cloned (its problems' fixes are functions; its documents are class instances).
 * - Each worker keeps the open documents' texts (sent on every open and change), which a script's imports read
 *   before the file on disk, as the in-thread host does.
 * - Each worker's heap is limited (`memoryMb`): one that runs out of memory dies alone, its job fails with
 *   `OutOfMemory` (the document is told what happened and what to do), and another takes its place; any other
 *   failure fails the jobs it was running the same way. The server's process carries on.
 */
import { Worker } from 'node:worker_threads';
import type { CancellationToken } from 'vscode-languageserver';
import { OutOfMemory, type AnalysisRequest, type DiagnosticsResult, type RemoteAnalyser } from '../handlers/analyses';
import type { AnswerArgs, AnswerName, AnswerResult } from '../handlers/answers';
import { WORKER_KEEPS, type FromWorker, type Task, type ToWorker } from './analysisWorker';

export const POOL_SIZE = 2;
/** A text this long is costly before its first analysis (an args schema a person writes is a few KB). */
export const COSTLY_CHARS = 128 * 1024;
/**
 * An analysis this long (ms in its worker) makes its document costly until one is shorter again. Time, not the
 * budget's work units: a tool importing a large module counts that module's units on every analysis, though its
 * parse is cached and the analysis takes milliseconds. A 100-tool script takes about 50 ms.
 */
export const COSTLY_MS = 250;
/** The heap an analysis worker may use: generous (a 1 MB script of 7,000 tools peaks near 200 MB), but bounded. */
export const WORKER_MEMORY_MB = 1024;
/**
 * Each worker's young generation, MB. V8's default lets every isolate keep tens of MB of short-lived garbage: with
 * two busy workers the server peaked at 270–290 MB on 1,000 tools importing one module, 220–230 MB with this, at the
 * same CPU (test/large/serverMemory.test.ts; measured alternately).
 */
const WORKER_YOUNG_MB = 8;

interface Job {
  id: number;
  request: AnalysisRequest;
  task: Task;
  /** Costly when it started (it then holds the costly lane). */
  costly?: boolean;
  resolve(result: unknown): void;
  reject(error: Error): void;
  promise: Promise<unknown>;
}

interface Slot {
  worker: Worker;
  /** The heap limit it was started with: a worker started under another limit is replaced once it is free. */
  memoryMb: number;
  running?: Job;
  /** The documents whose analyses the worker keeps (most recent last; it keeps WORKER_KEEPS). */
  kept: string[];
}

export interface PoolOptions {
  size?: number;
  /**
   * Each worker's heap limit, MB (`resourceLimits.maxOldGenerationSizeMb`), whatever `limitMemory` is told later
   * (the server's TOOLSCHEMA_WORKER_MEMORY_MB). Unset: WORKER_MEMORY_MB until `limitMemory` says otherwise.
   */
  memoryMb?: number;
  /** How the user raises a limit of `mb` (the out-of-memory problem says it); by default, the setting. */
  raiseMemory?: (mb: number) => string;
  /** COSTLY_MS unless a test says otherwise. */
  costlyMs?: number;
}

export class AnalysisPool implements RemoteAnalyser {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly texts = new Map<string, string>();
  /** Documents an analysis of which has ended (in time or out of memory): whether it took COSTLY_MS or more. */
  private readonly slow = new Map<string, boolean>();
  private nextId = 1;
  private readonly size: number;
  memoryMb: number;
  private readonly fixedMemory: boolean;
  private readonly raiseMemory: (mb: number) => string;
  private readonly costlyMs: number;

  constructor(
    /** The script a worker runs (the server's own bundle: it starts a worker when it is not the main thread). */
    private readonly script: string,
    private readonly log: (message: string) => void,
    options: PoolOptions = {},
  ) {
    this.size = options.size ?? POOL_SIZE;
    this.memoryMb = options.memoryMb ?? WORKER_MEMORY_MB;
    this.fixedMemory = options.memoryMb !== undefined;
    this.raiseMemory = options.raiseMemory ?? ((mb) => `set toolschema.workerMemoryMB to more than ${mb}`);
    this.costlyMs = options.costlyMs ?? COSTLY_MS;
  }

  costly(uri: string, text: string): boolean {
    return text.length >= COSTLY_CHARS || this.slow.get(uri) === true;
  }

  wasTimed(uri: string): boolean {
    return this.slow.has(uri);
  }

  timed(uri: string, ms: number): void {
    this.slow.set(uri, ms >= this.costlyMs);
  }

  analyse(request: AnalysisRequest): Promise<DiagnosticsResult> {
    const queued = this.queue.find((j) => j.task.kind === 'diagnostics' && j.request.uri === request.uri);
    if (queued) {
      queued.request = request; // the newer text replaces the one not started yet
      return queued.promise as Promise<DiagnosticsResult>;
    }
    return this.enqueue(request, { kind: 'diagnostics' }) as Promise<DiagnosticsResult>;
  }

  answer<N extends AnswerName>(
    request: AnalysisRequest,
    name: N,
    args: AnswerArgs<N>,
    token?: CancellationToken,
  ): Promise<AnswerResult<N>> {
    const job = this.jobOf(request, { kind: 'answer', name, args });
    token?.onCancellationRequested(() => {
      const index = this.queue.indexOf(job);
      if (index >= 0) this.queue.splice(index, 1);
      job.reject(new Error('cancelled'));
      // Running: nobody wants what its worker is busy with (a hover on a hostile document can take minutes), so
      // the worker is stopped; another starts when one is needed. Its kept analyses go with it.
      const slot = this.slots.find((s) => s.running === job);
      if (slot) this.retire(slot);
    });
    this.queue.push(job);
    this.pump();
    return job.promise as Promise<AnswerResult<N>>;
  }

  text(uri: string, text: string): void {
    this.texts.set(uri, text);
    this.broadcast({ kind: 'text', uri, text });
  }

  drop(uri: string): void {
    this.texts.delete(uri);
    this.slow.delete(uri);
    this.broadcast({ kind: 'drop', uri });
  }

  /**
   * `toolschema.workerMemoryMB`: new workers get this heap limit (unless the pool's own option fixed it); free
   * workers started under another are stopped now, busy ones when their job ends (pump).
   */
  limitMemory(mb: number | undefined): void {
    if (this.fixedMemory || (mb ?? WORKER_MEMORY_MB) === this.memoryMb) return;
    this.memoryMb = mb ?? WORKER_MEMORY_MB;
    this.pump();
  }

  /** Stops the workers (tests; the server's process ending stops them as well). */
  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  /** Stops a worker whose work nobody waits for any more. */
  private retire(slot: Slot): void {
    this.slots.splice(this.slots.indexOf(slot), 1);
    void slot.worker.terminate();
    this.pump();
  }

  private jobOf(request: AnalysisRequest, task: Task): Job {
    let resolve!: Job['resolve'];
    let reject!: Job['reject'];
    const promise = new Promise<unknown>((res, rej) => ((resolve = res), (reject = rej)));
    promise.catch(() => undefined); // a cancelled job's promise may have nobody left listening
    return { id: this.nextId++, request, task, resolve, reject, promise };
  }

  private enqueue(request: AnalysisRequest, task: Task): Promise<unknown> {
    const job = this.jobOf(request, task);
    this.queue.push(job);
    this.pump();
    return job.promise;
  }

  private broadcast(message: ToWorker): void {
    for (const slot of this.slots) slot.worker.postMessage(message);
  }

  /**
   * Starts queued jobs on free workers, oldest first, skipping documents that have a job running and costly
   * documents while the costly lane (all workers but one) is taken: cheap documents go past them.
   */
  private pump(): void {
    for (const slot of this.slots.filter((s) => !s.running && s.memoryMb !== this.memoryMb)) {
      this.slots.splice(this.slots.indexOf(slot), 1);
      void slot.worker.terminate();
    }
    const lane = Math.max(1, this.size - 1);
    for (let i = 0; i < this.queue.length;) {
      const job = this.queue[i];
      const { uri, text } = job.request;
      const running = this.slots.flatMap((s) => s.running ?? []);
      const costly = this.costly(uri, text);
      if (running.some((r) => r.request.uri === uri) || (costly && running.filter((r) => r.costly).length >= lane)) {
        i++;
        continue;
      }
      const idle = this.slots.filter((s) => !s.running);
      const slot = idle.find((s) => s.kept.includes(uri)) ?? idle[0] ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (!slot) return;
      this.queue.splice(i, 1);
      job.costly = costly;
      slot.running = job;
      slot.kept = [...slot.kept.filter((u) => u !== uri), uri].slice(-WORKER_KEEPS);
      slot.worker.postMessage({ kind: 'run', id: job.id, request: job.request, task: job.task } satisfies ToWorker);
    }
  }

  private spawn(): Slot {
    // The stack of the server's own thread (V8's default, about 1 MB; a worker's is 4 MB): a script nested too deep
    // for the parser is refused in a worker as it is in the CLI, never checked in one place and refused in the other.
    const resourceLimits = { stackSizeMb: 1, maxOldGenerationSizeMb: this.memoryMb, maxYoungGenerationSizeMb: WORKER_YOUNG_MB };
    const worker = new Worker(this.script, { stdout: true, stderr: true, resourceLimits });
    worker.unref(); // the server's process ends when its connection does, whatever the workers are doing
    const slot: Slot = { worker, memoryMb: this.memoryMb, kept: [] };
    this.slots.push(slot);
    // Stdout is the protocol's: whatever a worker prints goes to the log.
    worker.stdout.on('data', (d: Buffer) => this.log(d.toString().trimEnd()));
    worker.stderr.on('data', (d: Buffer) => this.log(d.toString().trimEnd()));
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'log') return this.log(message.message);
      const job = slot.running;
      if (!job || job.id !== message.id) return;
      slot.running = undefined;
      if (message.kind === 'done') {
        this.timed(job.request.uri, message.ms);
        job.resolve(message.result);
      } else job.reject(new Error(message.error));
      this.pump();
    });
    const failed = (reason: string, error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      this.log(`toolschema: an analysis worker stopped (${reason}); another takes its place.`);
      const job = slot.running;
      if (job && error instanceof OutOfMemory) this.timed(job.request.uri, Infinity);
      job?.reject(error);
      this.pump();
    };
    worker.on('error', (e: Error & { code?: string }) =>
      e.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? failed(
            `out of memory analysing ${slot.running?.request.uri ?? 'nothing'}`,
            new OutOfMemory(slot.memoryMb, this.raiseMemory(slot.memoryMb)),
          )
        : failed(e.message, new Error(`the analysis worker stopped: ${e.message}`)),
    );
    worker.on('exit', (code) => failed(`exit code ${code}`, new Error(`the analysis worker stopped: exit code ${code}`)));
    for (const [uri, text] of this.texts) worker.postMessage({ kind: 'text', uri, text } satisfies ToWorker);
    return slot;
  }
}
