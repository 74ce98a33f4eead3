/**
 * The device copies behind the course detail (docs/decisions.md §6): the course (saved by the course list
 * too), its restrooms and each restroom's reviews, so a course seen once opens with no signal. Each
 * table's owner (offline/stores) does the work; this module only decides when. A store that cannot
 * be opened (private mode, quota) never fails the screen. A read on a device that has no store yet
 * (a first visit) answers null without creating one: creating it took a slow phone tens of
 * milliseconds of main thread before the first paint, for nothing to read.
 */
import type { Course } from '../../../../shared/schemas/courses';
import type { Restroom } from '../../../../shared/schemas/restrooms';
import type { Review } from '../../../../shared/schemas/reviews';
import { deviceStoreMayExist } from '../../../lib/device-store-exists';
import { withStore, type StoreModule, type StoreName } from '../../../offline/load-store';

/** Reads from a store, or null when the device has none (or it cannot be read). */
const fromStore = async <K extends StoreName, T>(
  name: K,
  read: (store: StoreModule<K>) => Promise<T | null>,
) => ((await deviceStoreMayExist()) ? withStore(name, read, { quiet: null }) : null);

export const readCourseCopy = (id: string) => fromStore('courses', (store) => store.readCourse(id));

export const saveCourseCopy = (course: Course) =>
  withStore('courses', (store) => store.saveCourse(course), { quiet: undefined });

export const readRestroomsCopy = (courseId: string) =>
  fromStore('courseRestrooms', (store) => store.readCourseRestrooms(courseId));

export const saveRestroomsCopy = (courseId: string, restrooms: Restroom[], askedAt?: number) =>
  withStore('courseRestrooms', (store) => store.saveCourseRestrooms(courseId, restrooms, askedAt), {
    quiet: undefined,
  });

export const readReviewsCopy = (restroomId: string) =>
  fromStore('restroomReviews', (store) => store.readRestroomReviews(restroomId));

export const saveReviewsCopy = (restroomId: string, reviews: Review[], askedAt?: number) =>
  withStore('restroomReviews', (store) => store.saveRestroomReviews(restroomId, reviews, askedAt), {
    quiet: undefined,
  });
