/**
 * The device's spatial index (src/client/offline/spatial-index.ts) on the real extract: its nearest
 * and radius answers equal a brute-force haversine sort over every course, and a write through the
 * stores is seen by the next query.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, type StoredCourse } from '../../../../src/client/offline/db';
import { answerCourseQueryLocally } from '../../../../src/client/offline/local-course-query';
import { courseIndex, nearWithin } from '../../../../src/client/offline/spatial-index';
import {
  forgetCourse,
  nearestSavedCourse,
  readCourseList,
  saveCourse,
} from '../../../../src/client/offline/stores/courses';
import { haversineMiles, type LatLng } from '../../../../src/shared/geo';
import { course } from './fixtures';

const SHARED_GEOJSON = path.resolve('..', 'shared', 'data', 'osm-us-golf-courses.geojson');
const POINTS: LatLng[] = [
  { latitude: 35.1954, longitude: -79.4695 }, // Pinehurst
  { latitude: 41.8781, longitude: -87.6298 }, // Chicago
  { latitude: 39.5, longitude: -117 }, // rural Nevada
  { latitude: 21.3069, longitude: -157.8583 }, // Honolulu
  { latitude: 64.8378, longitude: -147.7164 }, // Fairbanks
];

function extract(): StoredCourse[] {
  const { features } = JSON.parse(readFileSync(SHARED_GEOJSON, 'utf8')) as {
    features: { geometry: { coordinates: [number, number] }; properties: Record<string, string | null> }[];
  };
  return features.map((feature, i) => {
    const [longitude, latitude] = feature.geometry.coordinates;
    const { name, ...properties } = feature.properties;
    return {
      ...course(`osm-${String(i).padStart(5, '0')}`, { latitude, longitude }),
      name: name ?? 'Golf course',
      state: properties['addr:state'] ?? '',
      savedAt: 1_000,
    };
  });
}

const byMilesThenId = (from: LatLng) => (a: StoredCourse, b: StoredCourse) =>
  haversineMiles(from, a) - haversineMiles(from, b) || (a._id < b._id ? -1 : 1);

let all: StoredCourse[] = [];

beforeAll(async () => {
  all = extract();
  await db.open();
  await db.courses.clear();
  await db.courses.bulkPut(all);
}, 60_000);

describe('the spatial index over all saved courses (the OpenStreetMap extract)', () => {
  it('holds every course and orders the nearest like a brute-force haversine sort', async () => {
    const index = await courseIndex();
    expect(all.length).toBeGreaterThan(9_000);
    expect(index.items).toHaveLength(all.length);
    expect(index.bytes).toBeGreaterThan(all.length * 16); // two float64 per point, plus ids
    for (const point of POINTS) {
      const expected = [...all].sort(byMilesThenId(point)).slice(0, 25);
      const near = nearWithin(index, point, Infinity, { limit: 25 });
      expect(near.slice(0, 25).map((n) => n.miles)).toEqual(expected.map((c) => haversineMiles(point, c)));
      const nearest = await nearestSavedCourse(point);
      expect(nearest?._id).toBe(expected[0]?._id);
      expect(nearest?.distance).toBe(haversineMiles(point, expected[0]!));
    }
  });

  it('answers a radius query with exactly the courses a full scan keeps, in the same order', async () => {
    const index = await courseIndex();
    for (const point of POINTS) {
      for (const radius of [5, 50, 250]) {
        const expected = all.filter((c) => haversineMiles(point, c) <= radius).sort(byMilesThenId(point));
        const near = nearWithin(index, point, radius);
        expect(near.map((n) => n.item._id).sort()).toEqual(expected.map((c) => c._id).sort());
        // The course list's answer through the index is the full scan's, page for page.
        const query = { ...point, radius, page: 2, limit: 10 };
        const saved = await readCourseList(query);
        const scanned = answerCourseQueryLocally(all, query);
        if (scanned.total === 0) expect(saved).toBeNull();
        else expect(saved?.result).toEqual(scanned);
      }
    }
  });

  it('keeps a course exactly at the radius and leaves out one a hair beyond it', async () => {
    const index = await courseIndex();
    const centre = POINTS[0]!;
    const target = [...all].sort(byMilesThenId(centre))[7]!;
    const edge = haversineMiles(centre, target);
    expect(nearWithin(index, centre, edge).map((n) => n.item._id)).toContain(target._id);
    expect(nearWithin(index, centre, edge * (1 - 1e-12)).map((n) => n.item._id)).not.toContain(target._id);
  });

  it('returns every course tied with the last one a limit reaches, and nothing from a bad position', async () => {
    const index = await courseIndex();
    const centre = POINTS[1]!;
    const near = nearWithin(index, centre, Infinity, { limit: 1 });
    expect(near.length).toBeGreaterThanOrEqual(1);
    expect(near.every((n) => n.miles === near[0]!.miles)).toBe(true);
    expect(nearWithin(index, { latitude: Number.NaN, longitude: 0 }, 50)).toEqual([]);
  });
});

describe('the spatial index after a write', () => {
  const here = { latitude: 36.5, longitude: -80.5 };
  afterEach(async () => {
    await forgetCourse('fresh');
  });

  it('sees a course saved, moved and forgotten through the store at the next query', async () => {
    const before = await nearestSavedCourse(here);
    expect(before?._id).not.toBe('fresh');
    await saveCourse(course('fresh', { ...here, name: 'Just Built' }));
    expect((await nearestSavedCourse(here))?._id).toBe('fresh');
    expect(
      (await readCourseList({ ...here, radius: 1, limit: 10 }))?.result.courses.map((c) => c._id),
    ).toEqual(['fresh']);
    await saveCourse(course('fresh', { latitude: 10, longitude: 10 }));
    expect((await nearestSavedCourse(here))?._id).toBe(before?._id);
    await saveCourse(course('fresh', { ...here }));
    await forgetCourse('fresh');
    expect((await nearestSavedCourse(here))?._id).toBe(before?._id);
  });

  it('is rebuilt only when its table changed', async () => {
    const first = await courseIndex();
    expect(await courseIndex()).toBe(first);
    await db.courseQueries.put({ key: 'k', ids: [], total: 0, pages: 0, page: 1, fetchedAt: 1 });
    expect(await courseIndex()).toBe(first); // another table
    await saveCourse(course('fresh', { ...here }));
    expect(await courseIndex()).not.toBe(first);
    await db.courseQueries.clear();
  });
});
