/**
 * SQL on restrooms and their feedback tallies. "Visible" is docs/decisions.md §3: pending and approved
 * restrooms are listed; rejected ones are hidden everywhere except on the submitter's dashboard.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courseOwners, restroomFeedback, restrooms } from '../db/schema';

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
>;
export interface FeedbackRow {
  restroomId: string;
  userId: string;
  kind: string;
}

const VISIBLE_STATUSES = ['pending', 'approved'] as const;
export const isVisible = (row: Pick<RestroomRow, 'status'>) =>
  (VISIBLE_STATUSES as readonly string[]).includes(row.status);

/**
 * The course detail's order (docs/product.md §2): clubhouse, halfway house, then on-course by hole number;
 * then by name ("C" collation: the same order on PGlite and on any PostgreSQL), id breaks ties.
 */
const restroomDisplayOrder = [
  sql`case ${restrooms.locationType} when 'clubhouse' then 0 when 'halfway-house' then 1 else 2 end`,
  sql`${restrooms.holeNumber} asc nulls first`,
  sql`${restrooms.name} collate "C"`,
  asc(restrooms.id),
];

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

export async function listVisibleRestrooms(db: Executor, courseId: string): Promise<RestroomRow[]> {
  return db
    .select()
    .from(restrooms)
    .where(and(eq(restrooms.courseId, courseId), inArray(restrooms.status, [...VISIBLE_STATUSES])))
    .orderBy(...restroomDisplayOrder);
}

/**
 * A listed restroom of the course with the same name, case and runs of whitespace ignored, and the
 * same gender; the pending one first when there are both. Called under the course lock, so two
 * identical submissions racing each other cannot both miss the other.
 */
export async function findListedTwin(
  db: Executor,
  courseId: string,
  name: string,
  gender: string,
): Promise<Pick<RestroomRow, 'id' | 'status'> | undefined> {
  // [[:space:]] rather than \s: no escape to lose between a template literal and SQL.
  const normalise = (value: unknown) => sql`lower(btrim(regexp_replace(${value}, '[[:space:]]+', ' ', 'g')))`;
  const [row] = await db
    .select({ id: restrooms.id, status: restrooms.status })
    .from(restrooms)
    .where(
      and(
        eq(restrooms.courseId, courseId),
        inArray(restrooms.status, [...VISIBLE_STATUSES]),
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

/** Its reviews and feedback go with it (ON DELETE CASCADE). */
export async function deleteRestroom(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(restrooms).where(eq(restrooms.id, id)).returning({ id: restrooms.id });
  return rows.length > 0;
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
