import { useSyncExternalStore } from 'react';
import { isOffline, subscribeNetworkStatus } from '../../lib/network-status';

/** True while the browser is offline or the last request got no answer (lib/network-status). */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeNetworkStatus, isOffline, () => false);
}
