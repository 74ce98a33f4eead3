/**
 * Opening hours (issue 33, docs/product.md §10): an imported toilet's `opening_hours` kept and its
 * season derived from the months it names; hours judged in the course's time zone (the app's
 * clock is moved, the server's own zone plays no part); `/nearby`'s usable filter; an owner's edit
 * checked by the `opening_hours` library and stored; the export writing it. Both databases.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { importRestrooms } from '../../src/server/courses/import/toilets';
import {
  nearbyRestroomListResultSchema,
  type NearbyRestroom,
  restroomListResultSchema,
  restroomResultSchema,
} from '../../src/shared/schemas';
import { buildApp } from './helpers/app';
import { destination, insertCourses } from './helpers/courses';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { assertGeoJson } from './helpers/geojson';
import {
  assignOwner,
  call,
  createUser,
  dataOf,
  restroomBody,
  seedRestroom,
  type TestUser,
} from './helpers/restrooms';

/** Sunday 15 November 2026, 17:00 at the course (EST, UTC-5): 22:00 in UTC. */
const SUNDAY_EVENING = new Date('2026-11-15T22:00:00Z');
/** Monday 16 November, 05:00 at the course: 10:00 in UTC, when a clock in UTC would call it open. */
const MONDAY_DAWN = new Date('2026-11-16T10:00:00Z');
const JULY = new Date('2026-07-15T16:00:00Z');

describeEachDatabase('opening hours', (getCtx) => {
  let clock: { now: Date };
  let ctx: TestContext;
  let course: { id: string; latitude: number; longitude: number };
  let owner: TestUser;

  beforeEach(async () => {
    const base = getCtx();
    clock = { now: SUNDAY_EVENING };
    const app = buildApp(base.handle, { clock: () => clock.now });
    ctx = { ...base, app, request: async (path, init) => app.request(path, init) };
    // A point of its own in Pennsylvania (Eastern time), so no other test's restrooms are near it.
    const [inserted] = await insertCourses(base.db, [
      {
        name: `Hours Course ${Math.random()}`,
        state: 'PA',
        latitude: 40 + Math.random() / 2,
        longitude: -77 - Math.random() / 2,
      },
    ]);
    course = inserted!;
    owner = await createUser(base.db, 'course_owner');
    await assignOwner(base.db, course.id, owner);
  });

  const listed = async () =>
    (await dataOf(await call(ctx, 'GET', `/api/restrooms/course/${course.id}`), restroomListResultSchema))
      .restrooms;
  const nearby = async (usable: boolean) =>
    (
      await dataOf(
        await call(
          ctx,
          'GET',
          `/api/restrooms/nearby?latitude=${course.latitude}&longitude=${course.longitude}&radius=2${usable ? '&usable=true' : ''}`,
        ),
        nearbyRestroomListResultSchema,
      )
    ).restrooms.filter((r): r is NearbyRestroom => !r.likely && r.courseId === course.id);

  it("keeps an imported toilet's opening_hours=Apr-Oct without seasonal: seasonal, and not usable in November", async () => {
    const at = destination(course, 0.1, 90);
    const osmId = `node/${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const report = await importRestrooms(getCtx().db, [
      {
        type: 'Feature',
        id: osmId,
        geometry: { type: 'Point', coordinates: [at.longitude, at.latitude] },
        properties: { amenity: 'toilets', opening_hours: 'Apr-Oct' },
      },
    ]);
    expect(report.inserted).toBe(1);
    const [toilet] = await listed();
    expect(toilet).toMatchObject({
      osmId,
      openingHours: 'Apr-Oct',
      season: 'seasonal',
      openMonths: [4, 5, 6, 7, 8, 9, 10],
      openNow: false,
      // Reopens on 1 April: more than 7 days away.
      nextChange: null,
      usableNow: false,
      courseLatitude: course.latitude,
      courseLongitude: course.longitude,
    });
    expect((await nearby(false)).map((r) => [r._id, r.usableNow])).toEqual([[toilet!._id, false]]);
    expect(await nearby(true)).toEqual([]);

    clock.now = JULY;
    expect((await listed())[0]).toMatchObject({ openNow: true, usableNow: true });
    expect((await nearby(true)).map((r) => r._id)).toEqual([toilet!._id]);
  });

  it("judges daily hours at the course's clock, with the next opening or closing", async () => {
    const clubhouse = await seedRestroom(getCtx().db, {
      courseId: course.id,
      status: 'approved',
      openingHours: 'Mo-Su 07:00-19:00',
    });
    // 17:00 at the course: open until 19:00 EST (00:00 UTC).
    expect((await listed())[0]).toMatchObject({
      _id: clubhouse.id,
      openNow: true,
      nextChange: '2026-11-16T00:00:00.000Z',
      usableNow: true,
    });
    expect((await nearby(true)).map((r) => r._id)).toEqual([clubhouse.id]);

    // 05:00 at the course (10:00 UTC): closed until 07:00 EST.
    clock.now = MONDAY_DAWN;
    expect((await listed())[0]).toMatchObject({
      openNow: false,
      nextChange: '2026-11-16T12:00:00.000Z',
      usableNow: false,
    });
    expect(await nearby(true)).toEqual([]);
    expect((await nearby(false)).map((r) => [r.openNow, r.usableNow])).toEqual([[false, false]]);
  });

  it('fills a usable page past restrooms their hours close', async () => {
    const db = getCtx().db;
    // Eleven closed at 05:00 nearer than the open one: the page reads on past them.
    for (let i = 0; i < 11; i += 1) {
      const at = destination(course, 0.01 * (i + 1), 0);
      await seedRestroom(db, {
        courseId: course.id,
        status: 'approved',
        name: `Hole ${i + 1} Restroom`,
        locationType: 'on-course',
        holeNumber: i + 1,
        latitude: at.latitude,
        longitude: at.longitude,
        openingHours: 'Mo-Su 07:00-19:00',
      });
    }
    const open = await seedRestroom(db, { courseId: course.id, status: 'approved', openingHours: '24/7' });
    clock.now = MONDAY_DAWN;
    const res = await call(
      ctx,
      'GET',
      `/api/restrooms/nearby?latitude=${course.latitude}&longitude=${course.longitude}&radius=2&limit=5&usable=true`,
    );
    const { restrooms } = await dataOf(res, nearbyRestroomListResultSchema);
    expect(restrooms.map((r) => (r.likely ? null : r._id))).toEqual([open.id]);
  });

  describe("an owner's edit", () => {
    let restroomId: string;
    beforeEach(async () => {
      restroomId = (await seedRestroom(getCtx().db, { courseId: course.id, status: 'approved' })).id;
    });
    const put = (body: Record<string, unknown>, as: TestUser = owner) =>
      call(ctx, 'PUT', `/api/restrooms/${restroomId}`, as, body);

    it('is refused with a 400 that names the problem when the library cannot read it', async () => {
      const bad = await put({ openingHours: 'Mo-Fr 25:00-26:00' });
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as {
        code: string;
        message: string;
        errors: { path: string; message: string }[];
      };
      expect(body.code).toBe('invalid_input');
      expect(body.message).toBe(
        'Opening hours are not valid OpenStreetMap syntax: Time range starts outside of the current day (at "Mo-Fr 25:00")',
      );
      expect(body.errors).toEqual([{ path: 'openingHours', message: body.message }]);
      const long = await put({ openingHours: `Mo-Su 07:00-19:00 "${'x'.repeat(240)}"` });
      expect(long.status).toBe(400);
      expect(((await long.json()) as { message: string }).message).toBe(
        'Opening hours must be at most 255 characters',
      );
      // A golfer's submission is held to the same syntax.
      const golfer = await createUser(getCtx().db);
      const submitted = await call(ctx, 'POST', '/api/restrooms', golfer, {
        ...restroomBody(course.id, { name: 'Turn House', locationType: 'halfway-house' }),
        openingHours: 'whenever',
      });
      expect(submitted.status).toBe(400);
      expect((await listed()).find((r) => r._id === restroomId)?.openingHours).toBeNull();
    });

    it('is stored, decides the season, and is judged at once', async () => {
      const { restroom } = await dataOf(
        await put({ openingHours: 'Apr-Oct Mo-Su 07:00-19:00', season: 'year_round' }),
        restroomResultSchema,
      );
      expect(restroom).toMatchObject({
        openingHours: 'Apr-Oct Mo-Su 07:00-19:00',
        season: 'seasonal',
        openMonths: [4, 5, 6, 7, 8, 9, 10],
        openNow: false,
        usableNow: false,
      });
      expect((await listed()).find((r) => r._id === restroomId)).toMatchObject({
        openingHours: 'Apr-Oct Mo-Su 07:00-19:00',
      });
      // Cleared: unknown again, and the season is the payload's.
      const { restroom: cleared } = await dataOf(await put({ openingHours: null }), restroomResultSchema);
      expect(cleared).toMatchObject({
        openingHours: null,
        season: 'unknown',
        openNow: null,
        usableNow: true,
      });
    });

    it('is written to the export as opening_hours, and the season of months alone as its hours', async () => {
      await put({ openingHours: 'Mo-Fr 07:00-19:00; Sa,Su 06:00-20:00' });
      const months = await seedRestroom(getCtx().db, {
        courseId: course.id,
        status: 'approved',
        name: 'Turn House',
        locationType: 'halfway-house',
        season: 'seasonal',
        openMonths: 0b000000111111, // January to June
      });
      const res = await call(ctx, 'GET', '/api/export/restrooms.geojson');
      expect(res.status).toBe(200);
      const fc = assertGeoJson(await res.text());
      const feature = (id: string) => fc.features.find((f) => f.properties['fairwayId'] === id)?.properties;
      expect(feature(restroomId)).toMatchObject({
        opening_hours: 'Mo-Fr 07:00-19:00; Sa,Su 06:00-20:00',
        openingHours: 'Mo-Fr 07:00-19:00; Sa,Su 06:00-20:00',
        openNow: true,
      });
      expect(feature(months.id)).toMatchObject({ opening_hours: 'Jan-Jun', openingHours: null });
    });
  });
});
