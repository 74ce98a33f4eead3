/**
 * Reviews: GET/POST /api/restrooms/:id/reviews, PUT/DELETE /api/restrooms/reviews/:reviewId.
 * One review per user per restroom (409), edit your own, delete your own or (admin) any, and the
 * aggregates of docs/decisions.md §4 equal a recomputation after every write, bursts included.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { AUTH_REQUIRED_MESSAGE } from '../../src/server/auth/guards';
import { reviews } from '../../src/server/db/schema';
import {
  DUPLICATE_REVIEW,
  NOT_YOUR_REVIEW_TO_DELETE,
  NOT_YOUR_REVIEW_TO_EDIT,
} from '../../src/server/reviews/service';
import {
  deletedResultSchema,
  REVIEW_COMMENT_MAX,
  reviewListResultSchema,
  reviewResultSchema,
} from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  createUsers,
  dataOf,
  expectAggregatesExact,
  failureOf,
  seedRestroom,
  seedReview,
  snapshot,
  withRowLocked,
  type TestUser,
} from './helpers/restrooms';

const UNKNOWN_ID = '7d1f4b7e-3c1a-4c55-9a57-3f1de0d9e0aa';

describeEachDatabase(
  'reviews',
  (getCtx, kind) => {
    let course: Awaited<ReturnType<typeof createCourse>>;
    let restroom: Awaited<ReturnType<typeof seedRestroom>>;
    let sibling: Awaited<ReturnType<typeof seedRestroom>>;
    let golfer: TestUser;
    let other: TestUser;
    let owner: TestUser;
    let admin: TestUser;

    beforeEach(async () => {
      const { db } = getCtx();
      course = await createCourse(db);
      restroom = await seedRestroom(db, {
        courseId: course.id,
        name: 'Clubhouse Main',
        status: 'approved',
        isVerified: true,
      });
      sibling = await seedRestroom(db, {
        courseId: course.id,
        name: 'Turn House',
        locationType: 'halfway-house',
      });
      golfer = await createUser(db, 'regular', { firstName: 'Ada', lastName: 'lovelace' });
      other = await createUser(db, 'regular', { firstName: 'Bob', lastName: 'Jones' });
      owner = await createUser(db, 'course_owner');
      admin = await createUser(db, 'admin');
      await assignOwner(db, course.id, owner);
    });

    const post = (as: TestUser | undefined, body: unknown, restroomId = restroom.id) =>
      call(getCtx(), 'POST', `/api/restrooms/${restroomId}/reviews`, as, body);
    const listOf = async (restroomId = restroom.id) =>
      (
        await dataOf(
          await call(getCtx(), 'GET', `/api/restrooms/${restroomId}/reviews`),
          reviewListResultSchema,
        )
      ).reviews;

    it('POST answers 201 with the review, the reviewer as first name and last initial; aggregates follow', async () => {
      const review = (
        await dataOf(
          await post(golfer, { rating: 4, comment: '  Clean and stocked ' }),
          reviewResultSchema,
          201,
        )
      ).review;
      expect(review).toMatchObject({
        userId: golfer.id,
        userName: 'Ada L.',
        rating: 4,
        comment: 'Clean and stocked',
        restroomId: restroom.id,
      });
      await dataOf(await post(other, { rating: 1 }), reviewResultSchema, 201);
      await dataOf(await post(golfer, { rating: 5 }, sibling.id), reviewResultSchema, 201);
      await expectAggregatesExact(getCtx().db, course.id);
      const courseAnswer = (await (await call(getCtx(), 'GET', `/api/courses/${course.id}`)).json()) as {
        data: { course: { averageRating: number; totalReviews: number } };
      };
      expect(courseAnswer.data.course.totalReviews).toBe(3);
      expect(courseAnswer.data.course.averageRating).toBeCloseTo(10 / 3, 9);
    });

    it('GET lists the reviews newest first, to anyone', async () => {
      const { db } = getCtx();
      await seedReview(db, restroom, golfer, 5, {
        createdAt: new Date(Date.now() - 60_000),
        comment: 'older',
      });
      await seedReview(db, restroom, other, 2, { comment: 'newer' });
      const listed = await listOf();
      expect(listed.map((r) => [r.userName, r.comment])).toEqual([
        ['Bob J.', 'newer'],
        ['Ada L.', 'older'],
      ]);
      expect(await listOf(sibling.id)).toEqual([]);
    });

    it(`a second review by the same user is a 409 "${DUPLICATE_REVIEW}" and changes nothing`, async () => {
      await dataOf(await post(golfer, { rating: 4 }), reviewResultSchema, 201);
      const before = await snapshot(getCtx().db);
      expect(await failureOf(await post(golfer, { rating: 1, comment: 'again' }))).toEqual({
        status: 409,
        message: DUPLICATE_REVIEW,
      });
      expect(await snapshot(getCtx().db)).toEqual(before);
    });

    it('POST refuses: anonymous 401, no or bad rating 400 with the spec message, long comment 400, rejected or unknown restroom 404', async () => {
      const ctx = getCtx();
      const rejected = await seedRestroom(ctx.db, {
        courseId: course.id,
        name: 'Gone',
        status: 'rejected',
        rejectionReason: 'x',
      });
      const before = await snapshot(ctx.db);
      expect(await failureOf(await post(undefined, { rating: 3 }))).toEqual({
        status: 401,
        message: AUTH_REQUIRED_MESSAGE,
      });
      for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '4' }]) {
        expect(await failureOf(await post(golfer, body))).toEqual({
          status: 400,
          message: 'Please select a star rating.',
        });
      }
      const long = await failureOf(
        await post(golfer, { rating: 3, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) }),
      );
      expect(long.status).toBe(400);
      for (const id of [rejected.id, UNKNOWN_ID, 'not-a-uuid']) {
        expect(await failureOf(await post(golfer, { rating: 3 }, id))).toEqual({
          status: 404,
          message: 'Restroom not found',
        });
        expect(await failureOf(await call(ctx, 'GET', `/api/restrooms/${id}/reviews`))).toEqual({
          status: 404,
          message: 'Restroom not found',
        });
      }
      expect(await snapshot(ctx.db)).toEqual(before);
    });

    it('PUT edits only your own review (others, admins included, get 403); a comment left out is cleared', async () => {
      const ctx = getCtx();
      const mine = await seedReview(ctx.db, restroom, golfer, 2, { comment: 'meh' });
      const before = await snapshot(ctx.db);
      for (const who of [other, owner, admin]) {
        const res = await call(ctx, 'PUT', `/api/restrooms/reviews/${mine.id}`, who, { rating: 5 });
        expect(await failureOf(res)).toEqual({ status: 403, message: NOT_YOUR_REVIEW_TO_EDIT });
      }
      expect(
        await failureOf(
          await call(ctx, 'PUT', `/api/restrooms/reviews/${mine.id}`, undefined, { rating: 5 }),
        ),
      ).toEqual({
        status: 401,
        message: AUTH_REQUIRED_MESSAGE,
      });
      for (const id of [UNKNOWN_ID, 'nope']) {
        expect(
          await failureOf(await call(ctx, 'PUT', `/api/restrooms/reviews/${id}`, golfer, { rating: 5 })),
        ).toEqual({
          status: 404,
          message: 'Review not found',
        });
      }
      expect(await snapshot(ctx.db)).toEqual(before);

      const updated = (
        await dataOf(
          await call(ctx, 'PUT', `/api/restrooms/reviews/${mine.id}`, golfer, { rating: 5 }),
          reviewResultSchema,
        )
      ).review;
      expect(updated).toMatchObject({ _id: mine.id, rating: 5, comment: null, userName: 'Ada L.' });
      expect(Date.parse(updated.updatedAt!)).toBeGreaterThanOrEqual(Date.parse(updated.createdAt));
      await expectAggregatesExact(ctx.db, course.id);
      const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, mine.id));
      expect(row).toMatchObject({ rating: 5, comment: null });
    });

    it('DELETE: your own, or any as an admin; others get 403 and nothing changes; aggregates follow', async () => {
      const ctx = getCtx();
      const mine = await seedReview(ctx.db, restroom, golfer, 2);
      const theirs = await seedReview(ctx.db, restroom, other, 5);
      const before = await snapshot(ctx.db);
      for (const who of [other, owner]) {
        expect(await failureOf(await call(ctx, 'DELETE', `/api/restrooms/reviews/${mine.id}`, who))).toEqual({
          status: 403,
          message: NOT_YOUR_REVIEW_TO_DELETE,
        });
      }
      expect((await failureOf(await call(ctx, 'DELETE', `/api/restrooms/reviews/${mine.id}`))).status).toBe(
        401,
      );
      expect(await snapshot(ctx.db)).toEqual(before);

      await dataOf(
        await call(ctx, 'DELETE', `/api/restrooms/reviews/${mine.id}`, golfer),
        deletedResultSchema,
      );
      await expectAggregatesExact(ctx.db, course.id);
      await dataOf(
        await call(ctx, 'DELETE', `/api/restrooms/reviews/${theirs.id}`, admin),
        deletedResultSchema,
      );
      await expectAggregatesExact(ctx.db, course.id);
      expect(await listOf()).toEqual([]);
      expect(await failureOf(await call(ctx, 'DELETE', `/api/restrooms/reviews/${mine.id}`, golfer))).toEqual(
        {
          status: 404,
          message: 'Review not found',
        },
      );
      // Reviewing again after deleting is a fresh first review.
      await dataOf(await post(golfer, { rating: 3 }), reviewResultSchema, 201);
    });

    it('a burst of concurrent writes leaves every aggregate equal to a recomputation', async () => {
      const ctx = getCtx();
      const reviewers = await createUsers(ctx.db, 20);
      const siblingReviewers = reviewers.slice(0, 8);
      const existing = await seedReview(ctx.db, restroom, golfer, 1);
      const answers = await withRowLocked(kind, 'restrooms', restroom.id, () =>
        Promise.all([
          // Twenty reviewers on one restroom and eight on its sibling (same course totals)…
          ...reviewers.map((user, i) => post(user, { rating: (i % 5) + 1 })),
          ...siblingReviewers.map((user, i) => post(user, { rating: ((i + 2) % 5) + 1 }, sibling.id)),
          // …a review edited and one user's double tap, all at once.
          call(ctx, 'PUT', `/api/restrooms/reviews/${existing.id}`, golfer, { rating: 5 }),
          post(other, { rating: 4 }),
          post(other, { rating: 2 }),
        ]),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.slice(0, 28)).toEqual(Array(28).fill(201));
      expect(statuses[28]).toBe(200);
      expect(statuses.slice(29).sort()).toEqual([201, 409]);
      await expectAggregatesExact(ctx.db, course.id);
      expect(await ctx.db.$count(reviews, eq(reviews.restroomId, restroom.id))).toBe(22);
    });
  },
  { replica: true },
);
