/**
 * Notification settings (docs/product.md §12), mounted on /api: an owner reads and saves theirs per
 * course (/owner/notification-settings, behind the owner dashboard's guard); a mail client turns a
 * course's e-mails off with the one-click unsubscribe (RFC 8058: a POST, no sign-in, the signed link
 * is the proof; whatever body it carries, `List-Unsubscribe=One-Click` or none, is not read).
 */
import { Hono } from 'hono';
import {
  notificationSettingInputSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
} from '../../shared/schemas';
import { requireRole } from '../auth/guards';
import type { Database } from '../db/client';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { readJson, validate } from '../http/validate';
import { listNotificationSettings, saveNotificationSetting, unsubscribe } from './settings';
import { removeSubscription, saveSubscription } from './subscriptions';

/**
 * `push.publicKey`: the VAPID public key devices subscribe with, null when the server sends no push;
 * `push.hosts`: the push services a subscription may name (push-services.ts).
 */
export function notificationRoutes(
  db: Database,
  secret: string,
  push: { publicKey: string | null; hosts: readonly string[] },
) {
  const owners = requireRole('course_owner', 'admin');
  return new Hono<AppEnv>()
    .get('/owner/notification-settings', owners, async (c) =>
      ok(c, { settings: await listNotificationSettings(db, c.var.user), pushPublicKey: push.publicKey }),
    )
    .put('/owner/notification-settings', owners, async (c) => {
      const input = validate(notificationSettingInputSchema, await readJson(c));
      return ok(c, await saveNotificationSetting(db, c.var.user, input, c.var.now));
    })
    .post('/owner/push-subscriptions', owners, async (c) => {
      const input = validate(pushSubscriptionInputSchema, await readJson(c));
      return ok(c, await saveSubscription(db, c.var.user, input, c.var.now, push.hosts));
    })
    .delete('/owner/push-subscriptions', owners, async (c) => {
      const { endpoint } = validate(pushUnsubscribeInputSchema, await readJson(c));
      return ok(c, await removeSubscription(db, c.var.user, endpoint));
    })
    .post('/notifications/unsubscribe/:token', async (c) =>
      ok(c, await unsubscribe(db, secret, c.req.param('token'), c.var.now)),
    );
}
