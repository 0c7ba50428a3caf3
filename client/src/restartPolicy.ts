/**
 * When the language server dies, restart it; when it keeps dying, stop and say so once. Pure (no vscode import),
 * so the policy is unit-tested; extension.ts adapts it to vscode-languageclient's ErrorHandler.
 *
 * The numbers are vscode-languageclient 9's defaults made explicit: up to MAX_RESTARTS restarts within WINDOW_MS;
 * the next crash inside the window gives up, with one message. A crash after a quiet window restarts again.
 */
export const MAX_RESTARTS = 4;
export const WINDOW_MS = 3 * 60 * 1000;
/** Connection errors (a failed read or write) tolerated before the client shuts the connection down. */
export const MAX_CONNECTION_ERRORS = 3;

export interface CloseDecision {
  restart: boolean;
  /** Shown to the user, at most once per policy (per extension activation). */
  message?: string;
}

export const GAVE_UP_MESSAGE =
  `The toolschema language server stopped unexpectedly ${MAX_RESTARTS + 1} times in 3 minutes and will not be restarted. ` +
  'See the "toolschema" output for the cause, then run "Developer: Reload Window" to start it again.';

export class RestartPolicy {
  private crashes: number[] = [];
  private gaveUp = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** The server process exited (or the connection closed) without being asked to. */
  closed(): CloseDecision {
    if (this.gaveUp) return { restart: false };
    const now = this.now();
    this.crashes = this.crashes.filter((t) => now - t < WINDOW_MS);
    this.crashes.push(now);
    if (this.crashes.length <= MAX_RESTARTS) return { restart: true };
    this.gaveUp = true;
    return { restart: false, message: GAVE_UP_MESSAGE };
  }

  /** A connection error; `count` is how many in a row the client has seen. True: keep the connection. */
  error(count: number | undefined): boolean {
    return !this.gaveUp && count !== undefined && count <= MAX_CONNECTION_ERRORS;
  }
}
