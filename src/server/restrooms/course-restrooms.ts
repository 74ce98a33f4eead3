/**
 * GET /api/restrooms/course/:courseId in one prepared statement (docs/architecture.md, Restrooms
 * as places): the course (so an unknown one is a 404), its listed restrooms in the course
 * detail's order, each with its feedback votes and its active reports summarised by kind, aggregated
 * as JSON beside the row. Four statements built by Drizzle and parsed and planned by PostgreSQL on
 * every request cost the read more than running them; the answers are the ones presentRestrooms
 * (extras.ts) gives every other restroom read, from the same rules.
 */
import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { FRESH_CONFIRMATION_DAYS } from '../../shared/restroom-constants';
import type { ActiveReport, Feedback, Restroom } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { courses, restroomFeedback, restroomReports, restrooms } from '../db/schema';
import { selectStatement } from '../db/statements';
import { activeAt } from '../reports/queries';
import { presentRestroom } from './present';
import { VISIBLE_STATUSES } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const p = sql.placeholder;

/** A vote as the statement aggregates it: oldest first, so `users[]` lists voters in voting order. */
type Vote = [kind: string, userId: string];
/** An active report kind as the statement aggregates it: count, newest, latest expiry (null: never). */
type ReportSummary = [
  kind: ActiveReport['kind'],
  count: number,
  lastReportedAt: string,
  expiresAt: string | null,
  byOwner: boolean,
];

/**
 * The course detail's order (docs/product.md §2): clubhouse, halfway house, then on-course by hole
 * number; within one place a restroom confirmed this season before one nobody has vouched for
 * lately (docs/product.md §10); then by name ("C" collation: the same order on PGlite and on any
 * PostgreSQL), id breaks ties.
 */
const displayOrder: SQL[] = [
  sql`case ${restrooms.locationType} when 'clubhouse' then 0 when 'halfway-house' then 1 else 2 end`,
  sql`${restrooms.holeNumber} asc nulls first`,
  sql`coalesce(${restrooms.lastConfirmedAt} > ${p('freshSince')}::timestamptz, false) desc`,
  sql`${restrooms.name} collate "C"`,
  asc(restrooms.id),
];

/**
 * A report is active while unresolved and unexpired at the request's `now` (docs/product.md §10,
 * reports/queries.ts's `activeAt`, shared); the expiry of a kind is null as soon as one of them never expires.
 */
const courseRestrooms = selectStatement('course_restrooms', (qb) =>
  qb
    .select({
      courseId: courses.id,
      // Where the restrooms' hours are judged (docs/product.md §10).
      courseLatitude: courses.latitude,
      courseLongitude: courses.longitude,
      restroom: getTableColumns(restrooms),
      votes: sql<
        Vote[] | null
      >`(select json_agg(json_build_array(f.kind, f.user_id) order by f.created_at, f.user_id)
        from ${restroomFeedback} f where f.restroom_id = ${restrooms.id})`,
      reports: sql<
        ReportSummary[] | null
      >`(select json_agg(json_build_array(s.kind, s.n, s.last, s.expires, s.by_owner) order by s.kind)
        from (select ${restroomReports.kind} as kind, count(*)::int as n, max(${restroomReports.createdAt}) as last,
                case when bool_or(${restroomReports.expiresAt} is null) then null
                  else max(${restroomReports.expiresAt}) end as expires,
                bool_or(${restroomReports.byOwner}) as by_owner
              from ${restroomReports}
              where ${restroomReports.restroomId} = ${restrooms.id}
                and ${activeAt(sql`${p('now')}::timestamptz`)}
              group by ${restroomReports.kind}) s)`,
    })
    .from(courses)
    .leftJoin(
      restrooms,
      and(eq(restrooms.courseId, courses.id), inArray(restrooms.status, [...VISIBLE_STATUSES])),
    )
    .where(eq(courses.id, p('courseId')))
    .orderBy(...displayOrder),
);

function tally(votes: Vote[]): Feedback {
  const feedback: Feedback = { helpful: { count: 0, users: [] }, invalid: { count: 0, users: [] } };
  for (const [kind, userId] of votes) {
    const counted = kind === 'helpful' ? feedback.helpful : feedback.invalid;
    counted.users.push(userId);
    counted.count += 1;
  }
  return feedback;
}

const summary = ([kind, count, lastReportedAt, expiresAt, byOwner]: ReportSummary): ActiveReport => ({
  kind,
  count,
  lastReportedAt: new Date(lastReportedAt).toISOString(),
  expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
  byOwner,
});

/** The course's listed restrooms as answers, or undefined when there is no such course. */
export async function findCourseRestrooms(
  db: Executor,
  courseId: string,
  now: Date,
): Promise<Restroom[] | undefined> {
  const rows = await courseRestrooms(db, {
    courseId,
    now: now.toISOString(),
    freshSince: new Date(now.getTime() - FRESH_CONFIRMATION_DAYS * DAY_MS).toISOString(),
  });
  if (rows.length === 0) return undefined;
  const answers: Restroom[] = [];
  for (const { restroom, votes, reports, courseLatitude, courseLongitude } of rows) {
    // A course without listed restrooms is one row without a restroom (the left join).
    if (!restroom) continue;
    answers.push(
      presentRestroom(restroom, now, {
        feedback: tally(votes ?? []),
        reports: (reports ?? []).map(summary),
        course: { latitude: courseLatitude, longitude: courseLongitude },
      }),
    );
  }
  return answers;
}
