/**
 * An owner's notification settings per course (docs/product.md §12): read and saved by the owner
 * for the courses they own; turned off by the e-mails' one-click unsubscribe without a sign-in.
 * No row means everything on.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { NotificationSetting, NotificationSettingInput } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor } from '../db/client';
import { courseOwners, courses, notificationSettings } from '../db/schema';
import { ApiError } from '../http/envelope';
import { isCourseOwner } from '../restrooms/queries';
import { readUnsubscribeToken } from './unsubscribe';

const TEXTS = {
  courseNotFound: 'Course not found',
  notYours: 'Notification settings are for the owners of the course',
  saved: 'Notification settings saved',
  badLink: 'This unsubscribe link is not valid. You can change your e-mails on the owner dashboard.',
  unsubscribed: (course: string) => `You will get no more e-mails about ${course}.`,
};

const settingColumns = {
  courseId: courses.id,
  courseName: courses.name,
  emailAlerts: sql<boolean>`coalesce(${notificationSettings.emailAlerts}, true)`,
  emailDigest: sql<boolean>`coalesce(${notificationSettings.emailDigest}, true)`,
  pushAlerts: sql<boolean>`coalesce(${notificationSettings.pushAlerts}, true)`,
};

type SettingRow = {
  courseId: string;
  courseName: string;
  emailAlerts: boolean;
  emailDigest: boolean;
  pushAlerts: boolean;
};

const present = (row: SettingRow): NotificationSetting => ({
  courseId: row.courseId,
  courseName: row.courseName,
  email: { alerts: row.emailAlerts, digest: row.emailDigest },
  push: { alerts: row.pushAlerts },
});

function settingsOf(db: Executor, userId: string) {
  return db
    .select(settingColumns)
    .from(courseOwners)
    .innerJoin(courses, eq(courses.id, courseOwners.courseId))
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.userId, courseOwners.userId),
        eq(notificationSettings.courseId, courses.id),
      ),
    )
    .where(eq(courseOwners.userId, userId))
    .orderBy(asc(courses.name), asc(courses.id));
}

/** One entry per course the caller owns (an admin: the courses they own too, usually none). */
export async function listNotificationSettings(db: Executor, user: AuthUser): Promise<NotificationSetting[]> {
  return (await settingsOf(db, user.id)).map(present);
}

async function upsert(
  db: Executor,
  userId: string,
  courseId: string,
  values: Pick<SettingRow, 'emailAlerts' | 'emailDigest' | 'pushAlerts'>,
  now: Date,
) {
  await db
    .insert(notificationSettings)
    .values({ userId, courseId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.courseId],
      set: { ...values, updatedAt: now },
    });
}

async function requireCourseName(db: Executor, courseId: string): Promise<string> {
  const [course] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new ApiError(404, 'course_not_found', TEXTS.courseNotFound);
  return course.name;
}

export async function saveNotificationSetting(
  db: Executor,
  user: AuthUser,
  input: NotificationSettingInput,
  now: Date,
): Promise<{ setting: NotificationSetting; message: string }> {
  const courseName = await requireCourseName(db, input.courseId);
  // Admins too: notifications go to a course's owners, and an admin hears about courses they own.
  if (!(await isCourseOwner(db, input.courseId, user.id)))
    throw new ApiError(403, 'not_your_course', TEXTS.notYours);
  const values = {
    emailAlerts: input.email.alerts,
    emailDigest: input.email.digest,
    pushAlerts: input.push.alerts,
  };
  await upsert(db, user.id, input.courseId, values, now);
  return { setting: present({ courseId: input.courseId, courseName, ...values }), message: TEXTS.saved };
}

/**
 * The one-click unsubscribe (RFC 8058): every e-mail about that course off, whoever sends the
 * POST (the link is the proof). Push is left as it is: the device's own settings stop it.
 */
export async function unsubscribe(
  db: Executor,
  secret: string,
  token: string,
  now: Date,
): Promise<{ message: string }> {
  const named = readUnsubscribeToken(secret, token);
  if (!named) throw new ApiError(404, 'unsubscribe_link_invalid', TEXTS.badLink);
  const [course] = await db
    .select({ name: courses.name })
    .from(courses)
    .where(eq(courses.id, named.courseId));
  if (!course) throw new ApiError(404, 'unsubscribe_link_invalid', TEXTS.badLink);
  // Written only while the account exists: one deleted since the mail went out gets nothing anyway.
  await db.execute(sql`insert into notification_settings (user_id, course_id, email_alerts, email_digest, updated_at)
    select id, ${named.courseId}::uuid, false, false, ${now.toISOString()}::timestamptz from users where id = ${named.userId}::uuid
    on conflict (user_id, course_id) do update set email_alerts = false, email_digest = false, updated_at = excluded.updated_at`);
  return { message: TEXTS.unsubscribed(course.name) };
}
