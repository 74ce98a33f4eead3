/** Owners' notification settings and the e-mails' one-click unsubscribe (notifications/routes.ts, docs/product.md §12). */
import * as v from 'valibot';
import type { RouteEntry } from './types';

const owners = { roles: ['course_owner', 'admin'] } as const;

export const notificationRoutes: RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/owner/notification-settings',
    summary: 'The caller’s notification settings, one per course they own',
    description:
      'Per channel: `alerts` (blocking reports — locked, out of order, closed for the season, gone — at once) and, by e-mail, `digest` (the day’s other reports, new submissions and reviews, the next morning). A course without saved settings has everything on. `pushPublicKey` is the server’s VAPID public key a device subscribes with (null: this server sends no push).',
    tag: 'Owner',
    access: owners,
    answer: { status: 200, data: 'NotificationSettingListResult' },
  },
  {
    method: 'PUT',
    path: '/api/owner/notification-settings',
    summary: 'Save one course’s notification settings',
    description: 'The whole setting of one course the caller owns (admins too: only courses they own).',
    tag: 'Owner',
    access: owners,
    body: { schema: 'NotificationSettingInput' },
    answer: { status: 200, data: 'NotificationSettingResult' },
    errors: { 403: 'Not an owner of the course.', 404: 'No such course.' },
  },
  {
    method: 'POST',
    path: '/api/owner/push-subscriptions',
    summary: 'Subscribe this device to Web Push',
    description:
      'The browser’s PushSubscription (`toJSON()`), subscribed with `pushPublicKey`. Sent again at every launch with permission granted; one per endpoint (a device signed in as someone else moves to them). Blocking reports of the caller’s courses are pushed to it while their push alerts are on; a 404 or 410 from the push service removes it. The endpoint must be on a browser’s push service (Google’s, Mozilla’s, Apple’s, Microsoft’s, unless the server names others).',
    tag: 'Owner',
    access: owners,
    body: { schema: 'PushSubscriptionInput' },
    answer: { status: 200, data: 'MessageResult' },
    errors: {
      400: 'The endpoint is not on a push service this server sends to (`push_service_not_allowed`): the browsers’ own, or PUSH_SERVICE_HOSTS.',
    },
  },
  {
    method: 'DELETE',
    path: '/api/owner/push-subscriptions',
    summary: 'Unsubscribe this device from Web Push',
    description:
      'Removes the caller’s subscription with this endpoint (none: nothing to do, the same answer).',
    tag: 'Owner',
    access: owners,
    body: { schema: 'PushUnsubscribeInput' },
    answer: { status: 200, data: 'MessageResult' },
  },
  {
    method: 'POST',
    path: '/api/notifications/unsubscribe/:token',
    summary: 'One-click unsubscribe from a course’s e-mails (RFC 8058)',
    description:
      'The URL of the `List-Unsubscribe` header of every e-mail to an owner about a course (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`). No sign-in: the signed token names the owner and the course. Turns off that course’s e-mail alerts and digest; any body is ignored.',
    tag: 'Owner',
    access: 'public',
    params: { token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{64}$/)) },
    answer: { status: 200, data: 'MessageResult' },
    errors: { 404: 'The token was not made by this server (or the course is gone).' },
  },
];
