/**
 * The small personal reads (the dashboards' numbers and lists) kept on the device per user, so a
 * dashboard opened mid-round with no signal shows its last answer with its age (docs/decisions.md §6),
 * through TanStack Query's sync-storage persister: one localStorage entry per user
 * (`fairway:queries:{userId}`), tied to PERSIST_BUSTER, forgotten on sign-out. Only queries whose
 * options come from `keptQuery` are kept, and each answer read back is checked against the
 * schema it was saved under: an answer an older version saved in another shape is dropped, never
 * shown.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { dehydrate, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClient, type PersistedClient } from '@tanstack/react-query-persist-client';
import * as v from 'valibot';
import { KEPT_SCHEMAS, type KeptName } from './kept-schemas';
import { beforeForgettingQueries, persistKey } from './persisted-keys';
import { readStorage, removeStorage, writeStorage } from './storage';

/** Bump when a kept answer's meaning changes in a way its schema would still accept. */
const PERSIST_BUSTER = '1';
const PERSIST_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The options that keep a query on the device: its name (`meta`), whose schema (lib/kept-schemas)
 * its answer is read back with. It is never collected from the cache (a few small answers per user): the persister
 * writes the cache as it is, so a dashboard answer collected five minutes after leaving the screen
 * (the default `gcTime`) was erased from the device with it, and the dashboard opened offline later
 * had nothing to show. (Not 30 days: past 2^31 ms the timer fires at once.)
 */
export function keptQuery(name: KeptName) {
  return { meta: { persist: name }, gcTime: Number.POSITIVE_INFINITY };
}

const nameOf = (meta: Record<string, unknown> | undefined) =>
  typeof meta?.persist === 'string' ? meta.persist : undefined;

const UNREADABLE: PersistedClient = { timestamp: 0, buster: '', clientState: { queries: [], mutations: [] } };

/** Drops every kept answer that is not of a known query or no longer fits its schema. */
function checked(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.filter((query) => {
    const name = nameOf(query.meta);
    const schema: v.GenericSchema | undefined =
      name !== undefined && Object.hasOwn(KEPT_SCHEMAS, name) ? KEPT_SCHEMAS[name as KeptName] : undefined;
    return schema !== undefined && v.safeParse(schema, query.state.data).success;
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * Restores `userId`'s kept answers into the cache and keeps them up to date from then on.
 * Returns the stop function and the restore's promise (queries wait for it: IsRestoringProvider).
 */
export function persistUserQueries(queryClient: QueryClient, userId: string): [() => void, Promise<void>] {
  // localStorage through lib/storage (where it throws, nothing is kept and nothing breaks). Writes
  // stop with the subscription: the persister's throttled save may still fire after a sign-out
  // cleared the entry, and must not bring it back.
  let active = true;
  const storage = {
    getItem: readStorage,
    setItem: (key: string, value: string) => {
      if (active) writeStorage(key, value);
    },
    removeItem: removeStorage,
  };
  const persister = createSyncStoragePersister({
    storage,
    key: persistKey(userId),
    deserialize: (text) => {
      try {
        return checked(JSON.parse(text) as PersistedClient);
      } catch {
        return UNREADABLE; // its buster matches none: the entry is discarded
      }
    },
  });
  const dehydrateOptions = {
    shouldDehydrateQuery: (query: Query) =>
      query.state.status === 'success' && nameOf(query.meta) !== undefined && query.queryKey.includes(userId),
  };
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister,
    buster: PERSIST_BUSTER,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions,
  });
  // The persister writes a second after the last change: a dashboard left (reload, another page
  // loaded, the app sent to the background and killed) within that second lost its answer, and
  // offline it said "Failed to load dashboard data.". Leaving writes at once, in the persister's
  // own format (what persistQueryClientSave writes).
  const flush = () => {
    if (!active) return;
    const clientState = dehydrate(queryClient, dehydrateOptions);
    storage.setItem(
      persistKey(userId),
      JSON.stringify({ buster: PERSIST_BUSTER, timestamp: Date.now(), clientState }),
    );
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  globalThis.addEventListener?.('pagehide', flush);
  globalThis.document?.addEventListener('visibilitychange', onHidden);
  const stop = () => {
    active = false;
    unsubscribe();
    globalThis.removeEventListener?.('pagehide', flush);
    globalThis.document?.removeEventListener('visibilitychange', onHidden);
  };
  return [stop, restored];
}

// ---- One user's persistence at a time, started by the screens that read kept answers -----------------

let current: { userId: string; stop: () => void; restored: boolean } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function stopCurrent(): void {
  current?.stop();
  current = null;
  notify();
}
beforeForgettingQueries(stopCurrent);

function start(queryClient: QueryClient, userId: string): void {
  if (current?.userId === userId) return;
  stopCurrent();
  const [stop, restored] = persistUserQueries(queryClient, userId);
  const started = { userId, stop, restored: false };
  current = started;
  void restored
    .catch(() => undefined) // nothing restored: the screen fetches as on a first visit
    .finally(() => {
      started.restored = true;
      notify();
    });
}

/**
 * Keeps `userId`'s personal reads on the device from now on, restoring the kept ones first; true once
 * they are back in the cache (the screen's queries wait for it, so a kept answer shows at once and
 * is then refreshed, instead of racing the network).
 */
export function useKeptQueries(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId) start(queryClient, userId);
  }, [queryClient, userId]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => userId === undefined || (current?.userId === userId && current.restored),
  );
}
