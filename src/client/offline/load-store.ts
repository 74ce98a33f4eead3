/**
 * The device store (db.ts), loaded on first use. Dexie is about 30 KB gzip and a slow phone's
 * 15 ms of evaluation; the modules a screen needs for its first paint (the course screen, the outbox
 * its buttons write to, the "saved for offline" mark) reach the store through here, so that cost
 * comes after the screen shows instead of before it (issue 7). Modules that are themselves loaded on
 * demand (the outbox's drain, the map store, the course list's cache, the session store) and the
 * service worker import db.ts directly.
 */
import type { FairwayDatabase } from './db';

export type StoreModule = typeof import('./db');

export const loadStore = (): Promise<StoreModule> => import('./db');

/** Runs `work` on the store once it is loaded. */
export async function withStore<T>(work: (db: FairwayDatabase) => Promise<T>): Promise<T> {
  return work((await loadStore()).db);
}

export interface StoreObserver<T> {
  next: (value: T) => void;
  error: (error: unknown) => void;
}

/**
 * A Dexie live query on the lazily loaded store: the query runs again whenever what it read changes,
 * in any tab. `prepare` loads whatever the query needs (a module of store reads) and answers the
 * query itself, because a live query only follows the store's own promises: awaiting an import
 * inside it would lose the tracking. Returns the unsubscribe, usable at once.
 */
export function observeStore<T>(
  prepare: () => Promise<(db: FairwayDatabase) => Promise<T>>,
  observer: StoreObserver<T>,
): () => void {
  let stopped = false;
  let subscription: { unsubscribe: () => void } | undefined;
  Promise.all([loadStore(), prepare()]).then(([{ db, liveQuery }, query]) => {
    if (!stopped) subscription = liveQuery(() => query(db)).subscribe(observer);
  }, observer.error);
  return () => {
    stopped = true;
    subscription?.unsubscribe();
  };
}
