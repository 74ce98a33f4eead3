/**
 * Owner of the `courseRestrooms` table (db.ts): the last answer to GET /api/restrooms/course/{id}
 * per course, as the device's copy. Only this module writes it: the course screen saves what the
 * network answered, and the drain (page or service worker) folds in what an accepted write changed.
 */
import type { Restroom } from '../../../shared/schemas/restrooms';
import { db } from '../db';

export async function readCourseRestrooms(courseId: string): Promise<Restroom[] | null> {
  const copy = await db.courseRestrooms.get(courseId);
  return copy && !copy.withoutAnswer ? copy.restrooms : null;
}

/**
 * When the device's copy of each course's restrooms was fetched (ms), for the courses it holds: a
 * course list seen again does not ask for restrooms it has just saved.
 */
export async function courseRestroomsSavedAt(courseIds: string[]): Promise<Map<string, number>> {
  const rows = await db.courseRestrooms.bulkGet(courseIds);
  return new Map(
    rows.flatMap((row) => (row && !row.withoutAnswer ? [[row.courseId, row.fetchedAt] as const] : [])),
  );
}

/**
 * Saves a network answer asked for at `askedAt`, unless an accepted write changed the copy after
 * that: the answer predates the change, and writing it back would undo the change on the device.
 */
export async function saveCourseRestrooms(
  courseId: string,
  restrooms: Restroom[],
  askedAt = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.courseRestrooms, async () => {
    const copy = await db.courseRestrooms.get(courseId);
    if (copy?.changedAt && copy.changedAt > askedAt) return;
    await db.courseRestrooms.put({ courseId, restrooms, fetchedAt: askedAt });
  });
}

/**
 * Applies an accepted write to the copy, if the device has one: a copy made from one write alone
 * would pass for the course's whole list. Without one it only marks when the write was accepted,
 * so an answer asked for before it (a list's background fetch in flight) cannot land after it and
 * bring back what the write changed.
 */
export async function changeCourseRestrooms(
  courseId: string,
  apply: (restrooms: Restroom[]) => Restroom[],
): Promise<void> {
  await db.transaction('rw', db.courseRestrooms, async () => {
    const copy = await db.courseRestrooms.get(courseId);
    const changedAt = Date.now();
    await db.courseRestrooms.put(
      copy && !copy.withoutAnswer
        ? { ...copy, restrooms: apply(copy.restrooms), changedAt }
        : { courseId, restrooms: [], fetchedAt: 0, changedAt, withoutAnswer: true },
    );
  });
}
