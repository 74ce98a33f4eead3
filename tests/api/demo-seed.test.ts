import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  courseOwners,
  courses,
  restroomConfirmations,
  restroomReports,
  restrooms,
  reviews,
  users,
} from '../../src/server/db/schema';
import { DEMO_PASSWORD, DEMO_USERS, presentDemoAccounts, seedDemo } from '../../src/server/seed/demo';
import { demoAccountEmails, disableDemoSignIn, removeDemo } from '../../src/server/seed/demo-removal';
import { login, postJson } from './helpers/auth';
import { createCourse, createUser, seedRestroom, seedReview } from './helpers/restrooms';
import { expectEveryAggregateExact } from './helpers/consistency';
import { describeEachDatabase } from './helpers/databases';

const average = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

describeEachDatabase('demo seeding', (getCtx) => {
  it('seeds an empty database with three accounts with argon2id passwords', async () => {
    const { db } = getCtx();
    expect(await presentDemoAccounts(db)).toEqual([]);
    expect(await seedDemo(db)).toBe(true);

    const rows = await db.select().from(users);
    expect(rows.map((u) => u.role).sort()).toEqual(['admin', 'course_owner', 'regular']);
    for (const user of rows) {
      expect(user.email).toBe(user.email.toLowerCase());
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(user.passwordHash!, DEMO_PASSWORD)).toBe(true);
    }
    expect((await presentDemoAccounts(db)).map((a) => a.email)).toEqual(
      Object.values(DEMO_USERS).map((u) => u.email),
    );
  });

  it('adds sample NC courses, two owned by the owner, one pending submission from the golfer', async () => {
    const { db } = getCtx();
    const courseRows = await db.select().from(courses);
    expect(courseRows.length).toBeGreaterThanOrEqual(6);
    expect(
      courseRows.every((c) => c.isSample && c.state === 'NC' && c.address === '' && c.phone === null),
    ).toBe(true);

    const [owner] = await db.select().from(users).where(eq(users.role, 'course_owner'));
    const [golfer] = await db.select().from(users).where(eq(users.role, 'regular'));
    const owned = await db.select().from(courseOwners).where(eq(courseOwners.userId, owner!.id));
    expect(owned).toHaveLength(2);

    const restroomRows = await db.select().from(restrooms);
    expect(restroomRows.every((r) => r.isSample)).toBe(true);
    const pending = restroomRows.filter((r) => r.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ submittedBy: golfer!.id, isVerified: false });
    expect(owned.map((o) => o.courseId)).toContain(pending[0]!.courseId);
    expect(restroomRows.filter((r) => r.status === 'approved').every((r) => r.isVerified)).toBe(true);
    expect(
      restroomRows.filter((r) => r.locationType === 'on-course').every((r) => r.holeNumber !== null),
    ).toBe(true);
  });

  it('shows the restrooms as places: positions, a seasonal one, live reports, confirmations (issue 15)', async () => {
    const { db } = getCtx();
    const rooms = await db.select().from(restrooms);
    expect(rooms.filter((r) => r.latitude !== null).length).toBeGreaterThanOrEqual(5);
    expect(rooms.some((r) => r.latitude === null)).toBe(true);
    expect(rooms.filter((r) => r.season === 'seasonal').length).toBeGreaterThanOrEqual(1);
    expect(new Set(rooms.map((r) => r.access))).toEqual(
      new Set(['customers', 'players', 'public', 'key', 'members', 'unknown']),
    );
    // Every listing by its owner or the admin is dated as their confirmation; golfers confirmed some too.
    expect(rooms.filter((r) => r.status === 'approved').every((r) => r.ownerConfirmedAt !== null)).toBe(true);
    expect(await db.select().from(restroomConfirmations)).not.toHaveLength(0);
    const open = await db
      .select()
      .from(restroomReports)
      .where(sql`${restroomReports.expiresAt} > now()`);
    expect(open.map((r) => r.kind).sort()).toEqual(['locked', 'no_paper']);
  });

  it('stores aggregates consistent with the rows', async () => {
    const { db } = getCtx();
    const [courseRows, restroomRows, reviewRows] = await Promise.all([
      db.select().from(courses),
      db.select().from(restrooms),
      db.select().from(reviews),
    ]);
    expect(reviewRows.length).toBeGreaterThan(5);
    expect(reviewRows.every((r) => r.isSample)).toBe(true);

    for (const restroom of restroomRows) {
      const ratings = reviewRows.filter((r) => r.restroomId === restroom.id).map((r) => r.rating);
      expect(restroom.totalReviews, restroom.name).toBe(ratings.length);
      expect(restroom.averageRating, restroom.name).toBeCloseTo(average(ratings), 9);
    }
    for (const course of courseRows) {
      const visible = restroomRows.filter((r) => r.courseId === course.id && r.status !== 'rejected');
      const ratings = reviewRows
        .filter((r) => visible.some((v) => v.id === r.restroomId))
        .map((r) => r.rating);
      expect(course.totalRestrooms, course.name).toBe(visible.length);
      expect(course.verifiedRestrooms, course.name).toBe(visible.filter((r) => r.isVerified).length);
      expect(course.totalReviews, course.name).toBe(ratings.length);
      expect(course.averageRating, course.name).toBeCloseTo(average(ratings), 9);
    }
  });

  it('does not run again on a database that has users', async () => {
    const { db, request } = getCtx();
    const count = async () => {
      const [row] = await db
        .select({
          users: sql<number>`(select count(*)::int from users)`,
          courses: sql<number>`(select count(*)::int from courses)`,
          reviews: sql<number>`(select count(*)::int from reviews)`,
        })
        .from(sql`(select 1) as one`);
      return row;
    };
    const before = await count();
    expect(await seedDemo(db)).toBe(false);
    expect(await count()).toEqual(before);

    const stats = (await (await request('/api/stats/public')).json()) as { data: { stats: unknown } };
    expect(stats.data.stats).toEqual({
      totalCourses: before!.courses,
      totalReviews: before!.reviews,
      totalUsers: 3,
      // Every demo course lists a restroom: each has a known answer (docs/product.md §13).
      coursesWithRestroomAnswer: before!.courses,
      // The demo's courses are all in the US (docs/product.md §14).
      totalCountries: 1,
    });
  });

  it('knows the demo accounts by the flag the seed set, never by address; production disables their sign-in (issue 36)', async () => {
    const { db, request } = getCtx();
    // What an anonymous registration of a demo address left on a live server before issue 36.
    const [squatter] = await db
      .insert(users)
      .values({ email: 'squat@demo.fairwayrelief.test', firstName: 'Eve', lastName: 'X', role: 'admin' })
      .returning();
    expect(await demoAccountEmails(db)).toEqual(
      Object.values(DEMO_USERS)
        .map((u) => u.email)
        .sort(),
    );

    const session = await login(request, DEMO_USERS.admin.email, DEMO_PASSWORD);
    expect(await disableDemoSignIn(db)).toEqual(
      Object.values(DEMO_USERS)
        .map((u) => u.email)
        .sort(),
    );
    const refused = await request(
      '/api/auth/login',
      postJson({ email: DEMO_USERS.admin.email, password: DEMO_PASSWORD }),
    );
    expect(refused.status).toBe(401);
    const refreshed = await request('/api/auth/refresh', postJson({ refreshToken: session.refreshToken }));
    expect(refreshed.status).toBe(401);
    expect(await presentDemoAccounts(db)).toEqual([]);
    // Only the flagged rows: the squatter's account is any other account.
    const [kept] = await db.select().from(users).where(eq(users.id, squatter!.id));
    expect(kept).toMatchObject({ isDemo: false, email: 'squat@demo.fairwayrelief.test' });
    await db.delete(users).where(eq(users.id, squatter!.id));
  });

  it('remove-demo takes the demo accounts and sample content out, keeps real work, aggregates exact', async () => {
    const { db } = getCtx();
    const [sample] = await db.select().from(restrooms).where(eq(restrooms.isSample, true)).limit(1);
    // A real golfer reviewed a sample restroom; a real course has a restroom the demo golfer added.
    const real = await createUser(db);
    await seedReview(db, sample!, real, 2);
    const [golfer] = await db.select().from(users).where(eq(users.email, DEMO_USERS.golfer.email));
    const course = await createCourse(db, 'Real Links');
    const kept = await seedRestroom(db, { courseId: course.id, submittedBy: golfer!.id });

    const removed = await removeDemo(db);
    expect(removed.accounts).toBe(3);
    expect(removed.reviews).toBeGreaterThan(5);
    expect(await demoAccountEmails(db)).toEqual([]);
    expect(await db.select().from(restrooms).where(eq(restrooms.isSample, true))).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.isSample, true))).toEqual([]);
    // The real restroom the demo golfer added stays, anonymised; the real golfer's account stays.
    const [left] = await db.select().from(restrooms).where(eq(restrooms.id, kept.id));
    expect(left).toMatchObject({ submittedBy: null });
    expect(await db.select().from(users).where(eq(users.id, real.id))).toHaveLength(1);
    await expectEveryAggregateExact(db);
    expect(await removeDemo(db)).toEqual({ accounts: 0, reviews: 0, restrooms: 0, courses: 0 });
  });
});
