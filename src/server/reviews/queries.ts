/** SQL on reviews. Reviewers' names come from users (a deleted account takes its reviews with it). */
import { desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { isListed, shiftRatings } from '../db/aggregates';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import { reviews, users } from '../db/schema';

type ReviewRow = typeof reviews.$inferSelect;
export type ReviewWithAuthor = ReviewRow & { firstName: string; lastName: string };
export interface ReviewFields {
  rating: number;
  comment: string | null;
}

const withAuthor = { ...getTableColumns(reviews), firstName: users.firstName, lastName: users.lastName };

/** Newest first (the review dialog's 'All Reviews'); id breaks ties of one clock tick. */
export async function listReviewsOfRestroom(db: Executor, restroomId: string): Promise<ReviewWithAuthor[]> {
  return db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.restroomId, restroomId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** A query runner that can also lead a statement with CTEs: the request's transaction. */
export type WriteExecutor = Executor & Pick<Database, 'with'>;

const cte = (name: string, body: SQL) => new QueryBuilder().$with(name, {}).as(body);

/** What a review write found under the lock, and what it did (undefined: nothing). */
export interface ReviewWrite {
  /** The course the review's restroom belongs to now: the caller locked it, or must lock again. */
  courseId: string | undefined;
  /** Whether that restroom is listed (pending or approved). */
  listed: boolean;
  /** The review's author: the writer for a new review, the existing row's otherwise. */
  author: { id: string; firstName: string; lastName: string } | undefined;
  review: ReviewRow | undefined;
}

/** The statement's one row: the restroom it found, the author, and the row it wrote (`written`). */
function answerOf(written: 'written' | 'gone') {
  const column = (name: string) => sql.raw(`${written}.${name}`);
  return {
    courseId: sql<string | null>`restroom.course_id`,
    listed: sql<boolean | null>`restroom.listed`,
    authorId: sql<string | null>`author.id`,
    firstName: sql<string | null>`author.first_name`,
    lastName: sql<string | null>`author.last_name`,
    id: sql<string | null>`${column('id')}`,
    restroomId: sql<string>`${column('restroom_id')}`,
    userId: sql<string>`${column('user_id')}`,
    rating: sql<number>`${column('rating')}`,
    comment: sql<string | null>`${column('comment')}`,
    isSample: sql<boolean>`${column('is_sample')}`,
    createdAt: sql<Date>`${column('created_at')}`.mapWith(reviews.createdAt),
    updatedAt: sql<Date>`${column('updated_at')}`.mapWith(reviews.updatedAt),
  };
}

/**
 * Runs a review write: its CTEs, then the one row of `answerOf`. Prepared (`name`): the text never
 * changes, so each connection plans it once (docs/architecture.md, write path).
 */
async function runWrite(
  db: WriteExecutor,
  name: string,
  ctes: Parameters<WriteExecutor['with']>,
  written: 'written' | 'gone',
): Promise<ReviewWrite> {
  const [row] = await db
    .with(...ctes)
    .select(answerOf(written))
    .from(
      sql.raw(
        `(select 1) as one left join restroom on true left join author on true left join ${written} on true`,
      ),
    )
    .prepare(name)
    .execute();
  if (!row) throw new Error('a review write answered no row');
  const { courseId, listed, authorId, firstName, lastName, id, ...review } = row;
  return {
    courseId: courseId ?? undefined,
    listed: listed === true,
    author:
      authorId !== null && firstName !== null && lastName !== null
        ? { id: authorId, firstName, lastName }
        : undefined,
    review: id === null ? undefined : { id, ...review },
  };
}

/** The aggregates moved by `change` (db/aggregates.ts), as the statement's last two CTEs. */
function shifted(now: Date) {
  const shift = shiftRatings(sql.raw('change'), now);
  return [cte('shifted_restroom', shift.restroom), cte('shifted_course', shift.course)];
}

export interface ReviewChange {
  /** The course the caller holds the lock of (db/consistency.ts): nothing is written in another. */
  courseId: string;
  /** The moment written to updated_at, as drizzle's $onUpdate would. */
  now: Date;
}

/**
 * The user's first review of the restroom, with the restroom's and its course's aggregates moved
 * by it, in one statement (under the course lock). Nothing is written unless the restroom is
 * listed and still in the locked course, the account exists, and the user has no review of it (the
 * unique (restroom_id, user_id) constraint decides, so two racing first reviews get one row).
 */
export function insertFirstReview(
  db: WriteExecutor,
  review: ReviewFields & { restroomId: string; userId: string },
  { courseId, now }: ReviewChange,
): Promise<ReviewWrite> {
  const ctes = [
    cte(
      'restroom',
      sql`select id, course_id, ${isListed(sql`status`)} as listed from restrooms where id = ${review.restroomId}::uuid`,
    ),
    cte('author', sql`select id, first_name, last_name from users where id = ${review.userId}::uuid`),
    cte(
      'written',
      sql`insert into reviews (restroom_id, user_id, rating, comment, is_sample)
        select restroom.id, author.id, ${review.rating}::smallint, ${review.comment}::text, false
        from restroom, author where restroom.listed and restroom.course_id = ${courseId}::uuid
        on conflict (restroom_id, user_id) do nothing
        returning reviews.*`,
    ),
    cte(
      'change',
      sql`select restroom_id, ${courseId}::uuid as course_id, 1 as reviews, rating::int as rating_sum,
        true as listed from written`,
    ),
    ...shifted(now),
  ];
  return runWrite(db, 'review_insert', ctes, 'written');
}

/** The review, its restroom and its author as the statement's snapshot (taken under the lock) has them. */
const found = (reviewId: string) => [
  cte('before', sql`select id, restroom_id, user_id, rating from reviews where id = ${reviewId}::uuid`),
  cte(
    'restroom',
    sql`select restrooms.id, restrooms.course_id, ${isListed(sql`restrooms.status`)} as listed
      from restrooms join before on restrooms.id = before.restroom_id`,
  ),
  cte(
    'author',
    sql`select users.id, users.first_name, users.last_name from users join before on users.id = before.user_id`,
  ),
];

/**
 * Replaces the review's rating and comment if `userId` wrote it, moving the aggregates by the
 * change of rating (the course's only while the restroom is listed), in one statement.
 */
export function updateOwnReview(
  db: WriteExecutor,
  review: ReviewFields & { id: string; userId: string },
  { courseId, now }: ReviewChange,
): Promise<ReviewWrite> {
  const ctes = [
    ...found(review.id),
    cte(
      'written',
      sql`update reviews set rating = ${review.rating}::smallint, comment = ${review.comment}::text,
          updated_at = ${now.toISOString()}::timestamptz
        from before, restroom
        where reviews.id = before.id and before.user_id = ${review.userId}::uuid
          and restroom.course_id = ${courseId}::uuid
        returning reviews.*`,
    ),
    cte(
      'change',
      sql`select restroom.id as restroom_id, restroom.course_id, 0 as reviews,
          written.rating - before.rating as rating_sum, restroom.listed
        from written, before, restroom`,
    ),
    ...shifted(now),
  ];
  return runWrite(db, 'review_update', ctes, 'written');
}

/**
 * Deletes the review if `userId` wrote it or `anyone` (an admin) may, moving the aggregates back
 * by it, in one statement. The answer's `review` is the deleted row.
 */
export function deleteReviewOf(
  db: WriteExecutor,
  review: { id: string; userId: string; anyone: boolean },
  { courseId, now }: ReviewChange,
): Promise<ReviewWrite> {
  const ctes = [
    ...found(review.id),
    cte(
      'gone',
      sql`delete from reviews using before, restroom
        where reviews.id = before.id and (before.user_id = ${review.userId}::uuid or ${review.anyone}::boolean)
          and restroom.course_id = ${courseId}::uuid
        returning reviews.*`,
    ),
    cte(
      'change',
      sql`select restroom.id as restroom_id, restroom.course_id, -1 as reviews,
          -gone.rating::int as rating_sum, restroom.listed
        from gone, restroom`,
    ),
    ...shifted(now),
  ];
  return runWrite(db, 'review_delete', ctes, 'gone');
}
