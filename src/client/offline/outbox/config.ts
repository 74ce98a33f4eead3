/**
 * What the page's outbox talks to: the network, the clock, the Web Locks, connectivity and Background
 * Sync. Production uses the browser's; tests swap in a fake server, clock or lock manager.
 */
import { trackedFetch } from '../../lib/network-status';
import type { LockManagerLike } from './drain-lock';
import { OUTBOX_SYNC_TAG } from './policy';

export interface OutboxConfig {
  fetch: typeof fetch;
  /** Absolute, ending in '/api/'. */
  apiBase: string;
  now: () => number;
  random: () => number;
  locks: () => LockManagerLike | undefined;
  isOnline: () => boolean;
  /** Asks the service worker to drain when the network returns (Background Sync), if it can. */
  requestBackgroundSync: () => Promise<void>;
}

async function registerBackgroundSync(): Promise<void> {
  const container = (globalThis.navigator as Navigator | undefined)?.serviceWorker;
  const registration = await container?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  if (registration?.active && sync) await sync.register(OUTBOX_SYNC_TAG);
}

const defaults = (): OutboxConfig => ({
  fetch: trackedFetch,
  apiBase: new URL('/api/', globalThis.location?.href ?? 'http://localhost/').href,
  now: () => Date.now(),
  random: () => Math.random(),
  locks: () => (globalThis.navigator as Navigator | undefined)?.locks,
  isOnline: () => (globalThis.navigator as Navigator | undefined)?.onLine ?? true,
  requestBackgroundSync: registerBackgroundSync,
});

let config = defaults();

export function outboxConfig(): OutboxConfig {
  return config;
}

/** For tests: a fake server, clock, random source, lock manager or connectivity. */
export function configureOutbox(overrides: Partial<OutboxConfig> | null): void {
  config = overrides ? { ...config, ...overrides } : defaults();
}
