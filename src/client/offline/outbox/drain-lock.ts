/**
 * One drainer at a time (docs/decisions.md §6), across tabs and the service worker: the Web Lock
 * OUTBOX_LOCK_NAME. A lock whose holder died is released by the browser, but a holder that is alive
 * and stuck (a tab frozen in the background mid-drain, a drain hung on a request) would keep every
 * other drainer waiting for ever (issue 21). So the holder keeps a lease in the device store with a
 * heartbeat, renewed before every send; a drainer that has waited LOCK_WAIT_MS and finds the
 * heartbeat older than LEASE_STALE_MS takes the lock over (`steal`). The holder it was taken from
 * stops at its next heartbeat (`holdsDrain` answers false), and the Idempotency-Key makes the one
 * request it may still have in flight harmless.
 */
import { db } from '../db';
import { OUTBOX_LOCK_NAME } from './policy';

/** The part of the Web Locks API used here (the refresh lock uses its two-argument form). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  request<T>(name: string, options: LockOptionsLike, callback: () => Promise<T>): Promise<T>;
}

interface LockOptionsLike {
  signal?: AbortSignal;
  steal?: boolean;
}

/** How long a drainer waits for the lock before it looks at the holder's heartbeat. */
export const LOCK_WAIT_MS = 10_000;
/**
 * A heartbeat older than this means the holder is stuck. One send can take three requests of up to
 * REQUEST_TIMEOUT_MS each (the write, a refresh, the resend), so a live holder beats within 30 s.
 */
export const LEASE_STALE_MS = 40_000;

const LEASE_KEY = 'outbox';

async function beat(holder: string, now: number): Promise<void> {
  await db.drainLease.put({ key: LEASE_KEY, holder, heartbeatAt: now });
}

/** Whether `holder` still holds the drain; renews its heartbeat when it does. */
async function stillHolds(holder: string, now: number): Promise<boolean> {
  return db.transaction('rw', db.drainLease, async () => {
    const lease = await db.drainLease.get(LEASE_KEY);
    if (lease && lease.holder !== holder) return false;
    await beat(holder, now);
    return true;
  });
}

function isWaitOver(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Runs `work` as the only drainer. `work` gets `holdsDrain`, to ask before each send. Without Web
 * Locks (old browsers), the caller's own guard applies and `holdsDrain` is always true.
 */
export async function withDrainLock<T>(
  locks: LockManagerLike | undefined,
  work: (holdsDrain: () => Promise<boolean>) => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  if (!locks) return work(() => Promise.resolve(true));
  const holder = crypto.randomUUID();
  const run = async () => {
    await beat(holder, now());
    return work(() => stillHolds(holder, now()));
  };
  for (;;) {
    try {
      return await locks.request(OUTBOX_LOCK_NAME, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, run);
    } catch (error) {
      if (!isWaitOver(error)) throw error;
      const lease = await db.drainLease.get(LEASE_KEY);
      if (!lease || now() - lease.heartbeatAt > LEASE_STALE_MS) {
        return locks.request(OUTBOX_LOCK_NAME, { steal: true }, run);
      }
    }
  }
}
