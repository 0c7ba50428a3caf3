/** How many calls deep this thread's stack lets a small recursive function go (parallel.test.ts compares threads). */
export function stackDepth(): number {
  let depth = 0;
  const down = (): void => {
    depth++;
    down();
  };
  try {
    down();
  } catch {
    // RangeError: the stack is full.
  }
  return depth;
}
