/**
 * The nearby screen's device answer (src/client/offline/nearby-restrooms.ts): saved restrooms
 * nearest first in the server's shape, placed at their course without a position of their own,
 * judged usable now at the moment of asking, and up to date after a write to the stores.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import { nearbyRestroomsOnDevice, whenIndexed } from '../../../../src/client/offline/nearby-restrooms';
import { courseIndex } from '../../../../src/client/offline/spatial-index';
import { saveCourse } from '../../../../src/client/offline/stores/courses';
import {
  changeCourseRestrooms,
  saveCourseRestrooms,
} from '../../../../src/client/offline/stores/course-restrooms';
import { haversineMiles } from '../../../../src/shared/geo';
import type { Restroom } from '../../../../src/shared/schemas/restrooms';
import { GOLFER, minutesFromNow, nearby, report } from '../nearby/fixtures';
import { course } from './fixtures';

/** A saved restroom (what GET /api/restrooms/course/{id} sends), made from a nearby fixture. */
function restroom(...args: Parameters<typeof nearby>): Restroom {
  const { courseName: _n, distance: _d, ...plain } = nearby(...args);
  return plain;
}

// Two courses near the golfer (on Pinehurst No. 2), one far away.
const PINEHURST = course('c-pinehurst', { name: 'Pinehurst No. 2', latitude: 35.192, longitude: -79.47 });
const MID_PINES = course('c-mid-pines', { name: 'Mid Pines', latitude: 35.215, longitude: -79.43 });
const FAR = course('c-far', { name: 'Far Away Links', latitude: 36.5, longitude: -79.47 });

const own = (r: Restroom) => ({ latitude: r.latitude!, longitude: r.longitude! });

beforeEach(async () => {
  await db.open();
  await Promise.all([saveCourse(PINEHURST), saveCourse(MID_PINES), saveCourse(FAR)]);
});
afterEach(async () => {
  await Promise.all([db.courses.clear(), db.courseRestrooms.clear()]);
});

describe('nearby restrooms from the device', () => {
  it('lists saved restrooms nearest first within 25 miles, in the server’s shape', async () => {
    const hole3 = restroom(1, 'Hole 3 Restroom', 0, { latitude: 35.1905, longitude: -79.4702 });
    const clubhouse = restroom(2, 'Clubhouse', 0, null); // at its course's point
    const midPines = restroom(3, 'Mid Pines Grill', 0, null);
    const far = restroom(4, 'Far Turn House', 0, null);
    await saveCourseRestrooms(PINEHURST._id, [clubhouse, hole3], 5_000);
    await saveCourseRestrooms(MID_PINES._id, [midPines], 2_000);
    await saveCourseRestrooms(FAR._id, [far], 1_000);

    const { restrooms, savedAt } = await nearbyRestroomsOnDevice(GOLFER);
    expect(restrooms.map((r) => r.name)).toEqual(['Hole 3 Restroom', 'Clubhouse', 'Mid Pines Grill']);
    expect(savedAt).toBe(2_000); // the oldest copy shown; the far one is not shown
    const [first, second] = restrooms;
    expect(first).toMatchObject({
      courseId: hole3.courseId,
      courseName: 'Pinehurst No. 2',
      courseLatitude: PINEHURST.latitude,
      courseLongitude: PINEHURST.longitude,
      approximate: false,
      usableNow: true,
      distance: haversineMiles(GOLFER, own(hole3)),
    });
    expect(second).toMatchObject({ approximate: true, distance: haversineMiles(GOLFER, PINEHURST) });
    expect((await nearbyRestroomsOnDevice(GOLFER, { radius: 0.5 })).restrooms).toHaveLength(2);
    expect((await nearbyRestroomsOnDevice(GOLFER, { limit: 1 })).restrooms.map((r) => r.name)).toEqual([
      'Hole 3 Restroom',
    ]);
    expect(await nearbyRestroomsOnDevice({ latitude: 10, longitude: 10 })).toMatchObject({
      restrooms: [],
      savedAt: null,
    });
  });

  it('ranks a restroom with a known position close by before one only known to be at the course (issue 38)', async () => {
    // The golfer on Pinehurst's point: its clubhouse (no position) measures 0.0 mi but is somewhere
    // on the course; the turn house is pinned 0.3 mi north; a hut 0.9 mi south.
    const at = { latitude: PINEHURST.latitude, longitude: PINEHURST.longitude };
    const clubhouse = restroom(1, 'Clubhouse', 0, null);
    const turn = restroom(2, 'Turn House', 0, { latitude: at.latitude + 0.0043, longitude: at.longitude });
    const hut = restroom(3, 'Hut', 0, { latitude: at.latitude - 0.013, longitude: at.longitude });
    await saveCourseRestrooms(PINEHURST._id, [clubhouse, hut, turn]);
    await whenIndexed();
    const names = async (limit?: number) =>
      (await nearbyRestroomsOnDevice(at, { limit })).restrooms.map((r) => r.name);
    expect(await names()).toEqual(['Turn House', 'Clubhouse', 'Hut']);
    // The limit cuts by rank, not by distance: the clubhouse, nearest by distance, is not the first.
    expect(await names(1)).toEqual(['Turn House']);
    expect(await names(2)).toEqual(['Turn House', 'Clubhouse']);
  });

  it('judges usable now at the moment asked: a live lock blocks, an expired one does not', async () => {
    const locked = restroom(1, 'Locked Now', 0, null, { activeReports: [report('locked', 10, 60)] });
    const expired = restroom(2, 'Was Locked', 0, null, {
      activeReports: [{ ...report('locked', 120), expiresAt: minutesFromNow(-5) }],
      usableNow: false, // what the server said when the copy was made
    });
    await saveCourseRestrooms(PINEHURST._id, [locked, expired]);
    const all = await nearbyRestroomsOnDevice(GOLFER);
    expect(all.restrooms.map((r) => [r.name, r.usableNow])).toEqual([
      ['Locked Now', false],
      ['Was Locked', true],
    ]);
    const usable = await nearbyRestroomsOnDevice(GOLFER, { usableOnly: true });
    expect(usable.restrooms.map((r) => r.name)).toEqual(['Was Locked']);
  });

  it('orders restrooms equally far like the server: confirmed this season first, then by id', async () => {
    const [a, b, c] = [
      restroom(3, 'Third', 0, null),
      restroom(1, 'First', 0, null),
      restroom(2, 'Confirmed', 0, null, { lastConfirmedAt: minutesFromNow(-60) }),
    ];
    await saveCourseRestrooms(PINEHURST._id, [a, b, c]);
    const { restrooms } = await nearbyRestroomsOnDevice(GOLFER, { limit: 2 });
    expect(restrooms.map((r) => r.name)).toEqual(['Confirmed', 'First']);
  });

  it('leaves out rejected restrooms and those whose course the device does not hold', async () => {
    await saveCourseRestrooms(PINEHURST._id, [restroom(1, 'Rejected', 0, null, { status: 'rejected' })]);
    await saveCourseRestrooms('c-unknown', [
      restroom(2, 'Orphan', 0, { latitude: 35.19, longitude: -79.47 }),
    ]);
    expect((await nearbyRestroomsOnDevice(GOLFER)).restrooms).toEqual([]);
  });

  it('then fills the page with the likely clubhouses of saved courses that list none, as the server (issue 32)', async () => {
    // Pinehurst lists only a hole restroom (locked); Mid Pines was saved from a list, listing none;
    // a third lists restrooms the device never read; a fourth's golfers said there is none.
    const locked = restroom(
      1,
      'Hole 3',
      0,
      { latitude: 35.1905, longitude: -79.4702 },
      {
        locationType: 'on-course',
        holeNumber: 3,
        activeReports: [{ ...report('locked', 10), count: 2 }],
      },
    );
    await saveCourseRestrooms(PINEHURST._id, [locked], 3_000);
    const unread = course('c-unread', { latitude: 35.2, longitude: -79.46, totalRestrooms: 2 });
    const saidNone = course('c-none', {
      latitude: 35.18,
      longitude: -79.48,
      facts: {
        clubhouseRestroom: 'no',
        onCourseRestrooms: 'unknown',
        agreeing: 2,
        lastAnsweredAt: null,
        disputed: [],
      },
    });
    await Promise.all([saveCourse(unread), saveCourse(saidNone)]);

    const usable = await nearbyRestroomsOnDevice(GOLFER, { usableOnly: true });
    expect(usable.restrooms).toEqual([]);
    expect(usable.likely.map((place) => [place.courseName, place.distance])).toEqual([
      ['Pinehurst No. 2', haversineMiles(GOLFER, PINEHURST)],
      ['Mid Pines', haversineMiles(GOLFER, MID_PINES)],
    ]);
    expect(usable.likely[0]).toMatchObject({ likely: true, courseId: PINEHURST._id, approximate: true });
    // The page holds `limit` rows: the listed ones first.
    const one = await nearbyRestroomsOnDevice(GOLFER, { limit: 2 });
    expect(one.restrooms.map((r) => r.name)).toEqual(['Hole 3']);
    expect(one.likely.map((place) => place.courseName)).toEqual(['Pinehurst No. 2']);
    // A listed clubhouse, pending too, makes it no longer likely.
    await saveCourseRestrooms(MID_PINES._id, [restroom(2, 'Grill', 0, null, { status: 'pending' })]);
    const likelyNames = async () =>
      (await nearbyRestroomsOnDevice(GOLFER)).likely.map((place) => place.courseName);
    expect(await likelyNames()).toEqual(['Pinehurst No. 2']);
    // The same from the indexes, once built (no read of the store).
    await Promise.all([whenIndexed(), courseIndex()]);
    expect(await likelyNames()).toEqual(['Pinehurst No. 2']);
    await saveCourseRestrooms(MID_PINES._id, []);
    await Promise.all([whenIndexed(), courseIndex()]);
    expect(await likelyNames()).toEqual(['Pinehurst No. 2', 'Mid Pines']);
  });

  it('answers from the latest copy after a write to the restrooms or the courses', async () => {
    await saveCourseRestrooms(PINEHURST._id, [restroom(1, 'Clubhouse', 0, null)]);
    expect((await nearbyRestroomsOnDevice(GOLFER)).restrooms.map((r) => r.name)).toEqual(['Clubhouse']);
    await changeCourseRestrooms(PINEHURST._id, (list) => [
      ...list,
      restroom(2, 'New Hole 1', 0, { latitude: 35.1901, longitude: -79.4701 }),
    ]);
    expect((await nearbyRestroomsOnDevice(GOLFER)).restrooms.map((r) => r.name)).toEqual([
      'New Hole 1',
      'Clubhouse',
    ]);
    await saveCourse({ ...PINEHURST, name: 'Pinehurst Resort No. 2' });
    expect((await nearbyRestroomsOnDevice(GOLFER)).restrooms[1]?.courseName).toBe('Pinehurst Resort No. 2');
  });

  it('answers first from the courses near the position, then exactly once every restroom is indexed', async () => {
    // Pinned about 90 miles from its course, a mile from the golfer: only the whole index finds it.
    const stray = restroom(1, 'Stray Pin', 0, { latitude: 35.2, longitude: -79.48 });
    const clubhouse = restroom(2, 'Clubhouse', 0, null);
    await saveCourseRestrooms(FAR._id, [stray]);
    await saveCourseRestrooms(PINEHURST._id, [clubhouse]);

    const first = await nearbyRestroomsOnDevice(GOLFER);
    expect(first.complete).toBe(false);
    expect(first.restrooms.map((r) => r.name)).toEqual(['Clubhouse']);

    await whenIndexed();
    const exact = await nearbyRestroomsOnDevice(GOLFER);
    expect(exact.complete).toBe(true);
    expect(exact.restrooms.map((r) => r.name)).toEqual(['Clubhouse', 'Stray Pin']);
    expect(exact.restrooms[1]).toMatchObject({ courseName: 'Far Away Links', approximate: false });
  });
});
