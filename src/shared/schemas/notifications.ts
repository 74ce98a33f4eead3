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

/** GET: one entry per course the caller owns, by course name. */
export const notificationSettingListResultSchema = v.object({
  settings: v.array(notificationSettingSchema),
});
/** PUT: the course's settings as saved. */
export const notificationSettingResultSchema = v.object({
  setting: notificationSettingSchema,
  message: v.string(),
});
