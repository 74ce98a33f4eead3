/**
 * The device store (db.ts) and the modules that own its tables (stores/*), loaded on first use.
 * Dexie is about 30 KB gzip and a slow phone's 15 ms of evaluation; the modules a screen needs for
 * its first paint (the course screen, the outbox its buttons write to, the "saved for offline" mark)
 * reach the store through here, so that cost comes after the screen shows instead of before it
 * (issue 7). Modules that are themselves loaded on demand (the outbox's drain, the session store) and
 * the service worker import them directly.
 *
 * One table, one owner: only the module named for a table here writes it (the outbox's table is
 * the outbox module's, the session's the session module's). `nearbyRestrooms` only reads, through
 * the spatial index (spatial-index.ts).
 */
import type { FairwayDatabase } from './db';

const loaders = {
  db: () => import('./db'),
  courses: () => import('./stores/courses'),
  courseRestrooms: () => import('./stores/course-restrooms'),
  restroomReviews: () => import('./stores/restroom-reviews'),
  mapResources: () => import('./stores/map-resources'),
  nearbyRestrooms: () => import('./nearby-restrooms'),
};

export type StoreName = keyof typeof loaders;
export type StoreModule<K extends StoreName> = Awaited<ReturnType<(typeof loaders)[K]>>;

export const loadStore = <K extends StoreName>(name: K): Promise<StoreModule<K>> =>
  loaders[name]() as Promise<StoreModule<K>>;

/** What to answer instead of failing when the store cannot be used (private mode, quota). */
export interface Quietly<T> {
  quiet: T;
}

/**
 * Runs `work` on a store module once it is loaded. With `{ quiet: fallback }`, a store that cannot be
 * opened or written answers the fallback instead of failing: a screen never breaks because the
 * device could not keep a copy.
 */
export async function withStore<K extends StoreName, T>(
  name: K,
  work: (store: StoreModule<K>) => Promise<T>,
  options?: Quietly<T>,
): Promise<T> {
  if (!options) return work(await loadStore(name));
  try {
    return await work(await loadStore(name));
  } catch {
    return options.quiet;
  }
}

/** Runs `work` on the database itself (the outbox, which owns its table through these calls). */
export const withDatabase = <T>(work: (db: FairwayDatabase) => Promise<T>): Promise<T> =>
  withStore('db', ({ db }) => work(db));

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
  Promise.all([loadStore('db'), prepare()]).then(([{ db, liveQuery }, query]) => {
    if (!stopped) subscription = liveQuery(() => query(db)).subscribe(observer);
  }, observer.error);
  return () => {
    stopped = true;
    subscription?.unsubscribe();
  };
}
