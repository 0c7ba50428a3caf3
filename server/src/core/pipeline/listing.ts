/**
 * How many problems of one code a checked value lists. A generated file can repeat one mistake 100,000 times
 * (`tools: [null, null, …]`, a `required` of 100,000 undefined names): listing each one cost 400 MB and a report
 * of 35 MB that nobody reads. The first ones of each code are listed, then one problem of the same code, where
 * the unlisted ones begin, says how many more there are; memory and output stay bounded.
 */
import type { Problem, Severity } from '../model/problem';
import type { Span } from '../model/tree';

/**
 * Problems of one code listed per checked value (a JSON file is one value; a script, one per tool or skills).
 * Far above what a real file has (a generated 5 MB skills manifest has 369 of its commonest code), so a problem
 * typed anywhere in a real file is still listed.
 */
export const LISTED_PER_CODE = 1_000;

/** The problem that stands for the unlisted ones of a code: at the first of them, with its severity. */
export function unlistedProblem(code: string, severity: Severity, span: Span, count: number): Problem {
  return {
    code,
    severity,
    span,
    message: `${count.toLocaleString('en-US')} more ${code} problems in this value from here on are not listed: toolschema lists the first ${LISTED_PER_CODE.toLocaleString('en-US')} of each kind per value. Fix the ones listed (one cause, such as a generated list, often explains them all) and check again.`,
  };
}

/**
 * Counts problems per code as they are reported: `admit` says whether to list one; the ones past the limit are
 * counted (with where the first of them is), never built, and `unlisted()` gives one problem per code for them.
 * A report repeating a listed one, or the one before it (the same place and message: a constant 100,000 values
 * share), is the same problem and is not counted again.
 */
export class Listing {
  private readonly listed = new Map<string, Set<string>>();
  private readonly over = new Map<string, { severity: Severity; span: Span; count: number; last: string }>();

  admit(code: string, severity: Severity, span: Span, message: string): boolean {
    const key = `${span.offset}\0${span.length}\0${message}`;
    let listed = this.listed.get(code);
    if (!listed) this.listed.set(code, (listed = new Set()));
    if (listed.has(key)) return true; // a repeat: the same problem, dropped where problems are placed
    if (listed.size < LISTED_PER_CODE) {
      listed.add(key);
      return true;
    }
    const over = this.over.get(code);
    if (!over) this.over.set(code, { severity, span, count: 1, last: key });
    else if (over.last !== key) {
      over.count++;
      over.last = key;
    }
    return false;
  }

  /** Whether a problem went unlisted (a disable comment for it is then not called unused). */
  get cut(): boolean {
    return this.over.size > 0;
  }

  unlisted(): Problem[] {
    return [...this.over].map(([code, { severity, span, count }]) => unlistedProblem(code, severity, span, count));
  }
}

/** The problems of one list, in document order, with the ones past the limit of each code counted in one problem. */
export function listedOnly<T extends Problem>(problems: readonly T[]): { problems: (T | Problem)[]; cut: boolean } {
  const listing = new Listing();
  const kept: (T | Problem)[] = problems.filter((p) => listing.admit(p.code, p.severity, p.span, p.message));
  if (!listing.cut) return { problems: kept, cut: false };
  return { problems: [...kept, ...listing.unlisted()].sort((a, b) => a.span.offset - b.span.offset), cut: true };
}
