/**
 * Helpers for the restroom, review, feedback, moderation and idempotency tests: accounts made
 * straight in the database (no password hashing, so twenty reviewers cost milliseconds), restrooms
 * seeded in any status, a brute-force oracle for the aggregates, and a snapshot of every row a
 * refused request must leave alone.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import * as v from 'valibot';
import { expect } from 'vitest';
import { createAccessTokens } from '../../../src/server/auth/tokens';
import { refreshCourseAggregates, refreshRestroomAggregates } from '../../../src/server/db/aggregates';
import { lockCourse, refreshAggregatesOf } from '../../../src/server/db/consistency';
import type { Database } from '../../../src/server/db/client';
import {
  courseOwners,
  courses,
  restroomFeedback,
  restrooms,
  reviews,
  users,
} from '../../../src/server/db/schema';
import { successSchema, type Role } from '../../../src/shared/schemas';
import { TEST_JWT_SECRET } from './app';
import { insertCourses } from './courses';
import { WORKER_DATABASE_URL, type TestContext } from './databases';

const tokens = createAccessTokens(TEST_JWT_SECRET, 900);

export interface TestUser {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  headers: Record<string, string>;
}

/**
 * A real account row (the write routes check it exists), verified unless `verified: false`, and a
 * bearer header for it.
 */
export async function createUser(
  db: Database,
  role: Role = 'regular',
  names: { firstName?: string; lastName?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const firstName = names.firstName ?? 'Pat';
  const lastName = names.lastName ?? 'golfer';
  // An established account: its address verified (support may make it a course's owner).
  const [row] = await db
    .insert(users)
    .values({
      email,
      firstName,
      lastName,
      role,
      emailVerifiedAt: names.verified === false ? null : new Date(),
    })
    .returning();
  const id = row!.id;
  const token = await tokens.sign({ id, email, role });
  return { id, role, firstName, lastName, headers: { authorization: `Bearer ${token}` } };
}

export async function createUsers(db: Database, count: number, role: Role = 'regular'): Promise<TestUser[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => createUser(db, role, { firstName: `Golfer${i}` })),
  );
}

export async function assignOwner(db: Database, courseId: string, user: TestUser): Promise<void> {
  await db.insert(courseOwners).values({ courseId, userId: user.id });
}

export async function createCourse(db: Database, name = 'Pinehurst No. 2') {
  const [course] = await insertCourses(db, [{ name, city: 'Pinehurst', latitude: 35.19, longitude: -79.46 }]);
  return course!;
}

export type RestroomSeed = Partial<typeof restrooms.$inferInsert> & { courseId: string };

/** Inserts restrooms as given (any status) and refreshes the aggregates they change. */
export async function seedRestrooms(db: Database, seeds: RestroomSeed[]) {
  const rows = await db
    .insert(restrooms)
    .values(
      seeds.map((seed) => ({
        name: 'Clubhouse Main',
        locationType: 'clubhouse',
        facilityType: 'permanent',
        gender: 'unisex',
        ...seed,
      })),
    )
    .returning();
  await refreshRestroomAggregates(
    db,
    rows.map((row) => row.id),
  );
  await refreshCourseAggregates(db, [...new Set(rows.map((row) => row.courseId))]);
  return rows;
}

export async function seedRestroom(db: Database, seed: RestroomSeed) {
  const [row] = await seedRestrooms(db, [seed]);
  return row!;
}

/** A review written straight to the table (aggregates refreshed), for setting up a scene. */
export async function seedReview(
  db: Database,
  restroom: { id: string; courseId: string },
  user: TestUser,
  rating: number,
  extra: Partial<typeof reviews.$inferInsert> = {},
) {
  // Like the product's writes (docs/architecture.md, write path): one transaction under the course
  // lock. Two seeds run at once otherwise race: a recount whose snapshot predates the other's
  // insert can be written after the other's, leaving an aggregate one review short.
  return db.transaction(async (tx) => {
    await lockCourse(tx, restroom.courseId);
    const [row] = await tx
      .insert(reviews)
      .values({ restroomId: restroom.id, userId: user.id, rating, ...extra })
      .returning();
    await refreshAggregatesOf(tx, restroom);
    return row!;
  });
}

export async function seedFeedback(
  db: Database,
  restroomId: string,
  user: TestUser,
  kind: 'helpful' | 'invalid',
  createdAt?: Date,
) {
  await db
    .insert(restroomFeedback)
    .values({ restroomId, userId: user.id, kind, ...(createdAt ? { createdAt } : {}) });
}

/** A valid POST /api/restrooms body. */
export const restroomBody = (courseId: string, overrides: Record<string, unknown> = {}) => ({
  courseId,
  name: 'Clubhouse Main',
  locationType: 'clubhouse',
  holeNumber: null,
  facilityType: 'permanent',
  gender: 'unisex',
  accessibility: false,
  ...overrides,
});

/** A request through the app as this user (or anonymously), with a JSON body when given. */
export function call(
  ctx: TestContext,
  method: string,
  path: string,
  as?: TestUser,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return ctx.request(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...as?.headers,
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The answer's `data`, checked against the shared contract, after checking the status. */
export async function dataOf<TSchema extends v.GenericSchema>(
  res: Response,
  schema: TSchema,
  status = 200,
): Promise<v.InferOutput<TSchema>> {
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return v.parse(successSchema(schema), body).data;
}

export async function failureOf(res: Response): Promise<{ status: number; message: string }> {
  const body = (await res.json()) as { success: boolean; message: string };
  expect(body.success, JSON.stringify(body)).toBe(false);
  return { status: res.status, message: body.message };
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/**
 * docs/decisions.md §4, checked by brute force: the stored aggregates of the course and of each of its
 * restrooms equal what the rows say (only pending + approved restrooms count on the course: rejected
 * and removed ones do not).
 */
export async function expectAggregatesExact(db: Database, courseId: string): Promise<void> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  const rooms = await db.select().from(restrooms).where(eq(restrooms.courseId, courseId));
  const ratings = rooms.length
    ? await db
        .select({ restroomId: reviews.restroomId, rating: reviews.rating })
        .from(reviews)
        .where(
          inArray(
            reviews.restroomId,
            rooms.map((room) => room.id),
          ),
        )
    : [];
  const ratingsOf = (id: string) => ratings.filter((r) => r.restroomId === id).map((r) => r.rating);
  for (const room of rooms) {
    expect(room.totalReviews, `${room.name} totalReviews`).toBe(ratingsOf(room.id).length);
    expect(room.averageRating, `${room.name} averageRating`).toBeCloseTo(mean(ratingsOf(room.id)), 9);
  }
  const visible = rooms.filter((room) => room.status === 'pending' || room.status === 'approved');
  const visibleRatings = visible.flatMap((room) => ratingsOf(room.id));
  expect(course, 'course').toBeDefined();
  expect({
    totalRestrooms: course!.totalRestrooms,
    verifiedRestrooms: course!.verifiedRestrooms,
    totalReviews: course!.totalReviews,
  }).toEqual({
    totalRestrooms: visible.length,
    verifiedRestrooms: visible.filter((room) => room.isVerified).length,
    totalReviews: visibleRatings.length,
  });
  expect(course!.averageRating).toBeCloseTo(mean(visibleRatings), 9);
}

/** Every row a refused write must not touch, in a stable order. */
export async function snapshot(db: Database) {
  return {
    courses: await db.select().from(courses).orderBy(asc(courses.id)),
    restrooms: await db.select().from(restrooms).orderBy(asc(restrooms.id)),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    feedback: await db
      .select()
      .from(restroomFeedback)
      .orderBy(asc(restroomFeedback.restroomId), asc(restroomFeedback.userId)),
  };
}

/**
 * Makes a race certain instead of lucky. On PostgreSQL, another connection holds a row lock on
 * the restroom (or course) while `work` starts its concurrent writes and for `ms` more: every
 * writer gets as far as that row with its snapshot already taken and queues there. For a
 * restroom that is the window in which a write without the course lock recomputes the aggregates
 * from stale rows; for a course, the writers queue at the course lock itself. NO KEY UPDATE, so
 * foreign-key checks of inserted rows (KEY SHARE) pass. PGlite runs one transaction at a time, so
 * there `work` just runs.
 */
export async function withRowLocked<T>(
  kind: TestContext['kind'],
  table: 'restrooms' | 'courses',
  id: string,
  work: () => Promise<T>,
  ms = 300,
): Promise<T> {
  if (kind !== 'postgres' || !WORKER_DATABASE_URL) return work();
  const client = postgres(WORKER_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = client.begin(async (q) => {
      await q`select id from ${q(table)} where id = ${id} for no key update`;
      locked();
      await released;
    });
    await isLocked;
    const result = work();
    await sleep(ms);
    release();
    await holder;
    return await result;
  } finally {
    await client.end({ timeout: 5 });
  }
}
