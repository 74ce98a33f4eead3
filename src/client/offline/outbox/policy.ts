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
const NETWORK_RETRY_BASE_MS = 1_000;
export const NETWORK_RETRY_CAP_MS = 3_000;

/** `ceiling` with jitter: `random` in [0, 1) picks between half and all of it. */
const jittered = (ceiling: number, random: number) => Math.round(ceiling * (0.5 + random * 0.5));

/**
 * After an answer that asks to come back later (5xx, 429, 408…): exponential, capped, with jitter.
 * The server is up and busy or broken; asking it every few seconds would not help it.
 */
export function backoffDelay(attempts: number, random: number): number {
  return jittered(Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1)), random);
}

/**
 * After an attempt that got no answer (no signal, a time-out): short, growing, capped at a few
 * seconds. The browser's `online` event often never comes for a weak or dead signal (it stays
 * "online" on a cell with no data, or a Wi-Fi without internet), so this retry is what notices the
 * signal is back: a long backoff here made golfers wait minutes after the connection returned,
 * against the 2 s promise (docs/architecture.md, Outbox). A failed request every few seconds while
 * the page is open costs next to nothing; offline the drain waits for `online` instead.
 */
export function networkRetryDelay(attempts: number, random: number): number {
  return jittered(
    Math.min(NETWORK_RETRY_CAP_MS, NETWORK_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1)),
    random,
  );
}
