export { OutboxSession } from './outbox-session';
export { LazySyncIndicator as SyncIndicator } from './lazy-sync-indicator';
