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

async function fill(courses: StoredCourse[], restrooms: StoredCourseRestrooms[]) {
  await db.transaction('rw', db.courses, db.courseQueries, db.courseRestrooms, async () => {
    await db.courses.clear();
    await db.courseQueries.clear();
    await db.courseRestrooms.clear();
    await db.courses.bulkPut(courses);
    await db.courseRestrooms.bulkPut(restrooms);
  });
  return { courses: await db.courses.count(), copies: await db.courseRestrooms.count() };
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
