/**
 * The device copies behind the course detail (decisions.md §6): the course (saved by the course list
 * too), its restrooms and each restroom's reviews, so a course seen once opens with no signal.
 * A store that cannot be opened (private mode, quota) never fails the screen.
 */
import type { Course } from '../../../../shared/schemas/courses';
import type { Restroom } from '../../../../shared/schemas/restrooms';
import type { Review } from '../../../../shared/schemas/reviews';
import { db } from '../../../offline/db';

async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export const readSavedCourse = (id: string) =>
  quietly(async () => {
    const row = await db.courses.get(id);
    if (!row) return null;
    const { savedAt: _savedAt, ...course } = row;
    return course as Course;
  }, null);

export const saveCourse = (course: Course) =>
  quietly(async () => {
    const { distance: _distance, ...rest } = course;
    await db.courses.put({ ...rest, savedAt: Date.now() });
  }, undefined);

export const readSavedRestrooms = (courseId: string) =>
  quietly(async () => (await db.courseRestrooms.get(courseId))?.restrooms ?? null, null);

export const saveRestrooms = (courseId: string, restrooms: Restroom[]) =>
  quietly(() => db.courseRestrooms.put({ courseId, restrooms, fetchedAt: Date.now() }), undefined);

export const readSavedReviews = (restroomId: string) =>
  quietly(async () => (await db.restroomReviews.get(restroomId))?.reviews ?? null, null);

export const saveReviews = (restroomId: string, reviews: Review[]) =>
  quietly(() => db.restroomReviews.put({ restroomId, reviews, fetchedAt: Date.now() }), undefined);
