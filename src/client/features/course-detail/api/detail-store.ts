/**
 * The device copies behind the course detail (decisions.md §6): the course (saved by the course list
 * too), its restrooms and each restroom's reviews, so a course seen once opens with no signal.
 * A store that cannot be opened (private mode, quota) never fails the screen. A read on a device that
 * has no store yet (a first visit) answers null without creating one: creating it took a slow phone
 * tens of milliseconds of main thread before the first paint, for nothing to read. The store itself
 * loads on the first read or write (offline/load-store.ts), not with the screen.
 */
import type { Course } from '../../../../shared/schemas/courses';
import type { Restroom } from '../../../../shared/schemas/restrooms';
import type { Review } from '../../../../shared/schemas/reviews';
import { deviceStoreMayExist } from '../../../lib/device-store-exists';
import type { FairwayDatabase } from '../../../offline/db';
import { withStore } from '../../../offline/load-store';

async function quietly<T>(work: (db: FairwayDatabase) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await withStore(work);
  } catch {
    return fallback;
  }
}

/** Reads `read` from the store, or null when the device has none. */
const fromStore = async <T>(read: (db: FairwayDatabase) => Promise<T | null>): Promise<T | null> =>
  (await deviceStoreMayExist()) ? quietly(read, null) : null;

export const readSavedCourse = (id: string) =>
  fromStore(async (db) => {
    const row = await db.courses.get(id);
    if (!row) return null;
    const { savedAt: _savedAt, ...course } = row;
    return course as Course;
  });

export const saveCourse = (course: Course) =>
  quietly(async (db) => {
    const { distance: _distance, ...rest } = course;
    await db.courses.put({ ...rest, savedAt: Date.now() });
  }, undefined);

export const readSavedRestrooms = (courseId: string) =>
  fromStore(async (db) => (await db.courseRestrooms.get(courseId))?.restrooms ?? null);

export const saveRestrooms = (courseId: string, restrooms: Restroom[]) =>
  quietly((db) => db.courseRestrooms.put({ courseId, restrooms, fetchedAt: Date.now() }), undefined);

export const readSavedReviews = (restroomId: string) =>
  fromStore(async (db) => (await db.restroomReviews.get(restroomId))?.reviews ?? null);

export const saveReviews = (restroomId: string, reviews: Review[]) =>
  quietly((db) => db.restroomReviews.put({ restroomId, reviews, fetchedAt: Date.now() }), undefined);
