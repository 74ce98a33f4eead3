export { OutboxSession } from './outbox-session';
export { LazySyncIndicator as SyncIndicator } from './lazy-sync-indicator';
export { OfflineIndicator } from './offline-indicator';
// The install section comes in the same wait as the page (it is a chunk of its own, apart from the
// first chunk); a section that cannot be fetched leaves the page without it rather than failing it.
export const loadSyncPage = async () => {
  const [{ SyncPage }] = await Promise.all([
    import('./sync-page'),
    import('./install-section-slot')
      .then(({ installSection }) => installSection.load())
      .catch(() => undefined),
  ]);
  return { Component: SyncPage };
};
