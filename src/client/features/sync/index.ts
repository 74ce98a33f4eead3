export { OutboxSession } from './outbox-session';
export { LazySyncIndicator as SyncIndicator } from './lazy-sync-indicator';
export { OfflineIndicator } from './offline-indicator';
export const loadSyncPage = async () => ({ Component: (await import('./sync-page')).SyncPage });
