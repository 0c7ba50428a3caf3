/**
 * A time budget per document: the rules run one after another, and once the budget is spent the remaining ones
 * are skipped, named in one `toolschema/analysis-truncated` information diagnostic. A hostile document (every
 * rule is near-linear, but a document can still be huge) then costs the budget, not every other document's
 * responsiveness. The clock is injectable so tests decide when the budget runs out, never the machine's speed.
 *
 * The default clock is the process's CPU time, not the wall clock: on a loaded machine a 5 MB manifest's rules took
 * 3.0 s of wall time for 0.7 s of CPU (2 cores, load 20), and the same file would get a truncated analysis or not
 * depending on what else ran. CPU time is what the document costs. It counts the whole process (in the CLI's worker
 * pool, the other workers too, so a hostile file there is cut a little sooner); without `process` (a browser
 * worker) the wall clock stands in.
 */
import type { Problem } from './problem';

/**
 * The rules' share of one analysis (schema validation is not counted: compiled code, linear in the document, and
 * bounded by maxFileSizeKB). Real documents take milliseconds; all rules on a 5 MB manifest well under a second.
 */
export const DOCUMENT_BUDGET_MS = 3000;

/** Milliseconds of CPU this process has used, where Node tells; else the wall clock. */
export function cpuClock(): () => number {
  const cpuUsage = globalThis.process?.cpuUsage;
  if (typeof cpuUsage !== 'function') return () => performance.now();
  return () => {
    const { user, system } = cpuUsage();
    return (user + system) / 1000;
  };
}

export class Budget {
  private start = 0;

  constructor(
    readonly ms = DOCUMENT_BUDGET_MS,
    private readonly now: () => number = cpuClock(),
  ) {}

  /** Starts the clock (when the rules start). */
  begin(): void {
    this.start = this.now();
  }

  get exhausted(): boolean {
    return this.now() - this.start > this.ms;
  }
}

export function analysisTruncated(budget: Budget, skipped: readonly string[]): Problem {
  const seconds = `${budget.ms / 1000} s`;
  return {
    code: 'toolschema/analysis-truncated',
    severity: 'info',
    span: { offset: 0, length: 0 },
    message: `Checking this file took longer than ${seconds}, so ${skipped.length === 1 ? 'this rule was' : `these ${skipped.length} rules were`} skipped: ${skipped.join(', ')}. Split the file, or turn off rules you do not need in toolschema.rules.`,
  };
}
