/**
 * The daily digest (docs/product.md §12): a course's other events of one day — supplies reports,
 * restroom submissions, reviews — in one e-mail per owner, the next morning at DIGEST_HOUR in the
 * course's time zone. The notifier plans digests (planDigests: a row per owner, course and day,
 * keyed `digest:<course id>:<day>`, so planning again, in any process, adds nothing) and the row,
 * once due, is composed from the day's events as they stand then (digestEvents).
 *
 * Planned from the events, not by the writes that make them: a review's write is held to its
 * statement budget (tests/api/write-round-trips.test.ts), and one query a minute per process over
 * the last LOOKBACK_HOURS finds every course with owners and news, one insert queues its digests.
 */
import { sql } from 'drizzle-orm';
import { timeZoneAt } from '../../shared/hours/engine';
import { instantOfWall, wallTime } from '../../shared/hours/local-time';
import { BLOCKING_REPORT_KINDS, type ReportKind } from '../../shared/report-kinds';
import type { Executor } from '../db/client';

/** The digest of a day goes out at 06:00 the next morning, the course's time. */
const DIGEST_HOUR = 6;
/** How far back planning looks: a day and its morning, with room for a process that was down. */
const LOOKBACK_HOURS = 48;

export interface DigestPayload {
  courseId: string;
  /** The course's calendar day, YYYY-MM-DD. */
  day: string;
  /** The day's start and end (ISO instants), its midnights in `zone`. */
  from: string;
  to: string;
  zone: string;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const blockingList = sql.raw(BLOCKING_REPORT_KINDS.map((kind) => `'${kind}'`).join(', '));
const pad = (n: number) => String(n).padStart(2, '0');

/** The course-local day of `at`, its bounds, and when its digest is due. */
function digestDay(at: Date, zone: string): { payload: Omit<DigestPayload, 'courseId'>; dueAt: Date } {
  const wall = wallTime(at, zone);
  const midnight = { year: wall.year, month: wall.month, day: wall.day, hour: 0, minute: 0, second: 0 };
  const from = instantOfWall(midnight, zone);
  const to = instantOfWall({ ...midnight, day: midnight.day + 1 }, zone);
  const dueAt = instantOfWall({ ...midnight, day: midnight.day + 1, hour: DIGEST_HOUR }, zone);
  const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  return { payload: { day, from: from.toISOString(), to: to.toISOString(), zone }, dueAt };
}

/**
 * The recent events of the courses that have owners, found from the owners: each owned restroom's
 * reports and reviews by `(restroom_id, created_at)` (a lateral join, so per restroom and never by
 * scanning the table), its submission on its own row. A minute's planning reads the owned courses'
 * recent events, whatever the size of the tables (docs/performance.md, "The digest planned from
 * owned courses"). Each (course, quarter hour) comes back once: every zone's clock changes on a
 * quarter hour (local-time.ts), so a quarter hour of UTC lies within one course-local day.
 */
const eventQuarters = (since: string) => sql`select distinct o.course_id, c.latitude, c.longitude,
    date_bin('15 minutes', e.at, timestamptz '2000-01-01 00:00:00+00') as quarter
  from (select distinct course_id from course_owners) o
  join courses c on c.id = o.course_id
  join restrooms r on r.course_id = o.course_id
  cross join lateral (
    select rep.created_at as at from restroom_reports rep
      where rep.restroom_id = r.id and rep.created_at >= ${since}::timestamptz and rep.kind not in (${blockingList})
    union all
    select rv.created_at from reviews rv
      where rv.restroom_id = r.id and rv.created_at >= ${since}::timestamptz and not rv.is_sample
    union all
    select r.created_at
      where r.created_at >= ${since}::timestamptz and r.submitted_by is not null and r.source = 'community'
  ) e`;

/**
 * Queues the digests of the days with news of every course that has owners: one row per owner who
 * wants it (no settings row: yes), all in one statement. Answers how many rows were new.
 */
export async function planDigests(db: Executor, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOOKBACK_HOURS * 3_600_000).toISOString();
  const quarters = rowsOf<{ course_id: string; quarter: Date | string; latitude: number; longitude: number }>(
    await db.execute(eventQuarters(since)),
  );
  const zones = new Map<string, string>();
  const days = new Map<string, { key: string; course_id: string; payload: DigestPayload; due: string }>();
  for (const row of quarters) {
    let zone = zones.get(row.course_id);
    if (zone === undefined) {
      zone = timeZoneAt({ latitude: Number(row.latitude), longitude: Number(row.longitude) });
      zones.set(row.course_id, zone);
    }
    const { payload, dueAt } = digestDay(new Date(row.quarter), zone);
    const key = `digest:${row.course_id}:${payload.day}`;
    if (!days.has(key))
      days.set(key, {
        key,
        course_id: row.course_id,
        payload: { courseId: row.course_id, ...payload },
        due: dueAt.toISOString(),
      });
  }
  if (days.size === 0) return 0;
  const result = await db.execute(sql`insert into notifications
      (user_id, course_id, channel, kind, event_key, target, payload, next_attempt_at)
    select o.user_id, o.course_id, 'email', 'digest', d.key, o.user_id::text, d.payload, d.due
    from jsonb_to_recordset(${JSON.stringify([...days.values()])}::jsonb)
      as d(key text, course_id uuid, payload jsonb, due timestamptz)
    join course_owners o on o.course_id = d.course_id
    left join notification_settings s on s.user_id = o.user_id and s.course_id = o.course_id
    where coalesce(s.email_digest, true)
    on conflict do nothing
    returning id`);
  return rowsOf(result).length;
}

export interface DigestEvents {
  /** Supplies reports, per restroom and kind. */
  reports: { restroom: string; kind: ReportKind; count: number; bySign: number }[];
  submissions: { restroom: string; status: string }[];
  reviews: { restroom: string; rating: number }[];
}

/** What happened at the course in the digest's day, as the rows stand now. */
export async function digestEvents(db: Executor, payload: DigestPayload): Promise<DigestEvents> {
  const within = (column: ReturnType<typeof sql.raw>) =>
    sql`${column} >= ${payload.from}::timestamptz and ${column} < ${payload.to}::timestamptz`;
  const course = sql`${payload.courseId}::uuid`;
  const reports = rowsOf<{
    restroom: string;
    kind: string;
    count: number | string;
    by_sign: number | string;
  }>(
    await db.execute(sql`select r.name as restroom, rep.kind, count(*) as count,
        count(*) filter (where rep.via_sign) as by_sign
      from restroom_reports rep join restrooms r on r.id = rep.restroom_id
      where r.course_id = ${course} and ${within(sql.raw('rep.created_at'))} and rep.kind not in (${blockingList})
      group by r.name, rep.kind order by r.name, rep.kind`),
  );
  const submissions = rowsOf<{ restroom: string; status: string }>(
    await db.execute(sql`select name as restroom, status from restrooms
      where course_id = ${course} and ${within(sql.raw('created_at'))} and submitted_by is not null and source = 'community'
      order by created_at, name`),
  );
  const reviews = rowsOf<{ restroom: string; rating: number | string }>(
    await db.execute(sql`select r.name as restroom, rv.rating from reviews rv join restrooms r on r.id = rv.restroom_id
      where r.course_id = ${course} and ${within(sql.raw('rv.created_at'))} and not rv.is_sample
      order by rv.created_at, r.name`),
  );
  return {
    reports: reports.map((row) => ({
      restroom: row.restroom,
      kind: row.kind as ReportKind,
      count: Number(row.count),
      bySign: Number(row.by_sign),
    })),
    submissions,
    reviews: reviews.map((row) => ({ restroom: row.restroom, rating: Number(row.rating) })),
  };
}
