/**
 * The last answer of a personal read (dashboard numbers, lists), kept on the device so the screen
 * still shows something mid-round with no signal (decisions.md §6), with its age. Answers are stored
 * per user under `fairway:answer:{userId}:{name}` and checked against the shared schema when read
 * back, so an answer saved by an older version of the app is simply ignored.
 */
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import * as v from 'valibot';
import { readStorage, removeStorage, writeStorage } from './storage';

export interface SavedAnswer<T> {
  data: T;
  savedAt: number;
}

const PREFIX = 'fairway:answer:';

export const savedAnswerKey = (userId: string, name: string) => `${PREFIX}${userId}:${name}`;

export function readSavedAnswer<TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
): SavedAnswer<v.InferOutput<TSchema>> | undefined {
  const raw = readStorage(key);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as { data?: unknown; savedAt?: unknown };
    const parsed = v.safeParse(schema, stored.data);
    if (!parsed.success || typeof stored.savedAt !== 'number') return undefined;
    return { data: parsed.output, savedAt: stored.savedAt };
  } catch {
    return undefined;
  }
}

export function writeSavedAnswer(key: string, data: unknown, savedAt = Date.now()): void {
  writeStorage(key, JSON.stringify({ data, savedAt }));
}

/** Forgets every saved answer of one user (or of everyone). */
export function clearSavedAnswers(userId?: string): void {
  try {
    const prefix = userId ? `${PREFIX}${userId}:` : PREFIX;
    const keys = Object.keys(globalThis.localStorage).filter((key) => key.startsWith(prefix));
    for (const key of keys) removeStorage(key);
  } catch {
    // No storage: nothing was saved.
  }
}

export interface SavedQueryOptions<TSchema extends v.GenericSchema> {
  queryKey: QueryKey;
  /** Where the last answer is kept (savedAnswerKey), or null to keep nothing. */
  storageKey: string | null;
  schema: TSchema;
  queryFn: (signal: AbortSignal) => Promise<v.InferOutput<TSchema>>;
  enabled?: boolean;
}

/**
 * useQuery, starting from the saved answer (dated when it was saved, so it is refreshed at once)
 * and saving every fresh one. When a refresh fails the saved answer stays on screen: `dataUpdatedAt`
 * then says how old it is.
 */
export function useSavedQuery<TSchema extends v.GenericSchema>({
  queryKey,
  storageKey,
  schema,
  queryFn,
  enabled = true,
}: SavedQueryOptions<TSchema>): UseQueryResult<v.InferOutput<TSchema>> {
  return useQuery({
    queryKey,
    enabled,
    networkMode: 'always',
    queryFn: async ({ signal }) => {
      const data = await queryFn(signal);
      if (storageKey) writeSavedAnswer(storageKey, data);
      return data;
    },
    initialData: () => (storageKey ? readSavedAnswer(storageKey, schema)?.data : undefined),
    initialDataUpdatedAt: () => (storageKey ? readSavedAnswer(storageKey, schema)?.savedAt : undefined),
  });
}
