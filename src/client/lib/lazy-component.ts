/**
 * A component loaded on demand that never takes the app down. React.lazy keeps a failed import's
 * error for good and throws it into the tree, so one chunk that could not be fetched (offline before
 * the service worker had cached it) ends on the start-up error screen. Here a failed load is just
 * "not loaded yet": callers keep their stand-in, and the next `load()` tries again.
 */
import { useSyncExternalStore, type ComponentType } from 'react';
import { whenSettled } from './when-idle';

export interface LazyComponent<P> {
  /** Starts (or joins) the load; rejects if it fails, and a later call tries again. */
  load: () => Promise<ComponentType<P>>;
  /** The component once loaded, else null; re-renders when it arrives. */
  useLoaded: () => ComponentType<P> | null;
  /**
   * Loads once the page has settled (when-idle.ts): after its load event, 3 s, then an idle moment
   * (errors ignored: a later `load()` retries). Earlier, an idle moment comes while the first screen
   * still waits for its API answer, and the preload competes with what that screen needs to paint.
   */
  preloadWhenIdle: () => void;
}

export function lazyComponent<P>(importer: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const listeners = new Set<() => void>();

  const load = () => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= importer().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => loaded;

  return {
    load,
    useLoaded: () => useSyncExternalStore(subscribe, snapshot, snapshot),
    preloadWhenIdle: () => whenSettled(() => void load().catch(() => undefined)),
  };
}
