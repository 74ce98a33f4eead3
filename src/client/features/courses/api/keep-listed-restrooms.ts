/**
 * The restrooms of the courses a list showed, put on the device behind it (docs/decisions.md §6:
 * everything seen online is readable offline). Before, a course the golfer never opened had no
 * restrooms on the device: offline its header said "2 RESTROOMS" over "No restrooms listed" and
 * "Add First Restroom". The first courses of the answer go first (the list's order: nearest first
 * when it follows the golfer), within a budget, two requests at a time; a copy saved a moment ago is
 * not asked for again, and the first request that gets no answer stops the rest.
 */
import type { Course } from '../../../../shared/schemas/courses';
import { restroomListResultSchema, type Restroom } from '../../../../shared/schemas/restrooms';
import { api, parseData } from '../../../lib/api';
import { fetchEach } from '../../../lib/fetch-each';
import { withStore } from '../../../offline/load-store';

/** Courses of one list answer whose restrooms are kept (a list page shows 10 to 20). */
const COURSE_BUDGET = 20;
/** A copy younger than this is not asked for again: the same list seen twice costs nothing. */
const FRESH_MS = 30 * 60_000;
const PARALLEL = 2;

const inFlight = new Set<string>();

const save = (courseId: string, restrooms: Restroom[], askedAt: number) =>
  withStore('courseRestrooms', (store) => store.saveCourseRestrooms(courseId, restrooms, askedAt));

async function fetchAndSave(courseId: string): Promise<void> {
  const askedAt = Date.now();
  const { restrooms } = await parseData(
    api.get(`restrooms/course/${encodeURIComponent(courseId)}`),
    restroomListResultSchema,
  );
  await save(courseId, restrooms, askedAt);
}

/**
 * Keeps the restrooms of the first listed courses on the device; never fails (nobody waits for
 * it). A course the list says has no restrooms, of which the device holds nothing, needs no
 * request: its empty list is the list's answer, of `listedAt`.
 */
export async function keepListedRestrooms(
  courses: readonly Course[],
  listedAt: number,
  now = Date.now(),
): Promise<void> {
  const listed = courses.slice(0, COURSE_BUDGET);
  const savedAt = await withStore(
    'courseRestrooms',
    (store) => store.courseRestroomsSavedAt(listed.map((course) => course._id)),
    { quiet: new Map<string, number>() },
  );
  const due = listed.filter(
    (course) => !inFlight.has(course._id) && now - (savedAt.get(course._id) ?? 0) >= FRESH_MS,
  );
  const known = (course: Course) => course.totalRestrooms === 0 && !savedAt.has(course._id);
  await Promise.all(due.filter(known).map((course) => save(course._id, [], listedAt).catch(() => undefined)));
  const queue = due.filter((course) => !known(course)).map((course) => course._id);
  await fetchEach(queue, { parallel: PARALLEL, inFlight }, fetchAndSave);
}
