/**
 * Owners' devices for Web Push (docs/product.md §12): the app sends its subscription at every
 * launch with permission granted (kept fresh; a device now signed in as someone else moves to
 * them), and withdraws it when the owner turns push off on that device. A subscription names a
 * browser's push service, never any other host (push-services.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { ApiError } from '../http/envelope';
import { endpointHost, isPushServiceEndpoint } from './push-services';

const notAPushService = (endpoint: string) =>
  `Push notifications through ${endpointHost(endpoint)} are not possible: this server sends them only to the browsers' push services`;

export async function saveSubscription(
  db: Executor,
  user: AuthUser,
  input: PushSubscriptionInput,
  now: Date,
  pushServiceHosts: readonly string[],
): Promise<{ message: string }> {
  if (!isPushServiceEndpoint(input.endpoint, pushServiceHosts)) {
    const message = notAPushService(input.endpoint);
    throw new ApiError(400, 'push_service_not_allowed', message, [{ path: 'endpoint', message }]);
  }
  const values = { userId: user.id, p256dh: input.keys.p256dh, auth: input.keys.auth, seenAt: now };
  await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: input.endpoint, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  return { message: 'This device will get push notifications' };
}

export async function removeSubscription(
  db: Executor,
  user: AuthUser,
  endpoint: string,
): Promise<{ message: string }> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, user.id)));
  return { message: 'This device will get no push notifications' };
}

/** A subscription the push service says is gone (404/410). */
export async function dropSubscription(db: Executor, id: string): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where id = ${id}::uuid`);
}
