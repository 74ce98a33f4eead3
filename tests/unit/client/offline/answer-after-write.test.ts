// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import {
  changeCourseRestrooms,
  courseRestroomsSavedAt,
  readCourseRestrooms,
  saveCourseRestrooms,
} from '../../../../src/client/offline/stores/course-restrooms';
import {
  changeRestroomReviews,
  readRestroomReviews,
  restroomReviewsSavedAt,
  saveRestroomReviews,
} from '../../../../src/client/offline/stores/restroom-reviews';
import type { Restroom } from '../../../../src/shared/schemas/restrooms';
import type { Review } from '../../../../src/shared/schemas/reviews';

// Only their identity matters to the stores.
const review = { _id: 'review-1', rating: 4 } as Review;
const restroom = { _id: 'restroom-1', name: 'Clubhouse Main' } as Restroom;

afterEach(async () => {
  await Promise.all([db.restroomReviews.clear(), db.courseRestrooms.clear()]);
});

/**
 * A background fetch (a course's reviews, a list's restrooms) asked before a write was accepted
 * and answered after it: with no copy on the device when the write was applied, the stale answer
 * used to be saved, and a deleted review came back (a chaos run caught it).
 */
describe('an answer asked for before an accepted write, with no copy on the device', () => {
  it('is not saved over the write (reviews), and the device still says it holds no copy', async () => {
    const askedAt = Date.now() - 1_000;
    await changeRestroomReviews('restroom-1', (reviews) => reviews.filter((r) => r._id !== review._id));
    await saveRestroomReviews('restroom-1', [review], askedAt);
    expect(await readRestroomReviews('restroom-1')).toBeNull();
    expect(await restroomReviewsSavedAt(['restroom-1'])).toEqual(new Map());
    // An answer asked for after the write is the device's copy.
    await saveRestroomReviews('restroom-1', [], Date.now() + 1);
    expect(await readRestroomReviews('restroom-1')).toEqual([]);
  });

  it('is not saved over the write (restrooms), and a later answer is', async () => {
    const askedAt = Date.now() - 1_000;
    await changeCourseRestrooms('course-1', (restrooms) => restrooms.filter((r) => r._id !== restroom._id));
    await saveCourseRestrooms('course-1', [restroom], askedAt);
    expect(await readCourseRestrooms('course-1')).toBeNull();
    expect(await courseRestroomsSavedAt(['course-1'])).toEqual(new Map());
    await saveCourseRestrooms('course-1', [], Date.now() + 1);
    expect(await readCourseRestrooms('course-1')).toEqual([]);
  });

  it('still changes a copy the device holds', async () => {
    await saveRestroomReviews('restroom-1', [review], Date.now() - 5_000);
    await changeRestroomReviews('restroom-1', () => []);
    expect(await readRestroomReviews('restroom-1')).toEqual([]);
  });
});
