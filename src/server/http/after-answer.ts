/**
 * Work a request starts after its answer: account mail, and the lookup and link behind a
 * forgot-password answer (the answer must not wait on, or vary with, either). The work is tracked
 * here so that a graceful stop (main.ts) finishes it before the database closes — a stop right
 * after "we have sent you a link" must not lose the link — and so tests can wait for it before
 * they compare the database. A failure is logged, never left as an unhandled rejection: the person
 * can ask again.
 */
import type { Logger } from '../logger';

export interface AfterAnswer {
  /** Starts `work` now; the caller answers without waiting. `what` names it in the error log. */
  run(what: string, logger: Logger, work: () => Promise<unknown>): void;
  /** Settles once no work is pending, including work started by work that was pending. */
  idle(): Promise<void>;
  /** Work pending now. */
  pending(): number;
}

export function createAfterAnswer(): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(what, logger, work) {
      // Started on the next turn of the event loop, so not one of its statements or its CPU comes
      // before the answer is on its way (a microtask would run inside the answer's middleware).
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => {},
          (error: unknown) => logger.error({ err: error }, `after the answer: ${what} failed`),
        )
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    pending: () => pending.size,
  };
}
