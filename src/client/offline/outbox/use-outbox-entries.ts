/**
 * The signed-in user's outbox entries as the screens lay them over the server's data (docs/decisions.md
 * §6). One live read for the whole page, not one per component: a component mounted later (the review
 * dialog opened after a delete) gets the entries on its first render. Read per component, its first
 * render had none, and for that frame the golfer's deleted review was back on screen (chaos e2e, issue
 * 21); `ready` says whether the entries are known yet, so a screen can wait rather than guess.
 */
import { useSyncExternalStore } from 'react';
import { observeOutbox } from './outbox';
import { getOutboxUser, subscribeOutboxUser } from './outbox-user';
import type { OutboxEntry } from './types';

const NONE: OutboxEntry[] = [];

interface OutboxView {
  userId: string | null;
  /** Oldest first; null until the device store has answered for this user. */
  entries: OutboxEntry[] | null;
}

let view: OutboxView = { userId: null, entries: NONE };
let following = false;
let stopObserving: (() => void) | undefined;
const listeners = new Set<() => void>();

function publish(next: OutboxView): void {
  view = next;
  for (const listener of listeners) listener();
}

function follow(userId: string | null): void {
  stopObserving?.();
  stopObserving = undefined;
  publish({ userId, entries: userId ? null : NONE });
  if (!userId) return;
  stopObserving = observeOutbox(userId, (entries) => {
    if (view.userId === userId) publish({ userId, entries });
  });
}

/**
 * Started by the first screen that asks and kept for the page's life: one indexed read of a small
 * table, and a screen opened later finds the entries already there.
 */
function subscribe(listener: () => void): () => void {
  if (!following) {
    following = true;
    subscribeOutboxUser(() => follow(getOutboxUser()));
    follow(getOutboxUser());
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getView = () => view;
const serverView: OutboxView = { userId: null, entries: NONE };

/**
 * The outbox user's entries (`filter` narrows them), and whether they are known for `sessionUserId`:
 * false while the session names a user whose entries have not been read yet (the outbox follows the
 * session a moment later, features/sync). A guest's are known: there are none.
 */
export function useOutboxView(
  sessionUserId: string | null,
  filter?: (entry: OutboxEntry) => boolean,
): { entries: OutboxEntry[]; ready: boolean } {
  const current = useSyncExternalStore(subscribe, getView, () => serverView);
  const entries = current.entries ?? NONE;
  return {
    entries: filter ? entries.filter(filter) : entries,
    ready: sessionUserId === null || (current.userId === sessionUserId && current.entries !== null),
  };
}

/** The signed-in user's outbox entries, oldest first, kept live; `filter` narrows them. */
export function useOutboxEntries(filter?: (entry: OutboxEntry) => boolean): OutboxEntry[] {
  return useOutboxView(null, filter).entries;
}
