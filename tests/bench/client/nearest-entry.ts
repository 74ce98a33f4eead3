/**
 * Bundled by nearest.ts (esbuild) and run inside the built app's origin in Chromium: the app's own
 * device store (offline/db.ts, Dexie), its own offline queries (offline/stores/courses.ts) and the
 * spatial index behind them and the nearby screen's device answer (offline/spatial-index.ts,
 * offline/nearby-restrooms.ts), exposed to the benchmark on `window.__nearestBench`.
 */
import { db, type StoredCourse, type StoredCourseRestrooms } from '../../../src/client/offline/db';
import { nearbyRestroomsOnDevice } from '../../../src/client/offline/nearby-restrooms';
import { courseIndex, restroomIndex } from '../../../src/client/offline/spatial-index';
import { nearestSavedCourse, readCourseList } from '../../../src/client/offline/stores/courses';
import { detailsAnswerOf } from '../../../src/shared/schemas/restroom-details';
import type { Restroom } from '../../../src/shared/schemas/restrooms';

/**
 * A restroom per course, as GET /api/restrooms/course/{id} sends them, saved a minute ago: every
 * other one at its course's point (no position of its own), the others pinned on the course, every
 * fifth reported locked. One per course keeps filling the store within the quick run's time.
 */
function restroomsOf(course: StoredCourse, i: number, savedAt: number): StoredCourseRestrooms {
  const at = new Date(savedAt).toISOString();
  const restroom = (name: string, extra: Partial<Restroom>): Restroom => ({
    _id: crypto.randomUUID(),
    courseId: course._id,
    name,
    locationType: 'clubhouse',
    holeNumber: null,
    facilityType: 'permanent',
    gender: 'unisex',
    accessibility: false,
    isVerified: true,
    status: 'approved',
    averageRating: 0,
    totalReviews: 0,
    submittedBy: null,
    createdAt: at,
    feedback: { helpful: { count: 0, users: [] }, invalid: { count: 0, users: [] } },
    ...detailsAnswerOf({}, new Date(savedAt)),
    courseLatitude: course.latitude,
    courseLongitude: course.longitude,
    ...extra,
  });
  const locked = [
    {
      kind: 'locked' as const,
      count: 1,
      lastReportedAt: at,
      expiresAt: new Date(savedAt + 86_400_000).toISOString(),
    },
  ];
  const hole = (i % 18) + 1;
  return {
    courseId: course._id,
    fetchedAt: savedAt,
    restrooms: [
      i % 2 === 0
        ? restroom('Clubhouse', i % 5 === 0 ? { activeReports: locked, usableNow: false } : {})
        : restroom(`Hole ${hole} Restroom`, {
            locationType: 'on-course',
            holeNumber: hole,
            latitude: course.latitude + 0.002 * Math.cos(i),
            longitude: course.longitude + 0.002 * Math.sin(i),
            approximate: false,
            ...(i % 5 === 0 ? { activeReports: locked, usableNow: false } : {}),
          }),
    ],
  };
}

async function fill(courses: StoredCourse[]) {
  const savedAt = Date.now() - 60_000;
  const copies = courses.map((course, i) => restroomsOf(course, i, savedAt));
  await db.transaction('rw', db.courses, db.courseQueries, db.courseRestrooms, async () => {
    await db.courses.clear();
    await db.courseQueries.clear();
    await db.courseRestrooms.clear();
    await db.courses.bulkPut(courses);
    await db.courseRestrooms.bulkPut(copies);
  });
  return { courses: await db.courses.count(), restrooms: copies.length };
}

/** One location query as the course list makes it offline: nearest first, default radius and page. */
async function locationQuery(latitude: number, longitude: number, radius: number) {
  const started = performance.now();
  const answer = await readCourseList({ latitude, longitude, radius, page: 1, limit: 10 });
  const ms = performance.now() - started;
  return { ms, total: answer?.result.total ?? 0, first: answer?.result.courses[0]?.name ?? null };
}

async function nearest(latitude: number, longitude: number) {
  const started = performance.now();
  const course = await nearestSavedCourse({ latitude, longitude });
  return { ms: performance.now() - started, name: course?.name ?? null, miles: course?.distance ?? null };
}

/**
 * Chromium coarsens performance.now() to 0.1 ms on a page that is not cross-origin isolated, and an
 * index query takes less: each sample times `batch` queries in a row and gives the mean per query.
 */
async function timed<T>(batch: number, query: () => Promise<T>) {
  const started = performance.now();
  let answer = await query();
  for (let i = 1; i < batch; i++) answer = await query();
  return { ms: (performance.now() - started) / batch, answer };
}

/** The nearest saved restroom, however far (the nearby screen's device answer, limit 1). */
async function nearestRestroom(latitude: number, longitude: number, batch = 1) {
  const { ms, answer } = await timed(batch, () =>
    nearbyRestroomsOnDevice({ latitude, longitude }, { radius: Infinity, limit: 1 }),
  );
  const first = answer.restrooms[0];
  return { ms, name: first ? `${first.name}, ${first.courseName}` : null, complete: answer.complete };
}

/** The nearby screen's device answer as it asks: usable now, within 25 miles, 20 at most. */
async function nearbyRadius(latitude: number, longitude: number, batch = 1) {
  const { ms, answer } = await timed(batch, () =>
    nearbyRestroomsOnDevice({ latitude, longitude }, { usableOnly: true }),
  );
  return { ms, count: answer.restrooms.length, complete: answer.complete };
}

/** Both indexes rebuilt from the store (a write to `courses` makes both stale). */
async function rebuild() {
  const first = await db.courses.limit(1).first();
  if (first) await db.courses.put(first);
  const courses = await courseIndex();
  const restrooms = await restroomIndex();
  return {
    courses: { ms: courses.buildMs, bytes: courses.bytes, items: courses.items.length },
    restrooms: { ms: restrooms.buildMs, bytes: restrooms.bytes, items: restrooms.items.length },
  };
}

(window as unknown as { __nearestBench: unknown }).__nearestBench = {
  fill,
  locationQuery,
  nearest,
  nearestRestroom,
  nearbyRadius,
  rebuild,
};
