import { useEffect, useState, useSyncExternalStore } from 'react';
import { getOutboxUser, observeOutbox, subscribeOutboxUser } from './outbox';
import type { OutboxEntry } from './types';

const NONE: OutboxEntry[] = [];

/** The signed-in user's outbox entries, oldest first, kept live; `filter` narrows them. */
export function useOutboxEntries(filter?: (entry: OutboxEntry) => boolean): OutboxEntry[] {
  const userId = useSyncExternalStore(subscribeOutboxUser, getOutboxUser, () => null);
  const [state, setState] = useState<{ userId: string | null; entries: OutboxEntry[] }>({
    userId: null,
    entries: NONE,
  });
  useEffect(() => {
    if (!userId) return;
    return observeOutbox(userId, (entries) => setState({ userId, entries }));
  }, [userId]);
  const entries = userId && state.userId === userId ? state.entries : NONE;
  return filter ? entries.filter(filter) : entries;
}
