/**
 * SQL of the owner dashboard's Analytics tab (docs/product.md §12, "Analytics"): one query per series,
 * each for one course's listed restrooms. Apart from queries.ts because it reads the active-report
 * rule of reports/queries.ts, which itself imports queries.ts' scope (no module cycle). Dates go into
 * raw SQL as ISO text with a cast (postgres.js does not serialise a Date there, PGlite does); ages
 * and durations come back as float8 seconds, never as timestamps.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { WEEK_SECONDS } from '../../shared/schemas';
import { isListed } from '../db/aggregates';
import type { Executor } from '../db/client';
import { courses, restroomReports, restrooms, reviews } from '../db/schema';
import { activeAt } from '../reports/queries';

const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;
const listedOf = (courseId: string): SQL =>
  and(eq(restrooms.courseId, courseId), isListed(sql`${restrooms.status}`)) as SQL;
/** Whole weeks between `now` and `column` (0: the last seven days). */
const weeksAgo = (
  now: Date,
  column: SQL | typeof restroomReports.createdAt | typeof reviews.createdAt,
): SQL<number> => sql<number>`floor(extract(epoch from (${at(now)} - ${column})) / ${WEEK_SECONDS})::int`;

export async function findCourseName(db: Executor, courseId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  return row?.name;
}

/** Active reports now, one row per restroom and kind, the oldest problem first. */
export async function listOpenProblems(db: Executor, courseId: string, now: Date) {
  const since = sql`min(${restroomReports.createdAt})`;
  return db
    .select({
      restroomId: restroomReports.restroomId,
      restroomName: restrooms.name,
      kind: restroomReports.kind,
      reports: sql<number>`count(*)::int`,
      ageSeconds: sql<number>`extract(epoch from (${at(now)} - ${since}))::float8`,
    })
    .from(restroomReports)
    .innerJoin(restrooms, eq(restrooms.id, restroomReports.restroomId))
    .where(and(listedOf(courseId), activeAt(now)))
    .groupBy(restroomReports.restroomId, restrooms.name, restroomReports.kind)
    .orderBy(since, restrooms.name, restroomReports.kind);
}

/**
 * Problems fixed in (from, now]: the reports of one restroom and kind that one act settled as
 * `fixed` (an owner) or `confirmed` (a "Still here and OK") are one problem, which took from its
 * first report to that act. Per kind: how many, and the median of those durations.
 */
export async function medianFixTimes(db: Executor, courseId: string, from: Date, now: Date) {
  const problems = db
    .select({
      kind: restroomReports.kind,
      seconds:
        sql<number>`extract(epoch from (${restroomReports.resolvedAt} - min(${restroomReports.createdAt})))::float8`.as(
          'seconds',
        ),
    })
    .from(restroomReports)
    .innerJoin(restrooms, eq(restrooms.id, restroomReports.restroomId))
    .where(
      and(
        listedOf(courseId),
        inArray(restroomReports.resolution, ['fixed', 'confirmed']),
        sql`${restroomReports.resolvedAt} > ${at(from)} and ${restroomReports.resolvedAt} <= ${at(now)}`,
      ),
    )
    .groupBy(restroomReports.restroomId, restroomReports.kind, restroomReports.resolvedAt)
    .as('problems');
  return db
    .select({
      kind: problems.kind,
      fixes: sql<number>`count(*)::int`,
      medianSeconds: sql<number>`percentile_cont(0.5) within group (order by ${problems.seconds})::float8`,
    })
    .from(problems)
    .groupBy(problems.kind);
}

/**
 * Reports made in the last `weeks` weeks, per listed restroom and week (`weeksAgo`, 0 the newest);
 * a restroom without any comes once with `weeksAgo` null, so every restroom has its row.
 */
export async function countWeeklyReports(db: Executor, courseId: string, weeks: number, now: Date) {
  const start = new Date(now.getTime() - weeks * WEEK_SECONDS * 1000);
  const ago = weeksAgo(now, restroomReports.createdAt);
  return (
    db
      .select({
        restroomId: restrooms.id,
        restroomName: restrooms.name,
        weeksAgo: sql<number | null>`${ago}`,
        reports: sql<number>`count(${restroomReports.id})::int`,
      })
      .from(restrooms)
      .leftJoin(
        restroomReports,
        and(
          eq(restroomReports.restroomId, restrooms.id),
          sql`${restroomReports.createdAt} > ${at(start)} and ${restroomReports.createdAt} <= ${at(now)}`,
        ),
      )
      .where(listedOf(courseId))
      // By position: the select's expression binds its own parameters, which GROUP BY would not match.
      .groupBy(restrooms.id, restrooms.name, sql`3`)
      .orderBy(sql`lower(${restrooms.name} collate "C")`, restrooms.id)
  );
}

/**
 * The course's reviews written up to `now`, per week they were written in (`weeksAgo`); those older
 * than the `weeks` shown fall in one bucket, `weeksAgo` = `weeks`, the base the running totals start from.
 */
export async function countWeeklyReviews(db: Executor, courseId: string, weeks: number, now: Date) {
  const bucket = sql<number>`least(${weeksAgo(now, reviews.createdAt)}, ${weeks})`;
  return db
    .select({
      weeksAgo: bucket,
      reviews: sql<number>`count(*)::int`,
      ratingSum: sql<number>`sum(${reviews.rating})::int`,
    })
    .from(reviews)
    .innerJoin(restrooms, eq(restrooms.id, reviews.restroomId))
    .where(and(listedOf(courseId), sql`${reviews.createdAt} <= ${at(now)}`))
    .groupBy(sql`1`);
}
