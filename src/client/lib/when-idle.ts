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

/** After the load event: long enough for a first screen's own requests and drawing to be done. */
export const SETTLE_DELAY_MS = 3_000;

/**
 * Runs `work` once the page has settled: after its load event, SETTLE_DELAY_MS, then an idle
 * moment. For work that may wait seconds but must not compete with the first screen (preloads,
 * filling the device store behind a screen); earlier, an idle moment comes while the screen still
 * waits for its answers.
 */
export function whenSettled(work: () => void, delayMs = SETTLE_DELAY_MS): void {
  const afterLoad = () => setTimeout(() => whenIdle(work, 5_000), delayMs);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
