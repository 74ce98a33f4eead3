/**
 * The course list's page is written as JSON by the database (src/server/courses/search.ts), a
 * course's own answer by present.ts presentCourse: a course must read alike in both, to the byte
 * (key order, escaping, numbers), so a client's copy and the ETags do not depend on which read it
 * came from. Both databases.
 */
import { beforeAll, expect, it } from 'vitest';
import { courseListResultSchema, courseResultSchema, type Course } from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';
import { destination, insertCourses } from './helpers/courses';
import { call, dataOf } from './helpers/restrooms';

/** Open ocean, far from any other course; a state no other course of this file is in. */
const CENTRE = { latitude: 12.5, longitude: -141.25 };
const STATE = 'AK';

describeEachDatabase('course list and course detail present a course alike', (getCtx) => {
  beforeAll(async () => {
    await insertCourses(getCtx().db, [
      {
        name: 'Quote "Links" \\ Back\tTab',
        ...destination(CENTRE, 3.25, 10),
        state: STATE,
        address: '1 Fairway Dr',
        city: 'Été',
        zipCode: '01234',
        phone: '+1 910-555-0100',
        website: 'https://example.com/a?b=c&d=é',
        averageRating: 10 / 3,
        totalReviews: 3,
        totalRestrooms: 4,
        verifiedRestrooms: 1,
      },
      { name: 'Snowman ☃ Golf 🏌 Club', ...destination(CENTRE, 7.5, 200), state: STATE },
      {
        name: 'line\u2028separator and \u0001 control',
        ...destination(CENTRE, 12.125, 300),
        state: STATE,
        averageRating: 4.1,
        totalReviews: 7,
      },
      { name: 'Far Away Course', ...destination(CENTRE, 49.5, 90), state: STATE, phone: null, website: null },
    ]);
  });

  const detail = async (id: string) =>
    (await dataOf(await call(getCtx(), 'GET', `/api/courses/${id}`), courseResultSchema)).course;

  async function expectLikeDetails(query: string, count: number, withDistance: boolean) {
    const res = await call(getCtx(), 'GET', `/api/courses?${query}`);
    const text = await res.clone().text();
    const { courses } = await dataOf(res, courseListResultSchema);
    expect(courses).toHaveLength(count);
    for (const listed of courses) {
      // The detail adds the course's facts (docs/product.md §13), which a list leaves to the detail.
      const { facts: _facts, ...own }: Course = await detail(listed._id);
      expect(listed.distance !== undefined, query).toBe(withDistance);
      const expected = withDistance ? { ...own, distance: listed.distance } : own;
      // The same keys in the same order, the same values, and the same bytes.
      expect(JSON.stringify(listed)).toBe(JSON.stringify(expected));
      expect(text).toContain(JSON.stringify(expected));
    }
  }

  it('by name', async () => {
    await expectLikeDetails(`state=${STATE}`, 4, false);
    await expectLikeDetails(`state=${STATE}&search=golf`, 1, false);
  });

  it('by distance, with the distance last', async () => {
    await expectLikeDetails(`latitude=${CENTRE.latitude}&longitude=${CENTRE.longitude}&radius=50`, 4, true);
    await expectLikeDetails(
      `latitude=${CENTRE.latitude}&longitude=${CENTRE.longitude}&radius=50&minRating=4&limit=1&page=1`,
      1,
      true,
    );
  });
});
