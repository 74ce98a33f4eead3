/**
 * Runs `work` at the browser's next idle moment (at the latest after `timeoutMs`), so bookkeeping
 * that nobody waits for (saving an answer on the device) does not share a task with the render of
 * that answer: on a slow phone that task was long enough to hold up the next tap (issue 7: TBT).
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 0);
}
