/**
 * The device copies behind the course detail (decisions.md §6): the course (saved by the course list
 * too), its restrooms and each restroom's reviews, so a course seen once opens with no signal.
 * A store that cannot be opened (private mode, quota) never fails the screen. A read on a device that
 * has no store yet (a first visit) answers null without creating one: creating it took a slow phone
 * tens of milliseconds of main thread before the first paint, for nothing to read.
 */
import type { Course } from '../../../../shared/schemas/courses';
import type { Restroom } from '../../../../shared/schemas/restrooms';
import type { Review } from '../../../../shared/schemas/reviews';
import { deviceStoreMayExist } from '../../../lib/device-store-exists';
import { db } from '../../../offline/db';

async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

/** Reads `read` from the store, or null when the device has none. */
const fromStore = <T>(read: () => Promise<T | null>) =>
  quietly(async () => ((await deviceStoreMayExist()) ? await read() : null), null);

export const readSavedCourse = (id: string) =>
  fromStore(async () => {
    const row = await db.courses.get(id);
    if (!row) return null;
    const { savedAt: _savedAt, ...course } = row;
    return course as Course;
  });

export const saveCourse = (course: Course) =>
  quietly(async () => {
    const { distance: _distance, ...rest } = course;
    await db.courses.put({ ...rest, savedAt: Date.now() });
  }, undefined);

export const readSavedRestrooms = (courseId: string) =>
  fromStore(async () => (await db.courseRestrooms.get(courseId))?.restrooms ?? null);

export const saveRestrooms = (courseId: string, restrooms: Restroom[]) =>
  quietly(() => db.courseRestrooms.put({ courseId, restrooms, fetchedAt: Date.now() }), undefined);

export const readSavedReviews = (restroomId: string) =>
  fromStore(async () => (await db.restroomReviews.get(restroomId))?.reviews ?? null);

export const saveReviews = (restroomId: string, reviews: Review[]) =>
  quietly(() => db.restroomReviews.put({ restroomId, reviews, fetchedAt: Date.now() }), undefined);
