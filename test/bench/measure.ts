/** Timing helpers: medians over repeated runs, ours and the reference interleaved so that load hits both alike. */

export const now = (): number => Number(process.hrtime.bigint()) / 1e6;

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export async function timeOnce(f: () => unknown): Promise<number> {
  const start = now();
  await f();
  return now() - start;
}

/**
 * Runs every function `runs` times after `warmup` untimed rounds, rotating which goes first in each round, and
 * returns the median of each (milliseconds).
 */
export async function interleaved(
  fns: ((i: number) => unknown)[],
  runs: number,
  warmup = 2,
  /** Untimed, before each round. */
  between?: () => Promise<unknown>,
): Promise<number[]> {
  const times: number[][] = fns.map(() => []);
  for (let round = 0; round < warmup + runs; round++) {
    await between?.();
    for (let k = 0; k < fns.length; k++) {
      const j = (round + k) % fns.length;
      const t = await timeOnce(() => fns[j](round));
      if (round >= warmup) times[j].push(t);
    }
  }
  return times.map(median);
}
