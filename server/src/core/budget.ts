/**
 * A time budget per document: the rules run one after another, and once the budget is spent the remaining ones
 * are skipped, named in one `toolschema/analysis-truncated` information diagnostic. A hostile document (every
 * rule is near-linear, but a document can still be huge) then costs the budget, not every other document's
 * responsiveness. The clock is injectable so tests decide when the budget runs out, never the machine's speed.
 */
import type { Problem } from './problem';

/**
 * The rules' share of one analysis (schema validation is not counted: compiled code, linear in the document, and
 * bounded by maxFileSizeKB). Real documents take milliseconds; all rules on a 5 MB manifest well under a second.
 */
export const DOCUMENT_BUDGET_MS = 3000;

export class Budget {
  private start = 0;

  constructor(
    readonly ms = DOCUMENT_BUDGET_MS,
    private readonly now: () => number = () => performance.now(),
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
