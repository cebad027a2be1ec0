// Port: runs a task when the browser is idle (START-11).
// The start-up machine uses it when `supported`, and its own fallback timer otherwise.

/** Cancels a scheduled task. */
export type CancelIdleTask = () => void;

export interface IdleScheduler {
  /** Whether the browser offers an idle callback (requestIdleCallback). */
  readonly supported: boolean;
  /** Calls `task` when the browser is idle, or after `timeoutMs` at the latest. */
  whenIdle(task: () => void, timeoutMs: number): CancelIdleTask;
}
