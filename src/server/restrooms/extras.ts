/**
 * Every restroom answer in one shape (present.ts): the rows, their feedback tallies, the reports
 * active at the request's `now` and their courses' points (where hours are judged), read with one
 * query each for any number of restrooms.
 */
import type { Restroom } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { listActiveSummaries } from '../reports/queries';
import { feedbackByRestroom, presentRestroom } from './present';
import { coursePoints, listFeedback, type RestroomRow } from './queries';

const hasCoursePoint = (row: object): row is { courseLatitude: number; courseLongitude: number } =>
  typeof (row as { courseLatitude?: unknown }).courseLatitude === 'number' &&
  typeof (row as { courseLongitude?: unknown }).courseLongitude === 'number';

/** The rows as restroom answers; `shape` adds what a route shows besides (a distance, a course name). */
export async function presentRestrooms<R extends RestroomRow, T = Restroom>(
  db: Executor,
  rows: R[],
  now: Date,
  shape: (restroom: Restroom, row: R) => T = (restroom) => restroom as T,
): Promise<T[]> {
  const ids = rows.map((row) => row.id);
  const feedback = feedbackByRestroom(await listFeedback(db, ids));
  const reports = await listActiveSummaries(db, ids, now);
  // Rows read with their course (nearby) carry its point; the others' are read in one query.
  const courses = rows.every(hasCoursePoint)
    ? undefined
    : await coursePoints(
        db,
        rows.map((row) => row.courseId),
      );
  return rows.map((row) =>
    shape(
      presentRestroom(row, now, {
        feedback: feedback.get(row.id),
        reports: reports.get(row.id),
        course: hasCoursePoint(row)
          ? { latitude: row.courseLatitude, longitude: row.courseLongitude }
          : courses?.get(row.courseId),
      }),
      row,
    ),
  );
}

export async function presentOne(db: Executor, row: RestroomRow, now: Date): Promise<Restroom> {
  const [restroom] = await presentRestrooms(db, [row], now);
  if (!restroom) throw new Error('a restroom row gave no answer');
  return restroom;
}
