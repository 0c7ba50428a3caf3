/**
 * Diagnostics analyses in worker threads (node:worker_threads), so that a document whose analysis takes its whole
 * budget (DOCUMENT_WORK, seconds of CPU) never delays another document's answers: the server's own thread stays
 * free for hover, completion and code actions, and another document's diagnostics go to another worker.
 *
 * - Two workers at most, started when first needed: one can be busy with a long analysis while the other serves
 *   every other document (three threads on the 2-core machines this was measured on; more workers would only
 *   share the same cores). A document has at most one analysis running; a newer text of a document replaces its
 *   queued one (whoever waited for the older gets the newer result, and the diagnostics handler drops it as
 *   stale). A running analysis is not stopped: it ends within its budget.
 * - What crosses threads is plain data: the request (text, settings, roots) and `DiagnosticsResult` (LSP
 *   diagnostics, keys, what was found elsewhere). An `Analysis` cannot be cloned (its problems' fixes are
 *   functions; its documents are class instances with source adapters), so hover, completion and code actions run
 *   their own analysis in the server's thread, on request, of the document asked about only: a hover on a small
 *   document never waits for a large one, though a hover on the large one itself takes its time.
 * - Each worker keeps the open documents' texts (sent on every open and change), which a script's imports read
 *   before the file on disk, as the in-thread host does.
 * - A worker that fails (an exception, out of memory) fails the analyses it was running, is replaced, and the
 *   document is analysed again when diagnostics are next asked for.
 */
import { Worker } from 'node:worker_threads';
import type { AnalysisRequest, DiagnosticsResult, RemoteAnalyser } from '../handlers/analyses';
import type { FromWorker, ToWorker } from './analysisWorker';

export const POOL_SIZE = 2;

interface Job {
  id: number;
  request: AnalysisRequest;
  resolve(result: DiagnosticsResult): void;
  reject(error: Error): void;
  promise: Promise<DiagnosticsResult>;
}

interface Slot {
  worker: Worker;
  running?: Job;
}

export class AnalysisPool implements RemoteAnalyser {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly texts = new Map<string, string>();
  private nextId = 1;

  constructor(
    /** The script a worker runs (the server's own bundle: it starts a worker when it is not the main thread). */
    private readonly script: string,
    private readonly log: (message: string) => void,
    private readonly size = POOL_SIZE,
  ) {}

  analyse(request: AnalysisRequest): Promise<DiagnosticsResult> {
    const queued = this.queue.find((j) => j.request.uri === request.uri);
    if (queued) {
      queued.request = request; // the newer text replaces the one not started yet
      return queued.promise;
    }
    let resolve!: Job['resolve'];
    let reject!: Job['reject'];
    const promise = new Promise<DiagnosticsResult>((res, rej) => ((resolve = res), (reject = rej)));
    this.queue.push({ id: this.nextId++, request, resolve, reject, promise });
    this.pump();
    return promise;
  }

  text(uri: string, text: string): void {
    this.texts.set(uri, text);
    this.broadcast({ kind: 'text', uri, text });
  }

  drop(uri: string): void {
    this.texts.delete(uri);
    this.broadcast({ kind: 'drop', uri });
  }

  /** Stops the workers (tests; the server's process ending stops them as well). */
  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private broadcast(message: ToWorker): void {
    for (const slot of this.slots) slot.worker.postMessage(message);
  }

  /** Starts queued jobs on idle workers, oldest first, skipping documents that have an analysis running. */
  private pump(): void {
    for (let i = 0; i < this.queue.length;) {
      const job = this.queue[i];
      if (this.slots.some((s) => s.running?.request.uri === job.request.uri)) {
        i++;
        continue;
      }
      const slot = this.slots.find((s) => !s.running) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (!slot) return;
      this.queue.splice(i, 1);
      slot.running = job;
      slot.worker.postMessage({ kind: 'analyse', id: job.id, request: job.request } satisfies ToWorker);
    }
  }

  private spawn(): Slot {
    // The stack of the server's own thread (V8's default, about 1 MB; a worker's is 4 MB): a script nested too deep
    // for the parser is refused in a worker as it is in the CLI, never checked in one place and refused in the other.
    const worker = new Worker(this.script, { stdout: true, stderr: true, resourceLimits: { stackSizeMb: 1 } });
    worker.unref(); // the server's process ends when its connection does, whatever the workers are doing
    const slot: Slot = { worker };
    this.slots.push(slot);
    // Stdout is the protocol's: whatever a worker prints goes to the log.
    worker.stdout.on('data', (d: Buffer) => this.log(d.toString().trimEnd()));
    worker.stderr.on('data', (d: Buffer) => this.log(d.toString().trimEnd()));
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'log') return this.log(message.message);
      const job = slot.running;
      if (!job || job.id !== message.id) return;
      slot.running = undefined;
      if (message.kind === 'done') job.resolve(message.result);
      else job.reject(new Error(message.error));
      this.pump();
    });
    const failed = (reason: string) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      this.log(`toolschema: an analysis worker stopped (${reason}); another takes its place.`);
      slot.running?.reject(new Error(`the analysis worker stopped: ${reason}`));
      this.pump();
    };
    worker.on('error', (e) => failed(e.message));
    worker.on('exit', (code) => failed(`exit code ${code}`));
    for (const [uri, text] of this.texts) worker.postMessage({ kind: 'text', uri, text } satisfies ToWorker);
    return slot;
  }
}
