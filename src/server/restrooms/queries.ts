/**
 * SQL on restrooms and their feedback tallies. "Visible" is docs/decisions.md §3: pending and approved
 * restrooms are listed; rejected ones are hidden everywhere except on the submitter's dashboard.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courseOwners, courses, restroomFeedback, restrooms } from '../db/schema';

export type RestroomRow = typeof restrooms.$inferSelect;
export type NewRestroom = Pick<
  typeof restrooms.$inferInsert,
  | 'courseId'
  | 'name'
  | 'locationType'
  | 'holeNumber'
  | 'facilityType'
  | 'gender'
  | 'accessibility'
  | 'status'
  | 'isVerified'
  | 'submittedBy'
  | 'reviewedBy'
  | 'reviewedAt'
  | 'ownerConfirmedAt'
  | 'lastConfirmedAt'
  | DetailColumn
> &
  Partial<Pick<typeof restrooms.$inferInsert, 'source' | 'unstated'>>;
/** The columns of a restroom's details past the spec (docs/product.md §10). */
export type DetailColumn =
  | 'latitude'
  | 'longitude'
  | 'access'
  | 'accessNote'
  | 'season'
  | 'openMonths'
  | 'openingHours'
  | 'handwashing'
  | 'soap'
  | 'babyChanging'
  | 'stepFree'
  | 'grabBars'
  | 'wideDoor'
  | 'turningSpace';
export interface FeedbackRow {
  restroomId: string;
  userId: string;
  kind: string;
}

export const VISIBLE_STATUSES = ['pending', 'approved'] as const;
export const isVisible = (row: Pick<RestroomRow, 'status'>) =>
  (VISIBLE_STATUSES as readonly string[]).includes(row.status);

export async function findRestroom(db: Executor, id: string): Promise<RestroomRow | undefined> {
  const [row] = await db.select().from(restrooms).where(eq(restrooms.id, id)).limit(1);
  return row;
}

export async function isCourseOwner(db: Executor, courseId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ courseId: courseOwners.courseId })
    .from(courseOwners)
    .where(and(eq(courseOwners.courseId, courseId), eq(courseOwners.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A restroom of the course with the same name, case and runs of whitespace ignored, and the same
 * gender, that blocks a submission by `userId`: an approved one, or a pending one of their own; the
 * pending one first when there are both. Called under the course lock, so two identical
 * submissions racing each other cannot both miss the other.
 */
export async function findListedTwin(
  db: Executor,
  courseId: string,
  name: string,
  gender: string,
  userId: string,
): Promise<Pick<RestroomRow, 'id' | 'status'> | undefined> {
  // [[:space:]] rather than \s: no escape to lose between a template literal and SQL.
  const normalise = (value: unknown) => sql`lower(btrim(regexp_replace(${value}, '[[:space:]]+', ' ', 'g')))`;
  const [row] = await db
    .select({ id: restrooms.id, status: restrooms.status })
    .from(restrooms)
    .where(
      and(
        eq(restrooms.courseId, courseId),
        or(
          eq(restrooms.status, 'approved'),
          and(eq(restrooms.status, 'pending'), eq(restrooms.submittedBy, userId)),
        ),
        eq(restrooms.gender, gender),
        sql`${normalise(restrooms.name)} = ${normalise(name)}`,
      ),
    )
    .orderBy(sql`${restrooms.status} = 'pending' desc`)
    .limit(1);
  return row;
}

export async function insertRestroom(db: Executor, fields: NewRestroom): Promise<RestroomRow> {
  const [row] = await db
    .insert(restrooms)
    .values({ ...fields, isSample: false })
    .returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** The points of these courses, where their restrooms' hours are judged (docs/product.md §10). */
export async function coursePoints(
  db: Executor,
  courseIds: string[],
): Promise<Map<string, { latitude: number; longitude: number }>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, latitude: courses.latitude, longitude: courses.longitude })
    .from(courses)
    .where(inArray(courses.id, [...new Set(courseIds)]));
  return new Map(rows.map(({ id, ...point }) => [id, point]));
}

/** Feedback rows of these restrooms, oldest first, so `users[]` lists voters in the order they voted. */
export async function listFeedback(db: Executor, restroomIds: string[]): Promise<FeedbackRow[]> {
  if (restroomIds.length === 0) return [];
  return db
    .select({
      restroomId: restroomFeedback.restroomId,
      userId: restroomFeedback.userId,
      kind: restroomFeedback.kind,
    })
    .from(restroomFeedback)
    .where(inArray(restroomFeedback.restroomId, restroomIds))
    .orderBy(asc(restroomFeedback.createdAt), asc(restroomFeedback.userId));
}

/** Replaces the details and dates the owner's confirmation; answers the row as it is now. */
export async function updateRestroomDetails(
  db: Executor,
  id: string,
  fields: Pick<typeof restrooms.$inferInsert, DetailColumn | 'ownerConfirmedAt' | 'lastConfirmedAt'>,
): Promise<RestroomRow> {
  const [row] = await db.update(restrooms).set(fields).where(eq(restrooms.id, id)).returning();
  if (!row) throw new Error('UPDATE … RETURNING gave no row');
  return row;
}

/** A confirmation's dates: the newest "still here" and, when it was an owner's, theirs too. */
export async function markConfirmed(
  db: Executor,
  id: string,
  at: Date,
  byOwner: boolean,
): Promise<RestroomRow> {
  const [row] = await db
    .update(restrooms)
    .set(byOwner ? { lastConfirmedAt: at, ownerConfirmedAt: at } : { lastConfirmedAt: at })
    .where(eq(restrooms.id, id))
    .returning();
  if (!row) throw new Error('UPDATE … RETURNING gave no row');
  return row;
}
