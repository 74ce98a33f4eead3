/**
 * An owner's notification settings per course (docs/product.md §12): GET and PUT
 * /api/owner/notification-settings, and the one-click unsubscribe's answer.
 */
import * as v from 'valibot';
import { idSchema } from './common';

const flag = (what: string) => v.boolean(`${what} must be true or false`);

/** Per channel: blocking reports at once (`alerts`); by e-mail, the day's other events (`digest`). */
const channelEntries = {
  email: v.object({ alerts: flag('email.alerts'), digest: flag('email.digest') }, 'email is required'),
  push: v.object({ alerts: flag('push.alerts') }, 'push is required'),
};

/** PUT /api/owner/notification-settings: one course's settings, whole. */
export const notificationSettingInputSchema = v.object({
  courseId: v.pipe(
    v.string('courseId is required'),
    v.uuid('courseId must be the id of one of your courses'),
  ),
  ...channelEntries,
});
export type NotificationSettingInput = v.InferOutput<typeof notificationSettingInputSchema>;

const notificationSettingSchema = v.object({
  courseId: idSchema,
  courseName: v.string(),
  ...channelEntries,
});
export type NotificationSetting = v.InferOutput<typeof notificationSettingSchema>;

/**
 * GET: one entry per course the caller owns, by course name, and the key a device subscribes to
 * push with (the server's VAPID public key; null: this server sends no push).
 */
export const notificationSettingListResultSchema = v.object({
  settings: v.array(notificationSettingSchema),
  pushPublicKey: v.nullable(v.string()),
});
/** PUT: the course's settings as saved. */
export const notificationSettingResultSchema = v.object({
  setting: notificationSettingSchema,
  message: v.string(),
});

const base64url = (what: string, bytes: number) =>
  v.pipe(
    v.string(`${what} is required`),
    v.regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url`),
    v.check(
      (s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes,
      `${what} must be ${bytes} bytes`,
    ),
  );

/** POST /api/owner/push-subscriptions: the browser's PushSubscription as toJSON() gives it. */
export const pushSubscriptionInputSchema = v.object({
  endpoint: v.pipe(
    v.string('endpoint is required'),
    v.maxLength(2048, 'endpoint must be at most 2048 characters'),
    v.check((s) => URL.canParse(s) && new URL(s).protocol === 'https:', 'endpoint must be an https URL'),
  ),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object(
    { p256dh: base64url('keys.p256dh', 65), auth: base64url('keys.auth', 16) },
    'keys is required',
  ),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionInputSchema>;

/** DELETE /api/owner/push-subscriptions: the device's endpoint. */
export const pushUnsubscribeInputSchema = v.object({
  endpoint: v.pipe(
    v.string('endpoint is required'),
    v.maxLength(2048, 'endpoint must be at most 2048 characters'),
  ),
});
