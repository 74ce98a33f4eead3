/**
 * The owner dashboard (docs/product.md §2, §6; docs/decisions.md §3): GET /api/owner/stats, /courses,
 * /pending-submissions and PUT /api/owner/submissions/:id. Course owners see and decide only for
 * the courses assigned to them, admins for all; approve verifies, reject needs a reason and hides
 * the restroom from listings but not from its submitter; a submission is decided once.
 *
 * Every test starts without courses (deleting them takes their restrooms, reviews, feedback and
 * owner links along), so the admin's "all courses" numbers are known by hand.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { AUTH_REQUIRED_MESSAGE, FORBIDDEN_MESSAGE } from '../../src/server/auth/guards';
import { courses, restrooms, users } from '../../src/server/db/schema';
import { ALREADY_REVIEWED, NOT_YOUR_COURSE } from '../../src/server/owner/service';
import {
  contributionListResultSchema,
  ownerCourseListResultSchema,
  ownerStatsResultSchema,
  pendingSubmissionListResultSchema,
  restroomListResultSchema,
  submissionReviewResultSchema,
} from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  dataOf,
  expectAggregatesExact,
  failureOf,
  seedRestroom,
  seedReview,
  snapshot,
  withRowLocked,
  type TestUser,
} from './helpers/restrooms';

const UNKNOWN_ID = '7d1f4b7e-3c1a-4c55-9a57-3f1de0d9e0aa';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describeEachDatabase('owner dashboard and moderation', (getCtx, kind) => {
  let ownerA: TestUser; // owns Alpha Links and Charlie Park
  let ownerB: TestUser; // owns Bravo Hills
  let idleOwner: TestUser; // owns nothing
  let admin: TestUser;
  let gail: TestUser;
  let hank: TestUser;
  let alpha: Awaited<ReturnType<typeof createCourse>>;
  let bravo: Awaited<ReturnType<typeof createCourse>>;
  let charlie: Awaited<ReturnType<typeof createCourse>>;
  let a1: Awaited<ReturnType<typeof seedRestroom>>; // approved, reviews 5 and 3
  let a2: Awaited<ReturnType<typeof seedRestroom>>; // pending (Gail, 3 h ago), review 4
  let a4: Awaited<ReturnType<typeof seedRestroom>>; // pending (Hank, 1 h ago), hole 7
  let c1: Awaited<ReturnType<typeof seedRestroom>>; // pending (Gail, 2 h ago), halfway house
  let b1: Awaited<ReturnType<typeof seedRestroom>>; // pending (Gail, 4 h ago), review 2

  beforeEach(async () => {
    const { db } = getCtx();
    await db.delete(courses);
    [ownerA, ownerB, idleOwner, admin] = await Promise.all([
      createUser(db, 'course_owner', { firstName: 'Olive', lastName: 'Owner' }),
      createUser(db, 'course_owner'),
      createUser(db, 'course_owner'),
      createUser(db, 'admin'),
    ]);
    gail = await createUser(db, 'regular', { firstName: 'Gail', lastName: 'green' });
    hank = await createUser(db, 'regular', { firstName: 'Hank', lastName: 'Hill' });
    alpha = await createCourse(db, 'Alpha Links');
    bravo = await createCourse(db, 'Bravo Hills');
    charlie = await createCourse(db, 'Charlie Park');
    await assignOwner(db, alpha.id, ownerA);
    await assignOwner(db, charlie.id, ownerA);
    await assignOwner(db, bravo.id, ownerB);
    a1 = await seedRestroom(db, {
      courseId: alpha.id,
      name: 'Clubhouse Main',
      status: 'approved',
      isVerified: true,
    });
    a2 = await seedRestroom(db, {
      courseId: alpha.id,
      name: 'Clubhouse Pro Shop',
      submittedBy: gail.id,
      createdAt: hoursAgo(3),
    });
    const a3 = await seedRestroom(db, {
      courseId: alpha.id,
      name: 'Clubhouse Restaurant',
      status: 'rejected',
      rejectionReason: 'Closed',
      createdAt: hoursAgo(5),
    });
    a4 = await seedRestroom(db, {
      courseId: alpha.id,
      name: 'Hole 7 Restroom',
      locationType: 'on-course',
      holeNumber: 7,
      facilityType: 'portable',
      gender: 'mens',
      submittedBy: hank.id,
      createdAt: hoursAgo(1),
    });
    c1 = await seedRestroom(db, {
      courseId: charlie.id,
      name: 'Turn House',
      locationType: 'halfway-house',
      submittedBy: gail.id,
      createdAt: hoursAgo(2),
    });
    b1 = await seedRestroom(db, {
      courseId: bravo.id,
      name: 'Clubhouse Main',
      submittedBy: gail.id,
      createdAt: hoursAgo(4),
    });
    await seedReview(db, a1, gail, 5);
    await seedReview(db, a1, hank, 3);
    await seedReview(db, a2, hank, 4);
    await seedReview(db, a3, hank, 1);
    await seedReview(db, b1, hank, 2);
  });

  const get = (path: string, as?: TestUser) => call(getCtx(), 'GET', `/api/owner/${path}`, as);
  const decide = (as: TestUser | undefined, id: string, body: unknown) =>
    call(getCtx(), 'PUT', `/api/owner/submissions/${id}`, as, body);
  const statsOf = async (as: TestUser) =>
    (await dataOf(await get('stats', as), ownerStatsResultSchema)).stats;
  const pendingOf = async (as: TestUser) =>
    (await dataOf(await get('pending-submissions', as), pendingSubmissionListResultSchema)).submissions;
  const listed = async (courseId: string) =>
    (await dataOf(await call(getCtx(), 'GET', `/api/restrooms/course/${courseId}`), restroomListResultSchema))
      .restrooms;

  it('every owner endpoint: anonymous 401, a golfer 403, owners and admins 200', async () => {
    for (const path of ['stats', 'courses', 'pending-submissions']) {
      expect(await failureOf(await get(path))).toEqual({ status: 401, message: AUTH_REQUIRED_MESSAGE });
      expect(await failureOf(await get(path, gail))).toEqual({ status: 403, message: FORBIDDEN_MESSAGE });
      for (const who of [ownerA, admin]) {
        const res = await get(path, who);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    const before = await snapshot(getCtx().db);
    expect(await failureOf(await decide(undefined, a2.id, { action: 'approve' }))).toEqual({
      status: 401,
      message: AUTH_REQUIRED_MESSAGE,
    });
    expect(await failureOf(await decide(gail, a2.id, { action: 'approve' }))).toEqual({
      status: 403,
      message: FORBIDDEN_MESSAGE,
    });
    expect(await snapshot(getCtx().db)).toEqual(before);
  });

  it('stats: counted by hand for an owner of two courses, another owner, an owner of none and an admin', async () => {
    // Alpha: a1 (5, 3), a2 (4), a4 listed; a3 rejected (its review of 1 does not count). Charlie: c1.
    expect(await statsOf(ownerA)).toEqual({
      totalCourses: 2,
      totalRestrooms: 4,
      pendingSubmissions: 3,
      totalReviews: 3,
      averageRating: 4,
    });
    expect(await statsOf(ownerB)).toEqual({
      totalCourses: 1,
      totalRestrooms: 1,
      pendingSubmissions: 1,
      totalReviews: 1,
      averageRating: 2,
    });
    expect(await statsOf(idleOwner)).toEqual({
      totalCourses: 0,
      totalRestrooms: 0,
      pendingSubmissions: 0,
      totalReviews: 0,
      averageRating: 0,
    });
    const all = await statsOf(admin);
    expect(all).toMatchObject({ totalCourses: 3, totalRestrooms: 5, pendingSubmissions: 4, totalReviews: 4 });
    expect(all.averageRating).toBeCloseTo(14 / 4, 9);
  });

  it('courses: an owner gets their own by name with the aggregates, an admin all, an owner of none []', async () => {
    const mine = (await dataOf(await get('courses', ownerA), ownerCourseListResultSchema)).courses;
    expect(mine).toEqual([
      {
        _id: alpha.id,
        name: 'Alpha Links',
        averageRating: 4,
        city: 'Pinehurst',
        state: 'NC',
        country: 'US',
        totalRestrooms: 3,
        totalReviews: 3,
      },
      {
        _id: charlie.id,
        name: 'Charlie Park',
        averageRating: 0,
        city: 'Pinehurst',
        state: 'NC',
        country: 'US',
        totalRestrooms: 1,
        totalReviews: 0,
      },
    ]);
    const all = (await dataOf(await get('courses', admin), ownerCourseListResultSchema)).courses;
    expect(all.map((c) => c.name)).toEqual(['Alpha Links', 'Bravo Hills', 'Charlie Park']);
    expect((await dataOf(await get('courses', idleOwner), ownerCourseListResultSchema)).courses).toEqual([]);
  });

  it("pending submissions: the owner's courses only, oldest first, with location line and submitter", async () => {
    const queue = await pendingOf(ownerA);
    expect(queue.map((s) => s._id)).toEqual([a2.id, c1.id, a4.id]);
    expect(queue[0]).toEqual({
      _id: a2.id,
      courseId: alpha.id,
      courseName: 'Alpha Links',
      name: 'Clubhouse Pro Shop',
      facilityType: 'permanent',
      gender: 'unisex',
      locationType: 'clubhouse',
      holeNumber: null,
      location: 'Clubhouse',
      submittedByName: 'Gail G.',
      submittedAt: a2.createdAt.toISOString(),
    });
    expect(queue[1]).toMatchObject({ location: 'Halfway house', courseName: 'Charlie Park' });
    expect(queue[2]).toMatchObject({
      location: 'On course · Hole 7',
      holeNumber: 7,
      facilityType: 'portable',
      gender: 'mens',
      submittedByName: 'Hank H.',
    });
    expect((await pendingOf(ownerB)).map((s) => s._id)).toEqual([b1.id]);
    expect((await pendingOf(admin)).map((s) => s._id)).toEqual([b1.id, a2.id, c1.id, a4.id]);
    expect(await pendingOf(idleOwner)).toEqual([]);
  });

  it('a submitter whose account is gone: no name, and no English word for it either (issue 39)', async () => {
    const { db } = getCtx();
    const ivy = await createUser(db, 'regular', { firstName: 'Ivy', lastName: 'Gone' });
    const orphan = await seedRestroom(db, {
      courseId: alpha.id,
      name: 'Starter Hut',
      submittedBy: ivy.id,
      createdAt: hoursAgo(6),
    });
    await db.delete(users).where(eq(users.id, ivy.id));
    const [first] = await pendingOf(ownerA);
    expect(first).toMatchObject({ _id: orphan.id, submittedByName: null });
    expect(first?.submittedAt).toBe(orphan.createdAt.toISOString());
  });

  it('approve: approved, verified, notes and reviewer kept; counted as verified; gone from the queue', async () => {
    const { db } = getCtx();
    const answer = await dataOf(
      await decide(ownerA, a2.id, { action: 'approve', reason: ' Checked on site ' }),
      submissionReviewResultSchema,
    );
    expect(answer.message).toBe('Submission approved successfully');
    expect(answer.restroom).toMatchObject({
      _id: a2.id,
      status: 'approved',
      isVerified: true,
      totalReviews: 1,
    });
    const [row] = await db.select().from(restrooms).where(eq(restrooms.id, a2.id));
    expect(row).toMatchObject({
      reviewNotes: 'Checked on site',
      rejectionReason: null,
      reviewedBy: ownerA.id,
    });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    await expectAggregatesExact(db, alpha.id);
    expect((await listed(alpha.id)).find((r) => r._id === a2.id)).toMatchObject({ isVerified: true });
    expect((await pendingOf(ownerA)).map((s) => s._id)).toEqual([c1.id, a4.id]);
    expect((await statsOf(ownerA)).pendingSubmissions).toBe(2);

    // Approval notes are optional; an admin may decide on any course.
    const byAdmin = await dataOf(
      await decide(admin, b1.id, { action: 'approve' }),
      submissionReviewResultSchema,
    );
    expect(byAdmin.restroom).toMatchObject({ status: 'approved', isVerified: true });
    const [b1Row] = await db.select().from(restrooms).where(eq(restrooms.id, b1.id));
    expect(b1Row).toMatchObject({ reviewNotes: null, reviewedBy: admin.id });
    await expectAggregatesExact(db, bravo.id);
  });

  it('reject: needs a reason; then hidden from listings and totals, shown to its submitter with the reason', async () => {
    const ctx = getCtx();
    const before = await snapshot(ctx.db);
    for (const body of [{ action: 'reject' }, { action: 'reject', reason: '   ' }]) {
      expect(await failureOf(await decide(ownerA, a4.id, body))).toEqual({
        status: 400,
        message: 'Rejection reason is required',
      });
    }
    for (const body of [{ action: 'delete' }, {}]) {
      expect(await failureOf(await decide(ownerA, a4.id, body))).toEqual({
        status: 400,
        message: 'Action must be approve or reject',
      });
    }
    expect(await snapshot(ctx.db)).toEqual(before);

    const answer = await dataOf(
      await decide(ownerA, a4.id, { action: 'reject', reason: '  Not there any more ' }),
      submissionReviewResultSchema,
    );
    expect(answer.message).toBe('Submission rejected successfully');
    expect(answer.restroom).toMatchObject({ _id: a4.id, status: 'rejected', isVerified: false });
    const [row] = await ctx.db.select().from(restrooms).where(eq(restrooms.id, a4.id));
    expect(row).toMatchObject({ rejectionReason: 'Not there any more', reviewedBy: ownerA.id });
    await expectAggregatesExact(ctx.db, alpha.id);
    expect((await listed(alpha.id)).map((r) => r._id)).not.toContain(a4.id);
    expect((await statsOf(ownerA)).totalRestrooms).toBe(3);

    const mine = (
      await dataOf(await call(ctx, 'GET', '/api/users/restrooms', hank), contributionListResultSchema)
    ).restrooms;
    expect(mine).toEqual([
      expect.objectContaining({
        _id: a4.id,
        courseName: 'Alpha Links',
        status: 'rejected',
        rejectionReason: 'Not there any more',
        reviewedAt: row!.reviewedAt!.toISOString(),
      }),
    ]);
    // Hidden means hidden: no reviews or feedback on it any more.
    expect(
      (await failureOf(await call(ctx, 'POST', `/api/restrooms/${a4.id}/reviews`, gail, { rating: 3 })))
        .status,
    ).toBe(404);
  });

  it('decided once (409); an owner of another course gets 403 and changes nothing; unknown ids 404', async () => {
    const ctx = getCtx();
    const before = await snapshot(ctx.db);
    for (const body of [{ action: 'approve' }, { action: 'reject', reason: 'No' }]) {
      expect(await failureOf(await decide(ownerB, a2.id, body))).toEqual({
        status: 403,
        message: NOT_YOUR_COURSE,
      });
      expect(await failureOf(await decide(idleOwner, c1.id, body))).toEqual({
        status: 403,
        message: NOT_YOUR_COURSE,
      });
    }
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect(await failureOf(await decide(admin, id, { action: 'approve' }))).toEqual({
        status: 404,
        message: 'Submission not found',
      });
    }
    expect(await snapshot(ctx.db)).toEqual(before);

    await dataOf(await decide(ownerA, a2.id, { action: 'approve' }), submissionReviewResultSchema);
    const decided = await snapshot(ctx.db);
    for (const [who, body] of [
      [ownerA, { action: 'approve' }],
      [admin, { action: 'reject', reason: 'Changed my mind' }],
    ] as const) {
      expect(await failureOf(await decide(who, a2.id, body))).toEqual({
        status: 409,
        message: ALREADY_REVIEWED,
      });
    }
    // Already-approved restrooms (a1) were never submissions to decide either.
    expect(await failureOf(await decide(ownerA, a1.id, { action: 'approve' }))).toEqual({
      status: 409,
      message: ALREADY_REVIEWED,
    });
    expect(await snapshot(ctx.db)).toEqual(decided);
  });

  it('two moderators deciding at once: one decision wins, the other is a 409', async () => {
    const ctx = getCtx();
    const answers = await withRowLocked(kind, 'restrooms', a2.id, () =>
      Promise.all([
        decide(ownerA, a2.id, { action: 'approve' }),
        decide(admin, a2.id, { action: 'reject', reason: 'Duplicate' }),
      ]),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409]);
    const [row] = await ctx.db.select().from(restrooms).where(eq(restrooms.id, a2.id));
    const winner = answers[0]!.status === 200 ? 'approved' : 'rejected';
    expect(row!.status).toBe(winner);
    await expectAggregatesExact(ctx.db, alpha.id);
  });
});
