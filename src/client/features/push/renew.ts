/**
 * Sends this device's push subscription again at every launch (docs/product.md §12): push services
 * let subscriptions lapse without a word, and the server keeps one row per endpoint (an upsert), so
 * sending it again is harmless. Only for the account that allowed push here, only with permission
 * still granted; a lapsed subscription is made again with the server's key. Loaded after the first
 * screen has settled (features/sync/outbox-session.tsx), never part of a first paint.
 */
import { notificationSettingListResultSchema } from '../../../shared/schemas/notifications';
import { api, parseData } from '../../lib/api';
import { pushAllowedBy } from '../../lib/push-device';
import { pushSupported, readyRegistration, sendSubscription, subscribeWith } from './device';

export type RenewOutcome = 'skipped' | 'sent' | 'no-key';

export async function renewPushSubscription(userId: string): Promise<RenewOutcome> {
  if (!pushSupported() || Notification.permission !== 'granted' || pushAllowedBy() !== userId)
    return 'skipped';
  const registration = await readyRegistration();
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { pushPublicKey } = await parseData(
      api.get('owner/notification-settings'),
      notificationSettingListResultSchema,
    );
    if (!pushPublicKey) return 'no-key';
    subscription = await subscribeWith(registration, pushPublicKey);
  }
  await sendSubscription(subscription);
  return 'sent';
}
