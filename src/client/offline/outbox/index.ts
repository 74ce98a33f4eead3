/** The outbox of decisions.md §6: see outbox.ts. */
export type { OutboxEntry, OutboxInput, OutboxStatus } from './types';
export {
  configureOutbox,
  discardEntry,
  drainOutbox,
  enqueueWrite,
  getOutboxUser,
  onWriteSynced,
  replacePendingBody,
  retryEntry,
  setOutboxUser,
  startOutbox,
  wakeOutbox,
} from './outbox';
export { useOutboxEntries } from './use-outbox-entries';
