/**
 * refreshAllAggregates (set-based, for bulk loads such as the benchmark data set) must store
 * exactly what the per-row refreshes that every write uses store: counts of listed restrooms only,
 * the rating average over their reviews (not an average of averages), zeros where there is none.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { refreshAllAggregates } from '../../src/server/db/aggregates';
import { courses, restrooms } from '../../src/server/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { createCourse, createUsers, seedRestroom, seedReview } from './helpers/restrooms';

describeEachDatabase('refreshAllAggregates', (getCtx) => {
  it('stores what the per-row refreshes store, for every restroom and course', async () => {
    const { db } = getCtx();
    const [a, b] = await createUsers(db, 2);
    const busy = await createCourse(db, 'Aggregate Busy Links');
    const empty = await createCourse(db, 'Aggregate Empty Links');
    const approved = await seedRestroom(db, { courseId: busy.id, status: 'approved', isVerified: true });
    const pending = await seedRestroom(db, { courseId: busy.id, status: 'pending' });
    const rejected = await seedRestroom(db, { courseId: busy.id, status: 'rejected' });
    const unreviewed = await seedRestroom(db, { courseId: empty.id, status: 'approved' });
    const [c] = await createUsers(db, 1);
    // 5, 4 and 1 on one restroom (3.33), 4 on another: the course's average is 3.5 over four
    // reviews, not 3.67 (the average of the averages); the rejected restroom's review never counts.
    await seedReview(db, approved, a!, 5);
    await seedReview(db, approved, b!, 4);
    await seedReview(db, approved, c!, 1);
    await seedReview(db, pending, a!, 4);
    await seedReview(db, rejected, a!, 1);

    const snapshot = async () => ({
      restrooms: await db
        .select({ id: restrooms.id, total: restrooms.totalReviews, rating: restrooms.averageRating })
        .from(restrooms)
        .orderBy(restrooms.id),
      courses: await db
        .select({
          id: courses.id,
          restrooms: courses.totalRestrooms,
          verified: courses.verifiedRestrooms,
          reviews: courses.totalReviews,
          rating: courses.averageRating,
        })
        .from(courses)
        .orderBy(courses.id),
    });
    const byRow = await snapshot();

    await db.update(restrooms).set({ totalReviews: 99, averageRating: 9 });
    await db
      .update(courses)
      .set({ totalRestrooms: 99, verifiedRestrooms: 99, totalReviews: 99, averageRating: 9 });
    await refreshAllAggregates(db);

    expect(await snapshot()).toEqual(byRow);
    const [busyRow] = await db.select().from(courses).where(eq(courses.id, busy.id));
    expect(busyRow).toMatchObject({
      totalRestrooms: 2,
      verifiedRestrooms: 1,
      totalReviews: 4,
      averageRating: 3.5,
    });
    const [emptyRow] = await db.select().from(courses).where(eq(courses.id, empty.id));
    expect(emptyRow).toMatchObject({ totalRestrooms: 1, totalReviews: 0, averageRating: 0 });
    const [quiet] = await db.select().from(restrooms).where(eq(restrooms.id, unreviewed.id));
    expect(quiet).toMatchObject({ totalReviews: 0, averageRating: 0 });
  });
});
