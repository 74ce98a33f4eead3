export { OutboxSession } from './outbox-session';
export { LazySyncIndicator as SyncIndicator } from './lazy-sync-indicator';
export { OfflineIndicator } from './offline-indicator';
export { SyncPageSection } from './sync-section';
export { SYNC_PATH } from './sync-path';
export const loadSyncPage = async () => ({ Component: (await import('./sync-page')).SyncPage });
