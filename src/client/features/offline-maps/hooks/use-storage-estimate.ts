/**
 * What the browser says this app stores on the device (navigator.storage.estimate: IndexedDB, the
 * service worker's caches, everything), read again whenever `refreshKey` changes.
 */
import { useEffect, useState } from 'react';

export interface StorageEstimateResult {
  usage: number;
  quota: number;
  persisted: boolean;
}

export function useStorageEstimate(refreshKey: unknown): StorageEstimateResult | null {
  const [estimate, setEstimate] = useState<StorageEstimateResult | null>(null);
  useEffect(() => {
    let live = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.estimate) return;
    void Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)])
      .then(([{ usage = 0, quota = 0 }, persisted]) => {
        if (live) setEstimate({ usage, quota, persisted });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refreshKey]);
  return estimate;
}
