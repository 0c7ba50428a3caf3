/**
 * The known word a typo most likely meant: a small edit distance (or a different case) away, or undefined. Serves
 * unknown keys (arcade/unknown-key) and unknown setting values alike.
 */
export function nearest(key: string, known: readonly string[]): string | undefined {
  if (key.length > 100) return undefined;
  let best: { k: string; d: number } | undefined;
  for (const k of known) {
    const d = distance(key.toLowerCase(), k.toLowerCase());
    if (!best || d < best.d) best = { k, d };
  }
  return best && best.d <= Math.max(2, Math.floor(best.k.length / 4)) ? best.k : undefined;
}

/** Levenshtein distance, for short keys. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}
