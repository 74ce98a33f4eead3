import * as v from 'valibot';
import { expect, it } from 'vitest';
import { courseFacts, courses, restrooms, reviews, users } from '../../src/server/db/schema';
import { publicStatsResultSchema, successSchema } from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';

describeEachDatabase('GET /api/stats/public', (getCtx) => {
  const getStats = async () => {
    const res = await getCtx().request('/api/stats/public');
    expect(res.status).toBe(200);
    return v.parse(successSchema(publicStatsResultSchema), await res.json()).data.stats;
  };

  it('answers zeros (as numbers) on an empty database', async () => {
    expect(await getStats()).toEqual({
      totalCourses: 0,
      totalCountries: 0,
      totalReviews: 0,
      totalUsers: 0,
      coursesWithRestroomAnswer: 0,
    });
  });

  it('counts courses, users, reviews of visible restrooms, and courses with a known restroom answer', async () => {
    const { db } = getCtx();
    const [a, b, c] = await db
      .insert(users)
      .values(
        ['a', 'b', 'c'].map((n) => ({
          email: `${n}@stats.test`,
          firstName: n,
          lastName: 'Test',
          role: 'regular',
        })),
      )
      .returning({ id: users.id });
    const [course, second, third] = await db
      .insert(courses)
      .values([
        { name: 'Stats Links', state: 'NC', latitude: 35, longitude: -79 },
        { name: 'Second Course', state: 'SC', latitude: 34, longitude: -80 },
        { name: 'Third Course', state: 'SC', latitude: 34.5, longitude: -80 },
      ])
      .returning({ id: courses.id });
    // docs/product.md §13: golfers settled that Second Course has no restroom out on it (a known
    // answer); Third Course has one golfer's lean and a removed restroom, which are not.
    await db.insert(courseFacts).values([
      { courseId: second!.id, onCourse: 'no' },
      { courseId: third!.id, clubhouse: 'lean_yes' },
    ]);
    await db.insert(restrooms).values({
      courseId: third!.id,
      name: 'Clubhouse Main',
      locationType: 'clubhouse',
      facilityType: 'permanent',
      gender: 'unisex',
      status: 'removed',
    });
    const base = {
      courseId: course!.id,
      locationType: 'clubhouse',
      facilityType: 'permanent',
      gender: 'unisex',
    };
    const [approved, pending, rejected] = await db
      .insert(restrooms)
      .values([
        { ...base, name: 'Clubhouse Main', status: 'approved', isVerified: true },
        { ...base, name: 'Clubhouse Pro Shop', status: 'pending' },
        { ...base, name: 'Clubhouse Restaurant', status: 'rejected', rejectionReason: 'Does not exist' },
      ])
      .returning({ id: restrooms.id });
    await db.insert(reviews).values([
      { restroomId: approved!.id, userId: a!.id, rating: 5 },
      { restroomId: approved!.id, userId: b!.id, rating: 3 },
      { restroomId: pending!.id, userId: c!.id, rating: 4 },
      // Hidden with its restroom: a rejected listing's reviews are not "restroom reviews" anyone sees.
      { restroomId: rejected!.id, userId: a!.id, rating: 1 },
    ]);

    expect(await getStats()).toEqual({
      totalCourses: 3,
      totalCountries: 1,
      totalReviews: 3,
      totalUsers: 3,
      coursesWithRestroomAnswer: 2,
    });
  });
});
