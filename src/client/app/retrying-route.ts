/**
 * A route's chunk that could not be fetched is asked for again before the app gives up: once after
 * a short pause, then by reloading the page once (a new document fetches its modules afresh,
 * through the service worker's precache). A chunk's fetch can fail for a moment on a phone (a
 * service worker being restarted after the tab was killed, one bar of signal before it was
 * cached); the router's error screen stays for a chunk that really is not there.
 */
const RETRY_DELAY_MS = 400;
/** One automatic reload per tab in this long, so a chunk that is really gone cannot loop. */
const RELOAD_GUARD_MS = 60_000;
export const RELOADED_AT_KEY = 'route-chunk-reloaded-at';

interface RetryDeps {
  wait: (ms: number) => Promise<void>;
  reload: () => void;
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage refused (a privacy setting): no automatic reload, no loop
  }
}

const browser: RetryDeps = {
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  reload: () => window.location.reload(),
  now: () => Date.now(),
  storage: sessionStore(),
};

/** Whether the page may reload itself now (and notes that it does). */
function mayReload({ storage, now }: RetryDeps): boolean {
  if (!storage) return false;
  const last = Number(storage.getItem(RELOADED_AT_KEY));
  if (Number.isFinite(last) && last > 0 && now() - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now()));
  return true;
}

export function retryingRoute<T>(load: () => Promise<T>, deps: RetryDeps = browser): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch {
      await deps.wait(RETRY_DELAY_MS);
      try {
        return await load();
      } catch (error) {
        if (!mayReload(deps)) throw error;
        deps.reload();
        // The page is going: nothing is drawn in the meantime (the shell stays).
        return new Promise<T>(() => undefined);
      }
    }
  };
}
