/**
 * Whether the app can reach the server, for the header's Offline indicator. `navigator.onLine` alone
 * says "online" on a course where the phone has one bar and nothing gets through, so the outcome of
 * the last request counts too: a request that got no answer marks the server unreachable until one
 * gets an answer (any status) or the browser reports going online again.
 */
type Listener = () => void;

let unreachable = false;
const listeners = new Set<Listener>();

function set(next: boolean): void {
  if (next === unreachable) return;
  unreachable = next;
  for (const listener of listeners) listener();
}

/** True while the browser is offline or the last request got no answer. */
export function isOffline(): boolean {
  const online = (globalThis.navigator as Navigator | undefined)?.onLine ?? true;
  return !online || unreachable;
}

export function subscribeNetworkStatus(listener: Listener): () => void {
  listeners.add(listener);
  const onOnline = () => {
    unreachable = false;
    listener();
  };
  globalThis.addEventListener?.('online', onOnline);
  globalThis.addEventListener?.('offline', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('online', onOnline);
    globalThis.removeEventListener?.('offline', listener);
  };
}

/** fetch that records whether an answer arrived (a TypeError is fetch's "no answer"). */
export const trackedFetch: typeof fetch = async (input, init) => {
  try {
    const response = await globalThis.fetch(input, init);
    set(false);
    return response;
  } catch (error) {
    if (error instanceof TypeError) set(true);
    throw error;
  }
};
