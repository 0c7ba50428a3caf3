/**
 * One budget of work per analysis, over every stage: parsing a script, reading its imports, evaluating its values,
 * schema validation and each rule. Work is counted, not timed (a unit is a tree node built, visited or converted,
 * a property looked up, a file looked for, a few characters parsed), so the same file is cut at the same place on
 * every machine. A stage that would overspend is skipped, or stopped where it is (model/work.ts); what was done is
 * reported, and one `toolschema/analysis-truncated` information diagnostic names what was skipped. A hostile
 * document then costs the budget, not every other document's responsiveness.
 */
import type { Problem } from './problem';
import { metered } from './work';

/**
 * Units one analysis may spend. Real documents spend thousands; a 1 MB script of 7,000 tools about 9 million;
 * every rule on a 4.4 MB args schema of 100,000 properties about 4 million (test/bench/hostile.ts measures the shapes of issue 25).
 */
export const DOCUMENT_WORK = 20_000_000;

/** A clock only as a backstop, far past what the work budget allows on any machine this runs on. */
export const BACKSTOP_MS = 30_000;

/** How often the backstop's CPU clock is read: reading it is a system call, and `exhausted` is asked per stage and rule. */
const CPU_CLOCK_EVERY_MS = 100;
/**
 * A budget's start takes the last reading when it is younger than this share of its backstop (100 ms of 30 s), so
 * CPU time spent before the budget began counts against it by a third of a percent at most.
 */
const START_READING_SHARE = 1 / 300;
let cpuReadAt = -Infinity;
let cpuMs = 0;

/**
 * Elapsed time in Node from `process.hrtime`, not `performance.now()`: Node loads its perf_hooks modules on the first
 * read of the `performance` global, a few milliseconds of every CLI process's start.
 */
const elapsedMs = (): number => {
  const [seconds, nanoseconds] = process.hrtime();
  return seconds * 1000 + nanoseconds / 1e6;
};

/**
 * The backstop's clock: this process's CPU time where there is one (Node), so a machine busy with other work
 * never cuts an analysis; elapsed time in a browser worker. The CPU time is read only when the last reading is
 * older than `maxAgeMs` of elapsed time: `process.cpuUsage` costs 10 µs on an idle machine and up to 0.6 ms at a
 * load of 10 (measured), and the CLI starts two budgets per file, so reading it at every start was a fifth of its
 * time on 7,000 files.
 */
const cpuClock = (maxAgeMs: number): number => {
  if (typeof process === 'undefined' || typeof process.cpuUsage !== 'function') return performance.now();
  const now = elapsedMs();
  if (now - cpuReadAt >= maxAgeMs) {
    cpuReadAt = now;
    const usage = process.cpuUsage();
    cpuMs = (usage.user + usage.system) / 1000;
  }
  return cpuMs;
};

export class Budget {
  private used = 0;
  /** A stage was stopped for want of work: nothing more runs, even what would cost nothing. */
  private cut = false;
  private started: number | undefined;
  private readonly stages: string[] = [];
  private readonly rules: string[] = [];

  constructor(
    readonly units = DOCUMENT_WORK,
    private readonly backstopMs = BACKSTOP_MS,
    /** The clock's reading, taken no longer than `maxAgeMs` ago. */
    private readonly now: (maxAgeMs: number) => number = cpuClock,
  ) {}

  get left(): number {
    return Math.max(0, this.units - this.used);
  }

  get spent(): number {
    return this.used;
  }

  /** Asked before every stage and rule: one clock reading at most (the first only starts the backstop). */
  get exhausted(): boolean {
    if (this.cut || this.used > this.units) return true;
    if (this.started === undefined) {
      this.started = this.now(this.backstopMs * START_READING_SHARE);
      return false;
    }
    return this.now(CPU_CLOCK_EVERY_MS) - this.started > this.backstopMs;
  }

  /** Whether anything was skipped (a disable comment for a skipped rule is then not called unused). */
  get truncated(): boolean {
    return this.stages.length + this.rules.length > 0;
  }

  /** Spends `units` on work done outside a metered stage; false (nothing spent) when they are not there. */
  take(units: number): boolean {
    if (units > this.left || this.exhausted) return false;
    this.used += units;
    return true;
  }

  /** Names a stage (or a rule, `rule: true`) as skipped. */
  skip(what: string, rule = false): void {
    const list = rule ? this.rules : this.stages;
    if (!list.includes(what)) list.push(what);
  }

  /**
   * Runs a stage with what is left to spend: the tree's helpers charge it, and when it runs out the stage stops
   * where it is. Undefined (and the stage named as skipped) when it was cut or could not start.
   */
  run<T>(what: string, stage: () => T, rule = false): T | undefined {
    if (this.exhausted) {
      this.skip(what, rule);
      return undefined;
    }
    const { value, left } = metered(this.left, stage);
    this.used = Math.min(this.units, this.units - left); // a cut stage spent all it had, never more
    if (left < 0) this.cut = true;
    if (left >= 0) return value;
    this.skip(what, rule);
    return undefined;
  }

  /** The one problem that names what was skipped, when something was. */
  truncation(): Problem | undefined {
    if (!this.truncated) return undefined;
    const parts = this.stages.length > 5 ? [...this.stages.slice(0, 5), `${this.stages.length - 5} more`] : [...this.stages];
    if (this.rules.length === 1) parts.push(`the rule ${this.rules[0]}`);
    else if (this.rules.length) parts.push(`these ${this.rules.length} rules: ${this.rules.join(', ')}`);
    return {
      code: 'toolschema/analysis-truncated',
      severity: 'info',
      span: { offset: 0, length: 0 },
      message: `Checking this file needs more work than toolschema spends on one file, so it stopped early and did not check ${parts.join('; ')}. The problems reported were found; others may be hidden. Split the file, or turn off rules you do not need in toolschema.rules.`,
    };
  }
}
