/**
 * The saved copy and the live answer (docs/architecture.md, Client): a screen's read is two
 * queries, the device's copy (shown at once, `[...key, 'saved']`) and the network's answer (under
 * `key`), which replaces it when it comes. Each screen decides what it shows from the two; this
 * hook is the one place the pair and its options are spelled.
 */
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { isUnanswered } from './api';
import { whenIdle } from './when-idle';

/** The saved copy's key beside a live answer's: one invalidation of the live key's prefix takes both. */
export const savedKey = <K extends QueryKey>(key: K) => [...key, 'saved'] as const;

export interface SavedAndLiveOptions<T, S> {
  key: QueryKey;
  /** The device's copy; null when it has none. */
  readSaved: () => Promise<S | null>;
  /** The network's answer. */
  fetchLive: (signal: AbortSignal) => Promise<T>;
  enabled?: boolean;
  staleTime: number;
  /** The live request's retries (none by default: the saved copy is on screen meanwhile). */
  retry?: (failures: number, error: Error) => boolean;
  /** Both keep the last key's data on screen while a new key's loads (a moved position, a toggle). */
  keepPrevious?: boolean;
}

export function useSavedAndLive<T, S = T>({
  key,
  readSaved,
  fetchLive,
  enabled = true,
  staleTime,
  retry,
  keepPrevious,
}: SavedAndLiveOptions<T, S>): { saved: UseQueryResult<S | null>; live: UseQueryResult<T> } {
  const placeholderData = keepPrevious ? keepPreviousData : undefined;
  const saved = useQuery({
    queryKey: savedKey(key),
    queryFn: readSaved,
    enabled,
    networkMode: 'always',
    retry: false,
    placeholderData,
  });
  const live = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchLive(signal),
    enabled,
    networkMode: 'always',
    retry: retry ?? false,
    staleTime,
    placeholderData,
  });
  return { saved, live };
}

/**
 * A live answer that is kept on the device for next time; with no answer at all, the saved copy
 * (if any) answers instead. A refusal (404, 400) is an error.
 */
export async function networkThenSaved<T>(
  fetchLive: () => Promise<T>,
  save: (value: T, askedAt: number) => Promise<unknown>,
  readSaved: () => Promise<T | null>,
): Promise<T> {
  try {
    // When it was asked, not answered: a write accepted in between must not be undone by it.
    const askedAt = Date.now();
    const live = await fetchLive();
    // Shown as soon as it arrives; the device copy is written behind it, once the screen has drawn
    // it (at most half a second later: a golfer who loses signal and reloads a moment later must
    // find what they saw). A failed write only costs the next offline visit this answer.
    whenIdle(() => void save(live, askedAt).catch(() => undefined));
    return live;
  } catch (error) {
    if (isUnanswered(error)) {
      const saved = await readSaved();
      if (saved) return saved;
    }
    throw error;
  }
}
