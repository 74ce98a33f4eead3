/**
 * The review writes (docs/performance.md, "Fused review writes"): each is one statement that
 * writes the review and moves its restroom's and course's aggregates by the review's delta
 * (aggregates.ts shiftRatings), under the course lock the caller holds (consistency.ts). Written
 * as plain statements (insert, then two recounts) a review post was three statements more on every
 * request: this is the one place the write path fuses SQL, with its figures in docs/performance.md.
 *
 * Every statement answers one row: the restroom it found (its course, whether it is listed), the
 * author, and the review it wrote (`written`), or nulls for what it did not find or write.
 */
import { sql, type SQL } from 'drizzle-orm';
import { isListed, shiftRatings } from './aggregates';
import type { reviews } from './schema';
import { statement, timestampOf, value, type Statement, type Values } from './statements';
import type { Executor } from './types';

type ReviewRow = typeof reviews.$inferSelect;
export interface ReviewFields {
  rating: number;
  comment: string | null;
}

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

const cte = (name: string, body: SQL) => sql`${sql.raw(name)} as (${body})`;

/** The moment written to updated_at, as drizzle's $onUpdate would: the `now` of each run. */
const stamp = sql`${value('now')}::timestamptz`;

/** The aggregates moved by `change` (db/aggregates.ts), as the statement's last two CTEs. */
function shifted() {
  const shift = shiftRatings(sql.raw('change'), stamp);
  return [cte('shifted_restroom', shift.restroom), cte('shifted_course', shift.course)];
}

/**
 * A review write, built once (db/statements.ts): its CTEs, then one row of the restroom it found,
 * the author, and the row it wrote (`written`). Prepared under `name`: the text never changes,
 * so each connection plans it once (docs/architecture.md, write path).
 */
function reviewWrite(name: string, ctes: () => SQL[], written: 'written' | 'gone') {
  return statement(
    name,
    () => sql`with ${sql.join([...ctes(), ...shifted()], sql`, `)}
      select restroom.course_id as "courseId", restroom.listed as "listed", author.id as "authorId",
        author.first_name as "firstName", author.last_name as "lastName",
        ${sql.raw(written)}.id as "id", ${sql.raw(written)}.restroom_id as "restroomId",
        ${sql.raw(written)}.user_id as "userId", ${sql.raw(written)}.rating as "rating",
        ${sql.raw(written)}.comment as "comment", ${sql.raw(written)}.is_sample as "isSample",
        ${sql.raw(written)}.created_at as "createdAt", ${sql.raw(written)}.updated_at as "updatedAt"
      from (select 1) as one left join restroom on true left join author on true
        left join ${sql.raw(written)} on true`,
  );
}

async function runWrite(write: Statement, db: Executor, values: Values): Promise<ReviewWrite> {
  const [row] = await write(db, values);
  if (!row) throw new Error('a review write answered no row');
  const authorId = row.authorId as string | null;
  const firstName = row.firstName as string | null;
  const lastName = row.lastName as string | null;
  return {
    courseId: (row.courseId as string | null) ?? undefined,
    listed: row.listed === true,
    author:
      authorId !== null && firstName !== null && lastName !== null
        ? { id: authorId, firstName, lastName }
        : undefined,
    review:
      row.id === null
        ? undefined
        : {
            id: row.id as string,
            restroomId: row.restroomId as string,
            userId: row.userId as string,
            rating: Number(row.rating),
            comment: row.comment as string | null,
            isSample: row.isSample === true,
            createdAt: timestampOf(row.createdAt),
            updatedAt: timestampOf(row.updatedAt),
          },
  };
}

export interface ReviewChange {
  /** The course the caller holds the lock of (db/consistency.ts): nothing is written in another. */
  courseId: string;
  /** The moment written to updated_at, as drizzle's $onUpdate would. */
  now: Date;
}

const changeValues = ({ courseId, now }: ReviewChange) => ({ courseId, now: now.toISOString() });

const insertFirst = reviewWrite(
  'review_insert',
  () => [
    cte(
      'restroom',
      sql`select id, course_id, ${isListed(sql`status`)} as listed from restrooms where id = ${value('restroomId')}::uuid`,
    ),
    cte('author', sql`select id, first_name, last_name from users where id = ${value('userId')}::uuid`),
    cte(
      'written',
      sql`insert into reviews (restroom_id, user_id, rating, comment, is_sample)
        select restroom.id, author.id, ${value('rating')}::smallint, ${value('comment')}::text, false
        from restroom, author where restroom.listed and restroom.course_id = ${value('courseId')}::uuid
        on conflict (restroom_id, user_id) do nothing
        returning reviews.*`,
    ),
    cte(
      'change',
      sql`select restroom_id, ${value('courseId')}::uuid as course_id, 1 as reviews, rating::int as rating_sum,
        true as listed from written`,
    ),
  ],
  'written',
);

/**
 * The user's first review of the restroom, with the restroom's and its course's aggregates moved
 * by it, in one statement (under the course lock). Nothing is written unless the restroom is
 * listed and still in the locked course, the account exists, and the user has no review of it (the
 * unique (restroom_id, user_id) constraint decides, so two racing first reviews get one row).
 */
export function insertFirstReview(
  db: Executor,
  review: ReviewFields & { restroomId: string; userId: string },
  change: ReviewChange,
): Promise<ReviewWrite> {
  return runWrite(insertFirst, db, { ...review, ...changeValues(change) });
}

/** The review, its restroom and its author as the statement's snapshot (taken under the lock) has them. */
const found = () => [
  cte('before', sql`select id, restroom_id, user_id, rating from reviews where id = ${value('id')}::uuid`),
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

const updateOwn = reviewWrite(
  'review_update',
  () => [
    ...found(),
    cte(
      'written',
      sql`update reviews set rating = ${value('rating')}::smallint, comment = ${value('comment')}::text,
          updated_at = ${stamp}
        from before, restroom
        where reviews.id = before.id and before.user_id = ${value('userId')}::uuid
          and restroom.course_id = ${value('courseId')}::uuid
        returning reviews.*`,
    ),
    cte(
      'change',
      sql`select restroom.id as restroom_id, restroom.course_id, 0 as reviews,
          written.rating - before.rating as rating_sum, restroom.listed
        from written, before, restroom`,
    ),
  ],
  'written',
);

/**
 * Replaces the review's rating and comment if `userId` wrote it, moving the aggregates by the
 * change of rating (the course's only while the restroom is listed), in one statement.
 */
export function updateOwnReview(
  db: Executor,
  review: ReviewFields & { id: string; userId: string },
  change: ReviewChange,
): Promise<ReviewWrite> {
  return runWrite(updateOwn, db, { ...review, ...changeValues(change) });
}

const deleteOne = reviewWrite(
  'review_delete',
  () => [
    ...found(),
    cte(
      'gone',
      sql`delete from reviews using before, restroom
        where reviews.id = before.id and (before.user_id = ${value('userId')}::uuid or ${value('anyone')}::boolean)
          and restroom.course_id = ${value('courseId')}::uuid
        returning reviews.*`,
    ),
    cte(
      'change',
      sql`select restroom.id as restroom_id, restroom.course_id, -1 as reviews,
          -gone.rating::int as rating_sum, restroom.listed
        from gone, restroom`,
    ),
  ],
  'gone',
);

/**
 * Deletes the review if `userId` wrote it or `anyone` (an admin) may, moving the aggregates back
 * by it, in one statement. The answer's `review` is the deleted row.
 */
export function deleteReviewOf(
  db: Executor,
  review: { id: string; userId: string; anyone: boolean },
  change: ReviewChange,
): Promise<ReviewWrite> {
  return runWrite(deleteOne, db, { ...review, ...changeValues(change) });
}
