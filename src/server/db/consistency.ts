/**
 * The protocol every write that changes the aggregates of docs/decisions.md §4 follows (restrooms,
 * reviews, moderation, account deletion, the demo's removal): inside one transaction, lock the course
 * row (`SELECT … FOR UPDATE`), write, then bring the aggregates up to date (aggregates.ts): recomputed
 * from the rows, or, for a review written, changed or deleted, moved by that one review's delta in
 * the statement that writes it (reviews/queries.ts), which the lock makes exact.
 *
 * Why the course row: row locks on the restroom alone would not do. Two reviews of two restrooms of
 * one course would each recompute the course totals from a snapshot that misses the other's row
 * (READ COMMITTED re-checks the updated row, not the sub-selects that compute its new values).
 * Holding the course row serialises those writes, and each statement after the lock sees every write
 * committed before it.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../shared/schemas';
import { refreshCourseAggregates, refreshRestroomAggregates } from './aggregates';
import type { Executor } from './types';
import { courses, restrooms } from './schema';
import { statement, value } from './statements';

type RestroomRow = typeof restrooms.$inferSelect;

/** Locks the course row until the transaction ends; false when there is no such course. */
export async function lockCourse(tx: Executor, courseId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return rows.length > 0;
}

async function readRestroom(tx: Executor, restroomId: string): Promise<RestroomRow | undefined> {
  const [row] = await tx.select().from(restrooms).where(eq(restrooms.id, restroomId)).limit(1);
  return row;
}

/** The lock of the course `courseOf` (SQL naming one restroom's course by `$id`) finds. */
const courseLockSql = (courseOf: SQL) =>
  sql`select courses.id from courses where courses.id in (${courseOf}) for update`;

/**
 * Locks the course `courseOf` finds, in one statement built once (statements.ts): every write
 * takes one of these.
 */
function courseLock(name: string, courseOf: SQL) {
  const run = statement(name, () => courseLockSql(courseOf));
  return async (tx: Executor, id: string): Promise<string | undefined> => {
    const [row] = await run(tx, { id });
    return row ? String(row.id) : undefined;
  };
}

/** The course of a restroom, and of a review's restroom, by `$id` (for statements that lock it). */
const COURSE_OF_RESTROOM = sql`select restrooms.course_id from restrooms where restrooms.id = ${value('id')}::uuid`;
const COURSE_OF_REVIEW = sql`select restrooms.course_id from reviews join restrooms on restrooms.id = reviews.restroom_id
    where reviews.id = ${value('id')}::uuid`;

const lockCourseOfRestroomStatement = courseLock('lock_course_of_restroom', COURSE_OF_RESTROOM);
const lockCourseOfReviewStatement = courseLock('lock_course_of_review', COURSE_OF_REVIEW);

/**
 * Locks the course of the restroom (found and locked in one statement) and answers the course's id,
 * or undefined when there is no such restroom (an id that is not a UUID included). The restroom is
 * not read again: the caller's next statement does that, under the lock, and should it name
 * another course by then (an import moved it), locks again.
 */
export async function lockCourseOfRestroom(tx: Executor, restroomId: string): Promise<string | undefined> {
  return isUuid(restroomId) ? lockCourseOfRestroomStatement(tx, restroomId) : undefined;
}

/** lockCourseOfRestroom for the restroom of a review. */
export async function lockCourseOfReview(tx: Executor, reviewId: string): Promise<string | undefined> {
  return isUuid(reviewId) ? lockCourseOfReviewStatement(tx, reviewId) : undefined;
}

/**
 * Locks the restroom's course and answers the restroom as it is once the lock is held, or undefined
 * when there is none (an id that is not a UUID included).
 */
export async function lockRestroomCourse(tx: Executor, restroomId: string): Promise<RestroomRow | undefined> {
  for (;;) {
    const courseId = await lockCourseOfRestroom(tx, restroomId);
    if (!courseId) return undefined;
    // Read again: a write that held the lock before us may have changed or deleted it.
    const row = await readRestroom(tx, restroomId);
    if (!row || row.courseId === courseId) return row;
  }
}

/** Recomputes the restroom's and its course's aggregates from the rows, under the course lock. */
export async function refreshAggregatesOf(tx: Executor, row: Pick<RestroomRow, 'id' | 'courseId'>) {
  await refreshRestroomAggregates(tx, [row.id]);
  await refreshCourseAggregates(tx, [row.courseId]);
}

/** Every restroom of these courses, whatever its status (to recompute their aggregates). */
async function listRestroomIdsOfCourses(tx: Executor, courseIds: string[]): Promise<string[]> {
  if (courseIds.length === 0) return [];
  const rows = await tx
    .select({ id: restrooms.id })
    .from(restrooms)
    .where(inArray(restrooms.courseId, courseIds));
  return rows.map((row) => row.id);
}

/**
 * For a write that removes rows across many courses at once (an account's reviews, the demo's
 * content): locks every course `touched` names (in id order, so two such writes rarely wait on
 * each other in a cycle), asking again until no new course turns up (a review written meanwhile
 * in another course is then locked too); runs `write`; then recomputes the aggregates of those
 * courses and of all their restrooms from the rows, in the caller's transaction.
 */
export async function rewriteCourses<T>(
  tx: Executor,
  touched: () => Promise<string[]>,
  write: () => Promise<T>,
): Promise<T> {
  const locked = new Set<string>();
  for (;;) {
    const fresh = [...new Set(await touched())].filter((id) => !locked.has(id)).sort();
    if (fresh.length === 0) break;
    for (const id of fresh) {
      await lockCourse(tx, id);
      locked.add(id);
    }
  }
  const result = await write();
  const ids = [...locked];
  await refreshRestroomAggregates(tx, await listRestroomIdsOfCourses(tx, ids));
  await refreshCourseAggregates(tx, ids);
  return result;
}
