/**
 * GET /api/restrooms/course/:id reads the course, its listed restrooms, their votes and their
 * active reports in one statement (src/server/restrooms/course-restrooms.ts), while every other
 * restroom read presents its rows through presentRestrooms (extras.ts). Both must show a restroom
 * alike, each restroom only its own votes and reports, and a course with nothing listed is an empty
 * list, not a 404. Both databases.
 */
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { restroomReports, restrooms } from '../../src/server/db/schema';
import { presentRestrooms } from '../../src/server/restrooms/extras';
import { restroomListResultSchema } from '../../src/shared/schemas';
import { buildApp } from './helpers/app';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import {
  call,
  createCourse,
  createUsers,
  dataOf,
  seedFeedback,
  seedRestroom,
  seedRestrooms,
} from './helpers/restrooms';

const NOW = new Date('2026-07-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describeEachDatabase('restrooms of a course in one statement', (getCtx) => {
  let ctx: TestContext;

  beforeAll(() => {
    const base = getCtx();
    const app = buildApp(base.handle, { clock: () => NOW });
    ctx = { ...base, app, request: async (path, init) => app.request(path, init) };
  });

  const list = async (courseId: string) =>
    (await dataOf(await call(ctx, 'GET', `/api/restrooms/course/${courseId}`), restroomListResultSchema))
      .restrooms;

  it('answers an empty list for a course with nothing listed (none, or only rejected ones)', async () => {
    const empty = await createCourse(ctx.db, 'Empty Links');
    expect(await list(empty.id)).toEqual([]);
    const refused = await createCourse(ctx.db, 'Refused Links');
    await seedRestroom(ctx.db, {
      courseId: refused.id,
      status: 'rejected',
      rejectionReason: 'No such place',
    });
    expect(await list(refused.id)).toEqual([]);
  });

  it('shows each restroom its own votes and active reports, as every other restroom read does', async () => {
    const { db } = ctx;
    const course = await createCourse(db, 'Report Links');
    const nextDoor = await createCourse(db, 'Next Door Links');
    const [main, turn, hole7] = await seedRestrooms(db, [
      { courseId: course.id, name: 'Clubhouse Main', status: 'approved', isVerified: true },
      // In season in July (bit 6), confirmed lately.
      {
        courseId: course.id,
        name: 'Turn House',
        locationType: 'halfway-house',
        season: 'seasonal',
        openMonths: 1 << 6,
        lastConfirmedAt: at(-3 * 24 * HOUR),
      },
      { courseId: course.id, name: 'Hole 7', locationType: 'on-course', holeNumber: 7 },
    ]);
    const elsewhere = await seedRestroom(db, { courseId: nextDoor.id });
    const [a, b, c] = await createUsers(db, 3);
    if (!main || !turn || !hole7 || !a || !b || !c) throw new Error('seeding failed');

    await seedFeedback(db, main.id, b, 'helpful', at(-3 * HOUR));
    await seedFeedback(db, main.id, a, 'helpful', at(-2 * HOUR));
    await seedFeedback(db, main.id, c, 'invalid', at(-1 * HOUR));
    await seedFeedback(db, hole7.id, c, 'helpful', at(-1 * HOUR));
    await seedFeedback(db, elsewhere.id, a, 'invalid');

    const report = (
      restroomId: string,
      userId: string,
      kind: string,
      created: number,
      expires: number | null,
    ) => ({
      restroomId,
      userId,
      kind,
      createdAt: at(created),
      expiresAt: expires === null ? null : at(expires),
    });
    await db.insert(restroomReports).values([
      report(main.id, a.id, 'locked', -2 * HOUR, 22 * HOUR),
      report(main.id, b.id, 'locked', -1 * HOUR, 23 * HOUR),
      // Expired, and settled: neither is active.
      report(main.id, c.id, 'no_paper', -5 * HOUR, -1 * HOUR),
      { ...report(turn.id, b.id, 'needs_cleaning', -1 * HOUR, 3 * HOUR), resolvedAt: at(-HOUR / 2) },
      report(turn.id, a.id, 'gone', -HOUR / 2, null),
      // One of a kind that never expires makes the kind's expiry null.
      report(turn.id, b.id, 'gone', -HOUR, HOUR),
      report(turn.id, c.id, 'no_soap', -HOUR / 4, 3 * HOUR),
      report(elsewhere.id, a.id, 'locked', -HOUR, 23 * HOUR),
    ]);
    // Stored with microseconds, as a default of now() would be: shown to the millisecond.
    await db.insert(restroomReports).values({
      restroomId: hole7.id,
      userId: a.id,
      kind: 'no_paper',
      createdAt: sql`'2026-07-01T11:50:00.123456Z'::timestamptz`,
      expiresAt: sql`'2026-07-01T15:50:00.987654Z'::timestamptz`,
    });

    const listed = await list(course.id);
    const ids = [main.id, turn.id, hole7.id];
    expect(listed.map((r) => r._id)).toEqual(ids);
    const rows = await db.select().from(restrooms).where(inArray(restrooms.id, ids));
    const inOrder = ids.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
    expect(listed).toEqual(await presentRestrooms(db, inOrder, NOW));

    // And what that is, so the two reads cannot be wrong alike.
    const [shownMain, shownTurn, shownHole7] = listed;
    expect(shownMain?.feedback).toEqual({
      helpful: { count: 2, users: [b.id, a.id] },
      invalid: { count: 1, users: [c.id] },
    });
    expect(shownMain?.activeReports).toEqual([
      {
        kind: 'locked',
        count: 2,
        byOwner: false,
        lastReportedAt: at(-HOUR).toISOString(),
        expiresAt: at(23 * HOUR).toISOString(),
      },
    ]);
    expect(shownMain?.usableNow).toBe(false);
    expect(shownTurn?.feedback).toEqual({
      helpful: { count: 0, users: [] },
      invalid: { count: 0, users: [] },
    });
    expect(shownTurn?.activeReports).toEqual([
      {
        kind: 'gone',
        count: 2,
        byOwner: false,
        lastReportedAt: at(-HOUR / 2).toISOString(),
        expiresAt: null,
      },
      {
        kind: 'no_soap',
        count: 1,
        byOwner: false,
        lastReportedAt: at(-HOUR / 4).toISOString(),
        expiresAt: at(3 * HOUR).toISOString(),
      },
    ]);
    expect(shownTurn?.usableNow).toBe(false);
    expect(shownHole7?.feedback.helpful.users).toEqual([c.id]);
    expect(shownHole7?.activeReports).toEqual([
      {
        kind: 'no_paper',
        count: 1,
        byOwner: false,
        lastReportedAt: '2026-07-01T11:50:00.123Z',
        expiresAt: '2026-07-01T15:50:00.987Z',
      },
    ]);
    expect(shownHole7?.usableNow).toBe(true);
  });
});
