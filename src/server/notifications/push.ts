/**
 * Web Push to owners' devices (docs/product.md §12) with the web-push package: the message is
 * encrypted for the device (aes128gcm, RFC 8291) and signed with the server's VAPID keys
 * (push-keys.ts). A 404 or 410 from the push service means the subscription lapsed: the caller
 * removes it. Any other failure is the queue's to retry. Nothing is sent to an endpoint off the
 * push services (push-services.ts: one stored before the list narrowed): the caller removes it too.
 */
import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from '../push-keys';
import { isPushServiceEndpoint } from './push-services';

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  /**
   * Resolves 'gone' when the push service says the subscription no longer exists, 'refused' when
   * its endpoint is not on the push services (nothing was sent).
   */
  send(subscription: DeviceSubscription, payload: string): Promise<'sent' | 'gone' | 'refused'>;
}

/** A report is stale after a day: a device offline longer gets the e-mail's news instead. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 15_000;

/**
 * `hosts`: the push services (push-services.ts); `agent`: the HTTPS agent to reach them with (tests
 * trust their loopback one's certificate).
 */
export function createPushSender(
  vapid: VapidKeys,
  options: { hosts: readonly string[]; agent?: Agent },
): PushSender {
  return {
    async send(subscription, payload) {
      if (!isPushServiceEndpoint(subscription.endpoint, options.hosts)) return 'refused';
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: TTL_SECONDS,
            urgency: 'high',
            timeout: TIMEOUT_MS,
            contentEncoding: 'aes128gcm',
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return 'gone';
        throw error;
      }
    },
  };
}
