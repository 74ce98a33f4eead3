/**
 * Planning the daily digests (docs/product.md §12, docs/performance.md "The digest planned from
 * owned courses"): every process plans once a minute, so planning reads the owned courses' recent
 * events and nothing else, however large the other courses' history; and a day is the course's
 * own, in a zone whose midnight is on a quarter hour. Both databases.
 */
import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { insertCourses } from './helpers/courses';
import type { Executor } from '../../src/server/db/client';
import { notifications } from '../../src/server/db/schema';
import { planDigests } from '../../src/server/notifications/digest';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { assignOwner, createCourse, createUser, seedRestroom, seedReview } from './helpers/restrooms';

/** Noon in Pinehurst (America/New_York) on Friday 20 November 2026. */
const EVENT_AT = new Date('2026-11-20T17:00:00Z');
const EVENING = new Date('2026-11-20T23:00:00Z');

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

describeEachDatabase('daily digest planning', (getCtx) => {
  let ctx: TestContext;
  beforeEach(() => {
    ctx = getCtx();
  });

  const digestKeys = (courseId: string) =>
    ctx.db
      .select({
        key: notifications.eventKey,
        payload: notifications.payload,
        due: notifications.nextAttemptAt,
      })
      .from(notifications)
      .where(like(notifications.eventKey, `digest:${courseId}:%`))
      .orderBy(notifications.eventKey);

  it("reads the owned courses' recent reviews only, not the table", async () => {
    // A course nobody owns, with a history of 2,000 reviews, all of them within the look-back.
    const other = await createCourse(ctx.db, `Unowned ${randomBytes(3).toString('hex')}`);
    const tag = randomBytes(4).toString('hex');
    await ctx.db.execute(sql`insert into users (email, first_name, last_name, role)
      select 'digest-history-' || ${tag}::text || '-' || g || '@example.test', 'Pat', 'Golfer', 'regular'
      from generate_series(1, 40) g`);
    await ctx.db.execute(sql`insert into restrooms (course_id, name, location_type, facility_type, gender)
      select ${other.id}::uuid, 'Hole ' || g, 'on-course', 'portable', 'unisex' from generate_series(1, 50) g`);
    await ctx.db.execute(sql`insert into reviews (restroom_id, user_id, rating, created_at)
      select r.id, u.id, 4, ${EVENT_AT.toISOString()}::timestamptz from restrooms r, users u
      where r.course_id = ${other.id}::uuid and u.email like ${`digest-history-${tag}-%`}`);
    const course = await createCourse(ctx.db, `Owned ${randomBytes(3).toString('hex')}`);
    const room = await seedRestroom(ctx.db, { courseId: course.id, status: 'approved' });
    await assignOwner(ctx.db, course.id, await createUser(ctx.db, 'course_owner'));
    await seedReview(ctx.db, room, await createUser(ctx.db), 5, { createdAt: EVENT_AT });

    // Statistics as a live database has them (autovacuum analyzes; a test's fresh rows have none), so
    // the planner judges the sizes this test sets up, not a guess that would favour a scan.
    await ctx.db.execute(sql`analyze course_owners, courses, restrooms, restroom_reports, reviews`);

    // The rows of reviews planning read, by any scan: the backend's counts before and after, in one
    // transaction (the counts are flushed to the shared statistics only between transactions).
    const readSoFar = async (tx: Executor) => {
      const [stats] = rowsOf<{ read: number | string }>(
        await tx.execute(sql`select coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0) as read
          from pg_stat_xact_user_tables where relname = 'reviews'`),
      );
      return Number(stats?.read ?? 0);
    };
    const { planned, read } = await ctx.db.transaction(async (tx) => {
      const before = await readSoFar(tx);
      const planned = await planDigests(tx, EVENING);
      return { planned, read: (await readSoFar(tx)) - before };
    });
    expect(planned).toBe(1);
    // The owned restroom's one review; a scan of the table would read the other 2,000 too.
    expect(read).toBeLessThanOrEqual(1);
    expect((await digestKeys(course.id)).map((row) => row.key)).toEqual([`digest:${course.id}:2026-11-20`]);
    expect(await digestKeys(other.id)).toEqual([]);
  });

  it("gives each event its course's day, in a zone whose midnight is on a quarter hour", async () => {
    // Kathmandu, UTC+05:45: 18:15 UTC is midnight there.
    const [course] = await insertCourses(ctx.db, [
      {
        name: `Gokarna ${randomBytes(3).toString('hex')}`,
        city: 'Kathmandu',
        latitude: 27.74,
        longitude: 85.38,
      },
    ]);
    const room = await seedRestroom(ctx.db, { courseId: course!.id, status: 'approved' });
    const owner = await createUser(ctx.db, 'course_owner');
    await assignOwner(ctx.db, course!.id, owner);
    await seedReview(ctx.db, room, await createUser(ctx.db), 4, {
      createdAt: new Date('2026-11-20T18:14:59Z'),
    });
    await seedReview(ctx.db, room, await createUser(ctx.db), 2, {
      createdAt: new Date('2026-11-20T18:15:00Z'),
    });
    expect(await planDigests(ctx.db, new Date('2026-11-21T00:00:00Z'))).toBe(2);
    // Planned again: nothing new.
    expect(await planDigests(ctx.db, new Date('2026-11-21T00:01:00Z'))).toBe(0);
    const rows = await digestKeys(course!.id);
    expect(rows.map((row) => [row.key, row.payload, row.due.toISOString()])).toEqual([
      [
        `digest:${course!.id}:2026-11-20`,
        {
          courseId: course!.id,
          day: '2026-11-20',
          from: '2026-11-19T18:15:00.000Z',
          to: '2026-11-20T18:15:00.000Z',
          zone: 'Asia/Kathmandu',
        },
        // 06:00 the next morning in Kathmandu.
        '2026-11-21T00:15:00.000Z',
      ],
      [
        `digest:${course!.id}:2026-11-21`,
        {
          courseId: course!.id,
          day: '2026-11-21',
          from: '2026-11-20T18:15:00.000Z',
          to: '2026-11-21T18:15:00.000Z',
          zone: 'Asia/Kathmandu',
        },
        '2026-11-22T00:15:00.000Z',
      ],
    ]);
    const [owned] = await ctx.db.select().from(notifications).where(eq(notifications.courseId, course!.id));
    expect(owned).toMatchObject({ userId: owner.id, channel: 'email', kind: 'digest', status: 'pending' });
  });
});
