import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import {
  forgetCourse,
  MAX_SAVED_QUERIES,
  nearestSavedCourse,
  readCourseList,
  saveCourse,
  saveCourseList,
} from '../../../../src/client/offline/stores/courses';
import { COURSES, RALEIGH } from './fixtures';

const NC = COURSES.filter((c) => c.state === 'NC');
const page = (courses: typeof COURSES, total = courses.length) => ({ courses, total, pages: 1, page: 1 });

beforeEach(async () => {
  await db.open();
});
afterEach(async () => {
  await Promise.all([db.courses.clear(), db.courseQueries.clear()]);
});

describe('the saved course store', () => {
  it('has nothing to show before anything was saved', async () => {
    expect(await readCourseList({ state: 'NC' })).toBeNull();
  });

  it('gives back a saved answer to the same query, in the saved order, with its age', async () => {
    const reversed = [...NC].reverse();
    await saveCourseList({ state: 'NC', page: 1, limit: 10 }, page(reversed, 12), 1_000);
    const saved = await readCourseList({ page: 1, limit: 10, state: 'NC' });
    expect(saved).toMatchObject({ exact: true, savedAt: 1_000 });
    expect(saved!.result.courses.map((c) => c._id)).toEqual(reversed.map((c) => c._id));
    expect(saved!.result.total).toBe(12);
    expect(saved!.result.courses[0]).not.toHaveProperty('savedAt');
  });

  it('answers another query from every saved course, with the same rules', async () => {
    await saveCourseList({ state: 'NC' }, page(NC), 1_000);
    await saveCourseList({ state: 'SC' }, page(COURSES.filter((c) => c.state === 'SC')), 2_000);
    const near = await readCourseList({ state: 'NC', ...RALEIGH, radius: 30, page: 1, limit: 10 });
    expect(near).toMatchObject({ exact: false, savedAt: 1_000 });
    expect(near!.result.courses.map((c) => c._id)).toEqual(['a', 'b', 'c']);
    expect(near!.result.courses.every((c) => typeof c.distance === 'number')).toBe(true);
    expect((await readCourseList({ state: 'SC', verified: true }))!.savedAt).toBe(2_000);
    expect(await readCourseList({ state: 'TX' })).toBeNull();
  });

  it('does not keep the query-specific distance on the course, but recomputes it', async () => {
    const withDistance = NC.map((c) => ({ ...c, distance: 999 }));
    await saveCourseList({ state: 'NC', ...RALEIGH, radius: 1000 }, page(withDistance), 1);
    const stored = await db.courses.get('a');
    expect(stored).not.toHaveProperty('distance');
    const saved = await readCourseList({ state: 'NC', ...RALEIGH, radius: 1000 });
    expect(saved!.result.courses[0]!.distance).toBeLessThan(10);
  });

  it('keeps courses up to date after admin writes', async () => {
    await saveCourseList({ state: 'NC' }, page(NC), 1);
    await saveCourse({ ...NC[0]!, name: 'Renamed' }, 5);
    await forgetCourse('b');
    const saved = await readCourseList({ state: 'NC' });
    expect(saved!.result.courses.map((c) => c.name)).toContain('Renamed');
    expect(saved!.result.courses.map((c) => c._id)).not.toContain('b');
    expect(saved!.result.total).toBe(NC.length - 1);
  });

  it('keeps only the most recent saved answers', async () => {
    for (let i = 0; i < MAX_SAVED_QUERIES + 3; i += 1) {
      await saveCourseList({ state: 'NC', page: i + 1 }, page([NC[0]!]), i);
    }
    expect(await db.courseQueries.count()).toBe(MAX_SAVED_QUERIES);
    expect(await readCourseList({ state: 'NC', page: 1 })).toMatchObject({ exact: false });
    expect(await readCourseList({ state: 'NC', page: MAX_SAVED_QUERIES + 3 })).toMatchObject({ exact: true });
  });

  it('finds the nearest saved course', async () => {
    await saveCourseList({}, page(COURSES), 1);
    expect((await nearestSavedCourse(RALEIGH))?._id).toBe('a');
    expect((await nearestSavedCourse({ latitude: 32, longitude: -80.8 }))?.state).toBe('SC');
  });
});
