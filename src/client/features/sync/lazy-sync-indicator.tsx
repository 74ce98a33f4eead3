import { lazy, Suspense } from 'react';

const SyncIndicator = lazy(async () => ({ default: (await import('./sync-indicator')).SyncIndicator }));

/** The sync badge, loaded with the outbox (Dexie) only for a signed-in user. */
export function LazySyncIndicator() {
  return (
    <Suspense fallback={null}>
      <SyncIndicator />
    </Suspense>
  );
}
