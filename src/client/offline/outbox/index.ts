/** The outbox of decisions.md §6: see outbox.ts (page) and drain-core.ts (the drain both share). */
export type { OutboxEntry, OutboxInput, OutboxStatus } from './types';
export {
  configureOutbox,
  countUnsent,
  discardEntry,
  discardUserEntries,
  drainOutbox,
  enqueueWrite,
  getOutboxUser,
  observeAllOutbox,
  onWriteSynced,
  replacePendingBody,
  retryEntry,
  setOutboxUser,
  startOutbox,
  wakeOutbox,
} from './outbox';
export { useOutboxEntries } from './use-outbox-entries';
