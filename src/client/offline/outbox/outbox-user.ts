/**
 * Whose writes this page queues and sends: the signed-in user, set by the app when the session
 * changes (features/sync). Entries of other users are never sent with this session.
 */
let currentUserId: string | null = null;
const listeners = new Set<() => void>();

export function getOutboxUser(): string | null {
  return currentUserId;
}

/** Returns whether the user changed. */
export function changeOutboxUser(userId: string | null): boolean {
  if (userId === currentUserId) return false;
  currentUserId = userId;
  for (const listener of listeners) listener();
  return true;
}

export function subscribeOutboxUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
