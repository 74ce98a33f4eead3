/**
 * The user dashboard's data (docs/product.md §2, §3; docs/decisions.md §1, §3): GET /api/users/stats,
 * /api/users/reviews and /api/users/restrooms, checked against numbers counted by hand.
 * Reviews and votes count on listed restrooms only; the contributions list also shows rejected
 * submissions, with their reason.
 */
import { beforeEach, expect, it } from 'vitest';
import { AUTH_REQUIRED_MESSAGE } from '../../src/server/auth/guards';
import {
  contributionListResultSchema,
  userReviewListResultSchema,
  userStatsResultSchema,
} from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';
import {
  call,
  createCourse,
  createUser,
  dataOf,
  failureOf,
  seedFeedback,
  seedRestroom,
  seedReview,
  type TestUser,
} from './helpers/restrooms';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describeEachDatabase('user dashboard: stats, reviews, contributions', (getCtx) => {
  let gail: TestUser;
  let others: TestUser[];

  beforeEach(async () => {
    const { db } = getCtx();
    gail = await createUser(db, 'regular', { firstName: 'Gail', lastName: 'Green' });
    others = await Promise.all([createUser(db), createUser(db), createUser(db)]);
  });

  const get = (path: string, as?: TestUser) => call(getCtx(), 'GET', `/api/users/${path}`, as);

  it('a new user has zeros and empty lists; anonymous calls are 401', async () => {
    expect((await dataOf(await get('stats', gail), userStatsResultSchema)).stats).toEqual({
      totalReviews: 0,
      averageRating: 0,
      restroomsAdded: 0,
      helpfulVotes: 0,
      answersGiven: 0,
      factsSettled: 0,
    });
    expect((await dataOf(await get('reviews', gail), userReviewListResultSchema)).reviews).toEqual([]);
    expect((await dataOf(await get('restrooms', gail), contributionListResultSchema)).restrooms).toEqual([]);
    for (const path of ['stats', 'reviews', 'restrooms']) {
      expect(await failureOf(await get(path))).toEqual({ status: 401, message: AUTH_REQUIRED_MESSAGE });
      expect((await get(path, gail)).headers.get('cache-control')).toBe('no-store');
    }
  });

  it('numbers, reviews and contributions as counted by hand', async () => {
    const { db } = getCtx();
    const [o1, o2, o3] = others as [TestUser, TestUser, TestUser];
    const pines = await createCourse(db, 'Pines');
    const dunes = await createCourse(db, 'Dunes');
    // Restrooms Gail reviews (not hers) …
    const x = await seedRestroom(db, {
      courseId: pines.id,
      name: 'Clubhouse Main',
      status: 'approved',
      isVerified: true,
    });
    const y = await seedRestroom(db, {
      courseId: dunes.id,
      name: 'Turn House',
      locationType: 'halfway-house',
    });
    const z = await seedRestroom(db, {
      courseId: dunes.id,
      name: 'Gone',
      status: 'rejected',
      rejectionReason: 'x',
    });
    // … and the ones she submitted.
    const s1 = await seedRestroom(db, {
      courseId: pines.id,
      name: 'Hole 7 Restroom',
      locationType: 'on-course',
      holeNumber: 7,
      submittedBy: gail.id,
      createdAt: minutesAgo(30),
    });
    const s2 = await seedRestroom(db, {
      courseId: dunes.id,
      name: 'Clubhouse Pro Shop',
      submittedBy: gail.id,
      status: 'approved',
      isVerified: true,
      createdAt: minutesAgo(20),
    });
    const s3 = await seedRestroom(db, {
      courseId: pines.id,
      name: 'Clubhouse Restaurant',
      submittedBy: gail.id,
      status: 'rejected',
      rejectionReason: 'No restaurant here',
      reviewedAt: minutesAgo(5),
      createdAt: minutesAgo(10),
    });

    const r1 = await seedReview(db, x, gail, 5, { createdAt: minutesAgo(9) });
    const r2 = await seedReview(db, y, gail, 2, { createdAt: minutesAgo(8), comment: 'Out of paper' });
    await seedReview(db, z, gail, 1); // on a rejected restroom: not counted, not listed
    await seedReview(db, x, o1, 1); // someone else's

    await seedFeedback(db, s1.id, o1, 'helpful');
    await seedFeedback(db, s1.id, o2, 'helpful');
    await seedFeedback(db, s1.id, o3, 'invalid');
    await seedFeedback(db, s2.id, o3, 'helpful');
    await seedFeedback(db, s2.id, gail, 'helpful'); // her own vote on her own restroom: not "received"
    await seedFeedback(db, s3.id, o1, 'helpful'); // on a rejected one: not counted
    await seedFeedback(db, x.id, o2, 'helpful'); // on a restroom she did not add

    expect((await dataOf(await get('stats', gail), userStatsResultSchema)).stats).toEqual({
      totalReviews: 2,
      averageRating: 3.5,
      restroomsAdded: 2,
      helpfulVotes: 3,
      answersGiven: 0,
      factsSettled: 0,
    });

    const reviews = (await dataOf(await get('reviews', gail), userReviewListResultSchema)).reviews;
    expect(reviews).toEqual([
      {
        _id: r2.id,
        userId: gail.id,
        userName: 'Gail G.',
        rating: 2,
        comment: 'Out of paper',
        createdAt: r2.createdAt.toISOString(),
        updatedAt: r2.updatedAt.toISOString(),
        restroomId: y.id,
        restroomName: 'Turn House',
        courseName: 'Dunes',
        courseId: dunes.id,
      },
      expect.objectContaining({
        _id: r1.id,
        rating: 5,
        comment: null,
        restroomName: 'Clubhouse Main',
        courseName: 'Pines',
      }),
    ]);

    const contributions = (await dataOf(await get('restrooms', gail), contributionListResultSchema))
      .restrooms;
    expect(contributions.map((c) => [c.name, c.courseName, c.status, c.rejectionReason])).toEqual([
      ['Clubhouse Restaurant', 'Pines', 'rejected', 'No restaurant here'],
      ['Clubhouse Pro Shop', 'Dunes', 'approved', null],
      ['Hole 7 Restroom', 'Pines', 'pending', null],
    ]);
    expect(contributions[0]!.reviewedAt).toBe(s3.reviewedAt!.toISOString());
    expect(contributions[2]).toMatchObject({
      _id: s1.id,
      holeNumber: 7,
      isVerified: false,
      reviewedAt: null,
      feedback: {
        helpful: { count: 2, users: expect.arrayContaining([o1.id, o2.id]) },
        invalid: { count: 1, users: [o3.id] },
      },
    });

    // Nobody else sees Gail's lists.
    expect((await dataOf(await get('restrooms', o1), contributionListResultSchema)).restrooms).toEqual([]);
    expect(
      (await dataOf(await get('reviews', o1), userReviewListResultSchema)).reviews.map((r) => r.userId),
    ).toEqual([o1.id]);
  });
});
