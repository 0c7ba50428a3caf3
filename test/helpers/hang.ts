/**
 * How tests tell a hang from a slow machine. A hang burns CPU (a catastrophic regex, a loop) or blocks (a FIFO read);
 * a loaded machine only stretches the wall clock. So a process under test gets a CPU limit, which load does not
 * inflate, and waits have only a generous wall-clock safety net that turns a blocked process into a failure naming
 * what was awaited. No test asserts how long anything took.
 */

/** How long a wait may last before it is called a hang: far beyond any honest wait on a loaded machine. */
export const HANG_MS = 5 * 60_000;

/**
 * The command run with its CPU time limited: past `seconds` of CPU the kernel stops it with SIGXCPU (a soft limit:
 * with the hard one at the same value, SIGKILL can come first). No core file is written.
 */
export function cpuLimited(command: string[], seconds: number): string[] {
  return ['sh', '-c', 'ulimit -c 0 && ulimit -S -t "$0" && exec "$@"', String(seconds), ...command];
}

/** Why a process ended by a signal, in words a failure message can use. */
export function signalled(signal: NodeJS.Signals | null, cpuSeconds?: number): string {
  if (signal === 'SIGXCPU') return `it used more than ${cpuSeconds} s of CPU (SIGXCPU): a hang`;
  if (signal === 'SIGTERM') return `it ran past the ${HANG_MS / 1000} s safety net (SIGTERM): a hang`;
  return `it was stopped by ${signal}`;
}
