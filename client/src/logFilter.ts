/**
 * The `toolschema.logLevel` setting: which lines of the language client's log reach the toolschema output.
 * vscode-languageclient writes each entry as `[Level - time] message`, then any detail on lines of their own;
 * a detail line goes with its entry. Protocol traces (`toolschema.trace.server`) have their own switch and pass.
 * Pure (no vscode import), so it is unit-tested.
 */
export const LOG_LEVELS = ['error', 'warning', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const ENTRY = /^\[(Error|Warn|Info|Debug|Trace) *- [^\]]*\]/;
const RANK: Record<string, number> = { Error: 0, Warn: 1, Info: 2, Debug: 3 };

export class LogFilter {
  private passing = true;

  constructor(public level: LogLevel = 'info') {}

  /** True when `line` should be written. */
  passes(line: string): boolean {
    const entry = ENTRY.exec(line)?.[1];
    if (entry) this.passing = entry === 'Trace' || RANK[entry] <= LOG_LEVELS.indexOf(this.level);
    return this.passing;
  }
}

export const asLogLevel = (value: unknown): LogLevel => ((LOG_LEVELS as readonly unknown[]).includes(value) ? (value as LogLevel) : 'info');
