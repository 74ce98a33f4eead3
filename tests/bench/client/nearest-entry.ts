/**
 * Bundled by nearest.ts (esbuild) and run inside the built app's origin in Chromium: the app's own
 * device store (offline/db.ts, Dexie) and its own offline query (offline/stores/courses.ts), exposed
 * to the benchmark on `window.__nearestBench`.
 */
import { db, type StoredCourse } from '../../../src/client/offline/db';
import { nearestSavedCourse, readCourseList } from '../../../src/client/offline/stores/courses';

async function fill(courses: StoredCourse[]): Promise<number> {
  await db.transaction('rw', db.courses, db.courseQueries, async () => {
    await db.courses.clear();
    await db.courseQueries.clear();
    await db.courses.bulkPut(courses);
  });
  return db.courses.count();
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

(window as unknown as { __nearestBench: unknown }).__nearestBench = { fill, locationQuery, nearest };
