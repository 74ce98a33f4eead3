/**
 * Runs `work` at the browser's next idle moment, and at the latest after `timeoutMs`. For
 * bookkeeping nobody waits for (writing an answer's device copy): React draws a deferred answer in
 * short slices, and the idle moment comes once they are painted, so the work (and the device store's
 * chunk it may load) neither delays the screen nor shares a long task with its render (issue 7).
 * The bound stays short: the copy must be there if the signal goes a moment later.
 */
export function whenIdle(work: () => void, timeoutMs = 500): void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 0);
}
