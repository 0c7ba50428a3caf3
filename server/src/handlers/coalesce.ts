/**
 * Runs of an async task, coalesced: a call while a run is under way queues at most one more run, which starts
 * when the current one ends. A client may send 1,000 `didChangeConfiguration` in a row; that makes two settings
 * pulls and two diagnostics refreshes, not 1,000 of each. Every caller's promise settles after a run that started
 * after its call, so nobody is answered with settings older than their notification.
 */
export function coalesced(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const run = task().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
