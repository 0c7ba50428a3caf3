/**
 * The work meter the running stage of an analysis charges: the tree's helpers (a property looked up, a node
 * visited or converted) charge it one unit each, so a rule that loops over a huge document runs out of budget in
 * the middle of its loop, deterministically, whatever the machine's speed. Outside an analysis nothing is metered.
 * A plain module variable: analyses are synchronous, and Budget.run sets and restores it around each stage.
 */

/** Thrown by `charge` when the stage's share is spent; Budget.run catches it and names the stage as cut. */
export class OutOfWork extends Error {
  constructor() {
    super('the analysis ran out of its work budget');
  }
}

let left = Infinity;

/** Charges the running stage `units`; throws OutOfWork when its budget is spent. */
export function charge(units = 1): void {
  if ((left -= units) < 0) throw new OutOfWork();
}

/** Runs `stage` with `units` to spend; returns what it returned and what is left (negative: it was cut). */
export function metered<T>(units: number, stage: () => T): { value?: T; left: number } {
  const outer = left;
  left = units;
  try {
    return { value: stage(), left };
  } catch (e) {
    if (e instanceof OutOfWork) return { left: Math.min(left, -1) };
    throw e;
  } finally {
    // A nested stage's spending also counts against the stage around it.
    left = outer - (units - left);
  }
}

/** A derived value and the units working it out charged. */
export interface Derivation<T> {
  value: T;
  units: number;
}

/**
 * A value several stages derive from the same tree (a definition's value schemas …), worked out once per key and
 * charged, at every ask, the units working it out costs: each rule pays what it paid when it worked the value out
 * itself, so the budget stops every stage where it did. Worked out unmetered; a cut never leaves half a value cached.
 */
export function derivedOnce<K, T>(cache: Map<K, Derivation<T>>, key: K, derive: () => T): T {
  let known = cache.get(key);
  if (!known) {
    const outer = left;
    left = Number.MAX_SAFE_INTEGER;
    try {
      const value = derive();
      known = { value, units: Number.MAX_SAFE_INTEGER - left };
    } finally {
      left = outer;
    }
    cache.set(key, known);
  }
  charge(known.units);
  return known.value;
}
