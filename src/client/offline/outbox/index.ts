/**
 * The outbox of docs/decisions.md §6: see outbox.ts (the queue), page-drain.ts and drain-core.ts (sending).
 */
export type { EntryOfKind, OutboxEntry, OutboxStatus, WriteRequest } from './types';
export {
  isPendingRef,
  writes,
  type IdOrPending,
  type PendingRef,
  type WriteChange,
  type WriteKind,
} from './writes';
export { changesOf } from './entry-meaning';
export type { DrainBlock } from './drain-core';
export { configureOutbox } from './config';
export {
  adoptEntry,
  countUnsent,
  discardEntry,
  discardIfUnsent,
  discardUserEntries,
  observeAllOutbox,
  queueWrite,
  replacePendingBody,
  retryEntry,
} from './outbox';
export { getOutboxUser } from './outbox-user';
export { followAppBadge } from './page-badge';
export {
  drainOutbox,
  getDrainStatus,
  onWriteSynced,
  setOutboxUser,
  startOutbox,
  subscribeDrainStatus,
  wakeOutbox,
  type DrainStatus,
} from './page-drain';
export { useOutboxEntries, useOutboxView } from './use-outbox-entries';
