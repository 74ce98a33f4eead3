/**
 * The outbox's names and backoff, shared by the page (outbox.ts), the drain (drain-core.ts) and the
 * service worker. Kept apart from the drain so the page can name them without loading the device
 * store: the drain, and Dexie with it, loads when there is something to send (load-store.ts).
 */
export const OUTBOX_LOCK_NAME = 'fairway-outbox-drain';
/** The Background Sync tag of the outbox (one queue, one tag). */
export const OUTBOX_SYNC_TAG = 'fairway-outbox';
/** Where every drainer announces accepted writes (open pages fold the answers into their caches). */
export const OUTBOX_CHANNEL = 'fairway-outbox';
const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/** Exponential, capped, with jitter: `random` in [0, 1) picks between half and all of the step. */
export function backoffDelay(attempts: number, random: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random * 0.5));
}
