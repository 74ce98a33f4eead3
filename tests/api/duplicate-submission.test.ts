/**
 * Duplicate restroom submissions (issue 8, narrowed by issue 15): the same course, name (case and
 * spacing ignored) and gender as an approved restroom, or as the golfer's own pending one, is a 409
 * with a clear message; another golfer's pending twin does not block (the owner decides); a rejected
 * twin does not block a corrected resubmission. Enforced under the course lock, so identical
 * submissions racing each other give exactly one 201.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { restrooms } from '../../src/server/db/schema';
import { DUPLICATE_LISTED_RESTROOM, DUPLICATE_PENDING_RESTROOM } from '../../src/server/restrooms/service';
import { restroomResultSchema } from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  dataOf,
  expectAggregatesExact,
  failureOf,
  restroomBody,
  seedRestroom,
  snapshot,
  withRowLocked,
  type TestUser,
} from './helpers/restrooms';

describeEachDatabase('duplicate restroom submissions', (getCtx) => {
  let course: Awaited<ReturnType<typeof createCourse>>;
  let golfer: TestUser;
  let other: TestUser;

  beforeEach(async () => {
    const { db } = getCtx();
    course = await createCourse(db, `Dup Course ${Math.random()}`);
    golfer = await createUser(db, 'regular', { firstName: 'Golfer0' });
    other = await createUser(db, 'regular', { firstName: 'Golfer1' });
  });

  const submit = (as: TestUser, overrides: Record<string, unknown> = {}, courseId = course.id) =>
    call(getCtx(), 'POST', '/api/restrooms', as, restroomBody(courseId, overrides));
  const roomsOf = (courseId: string) =>
    getCtx().db.select().from(restrooms).where(eq(restrooms.courseId, courseId));

  it('the same golfer’s second submission of their pending restroom (case and spacing aside) is a 409 that writes nothing', async () => {
    const first = await dataOf(await submit(golfer), restroomResultSchema, 201);
    expect(first.restroom).toMatchObject({ name: 'Clubhouse Main', status: 'pending' });

    const before = await snapshot(getCtx().db);
    for (const name of ['Clubhouse Main', '  clubhouse   MAIN ', 'CLUBHOUSE\tmain']) {
      expect(await failureOf(await submit(golfer, { name }))).toEqual({
        status: 409,
        message: DUPLICATE_PENDING_RESTROOM,
      });
    }
    expect(await snapshot(getCtx().db)).toEqual(before);
    await expectAggregatesExact(getCtx().db, course.id);
  });

  it('another golfer’s pending twin does not block (issue 15): the owner sees both and decides', async () => {
    await dataOf(await submit(golfer), restroomResultSchema, 201);
    const second = await dataOf(await submit(other, { name: 'clubhouse main' }), restroomResultSchema, 201);
    expect(second.restroom.status).toBe('pending');
    expect(await roomsOf(course.id)).toHaveLength(2);
    await expectAggregatesExact(getCtx().db, course.id);
  });

  it('an approved twin is a 409 too, worded for a listed restroom', async () => {
    await seedRestroom(getCtx().db, {
      courseId: course.id,
      name: 'Turn House',
      locationType: 'halfway-house',
      status: 'approved',
      isVerified: true,
    });
    const res = await submit(golfer, { name: 'turn house', locationType: 'halfway-house' });
    expect(await failureOf(res)).toEqual({ status: 409, message: DUPLICATE_LISTED_RESTROOM });
    // An owner of the course is held to the same rule: one listing per restroom.
    const owner = await createUser(getCtx().db, 'course_owner');
    await assignOwner(getCtx().db, course.id, owner);
    const byOwner = await submit(owner, { name: 'Turn House', locationType: 'halfway-house' });
    expect(await failureOf(byOwner)).toEqual({ status: 409, message: DUPLICATE_LISTED_RESTROOM });
    expect(await roomsOf(course.id)).toHaveLength(1);
  });

  it('another gender, another course, or a rejected twin is not a duplicate', async () => {
    await dataOf(await submit(golfer, { gender: 'mens' }), restroomResultSchema, 201);
    // The men's and the women's room of the clubhouse share the spec's fixed name.
    await dataOf(await submit(other, { gender: 'womens' }), restroomResultSchema, 201);
    const elsewhere = await createCourse(getCtx().db, `Other ${Math.random()}`);
    await dataOf(await submit(other, { gender: 'mens' }, elsewhere.id), restroomResultSchema, 201);

    await seedRestroom(getCtx().db, {
      courseId: course.id,
      name: 'Hole 5 Restroom',
      locationType: 'on-course',
      holeNumber: 5,
      status: 'rejected',
      rejectionReason: 'Wrong hole',
      submittedBy: golfer.id,
    });
    const resubmitted = await submit(golfer, {
      name: 'Hole 5 Restroom',
      locationType: 'on-course',
      holeNumber: 5,
    });
    expect((await dataOf(resubmitted, restroomResultSchema, 201)).restroom.status).toBe('pending');
    expect(await roomsOf(course.id)).toHaveLength(4);
    await expectAggregatesExact(getCtx().db, course.id);
  });

  it('stores the name with runs of whitespace collapsed, the form the duplicate check compares', async () => {
    const added = await dataOf(
      await submit(golfer, { name: '  Clubhouse   Pro  Shop ' }),
      restroomResultSchema,
      201,
    );
    expect(added.restroom.name).toBe('Clubhouse Pro Shop');
  });

  it('five identical submissions of one golfer at once: exactly one 201, four 409s, one row', async () => {
    const ctx = getCtx();
    const golfers = Array.from({ length: 5 }, () => golfer);
    // On PostgreSQL another connection holds the course row while the burst arrives, so all five
    // are in flight together and queue at the course lock; without the check under that lock
    // several would insert.
    const answers = await withRowLocked(ctx.kind, 'courses', course.id, () =>
      Promise.all(golfers.map((g) => submit(g, { name: 'Halfway House', locationType: 'halfway-house' }))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(await failureOf(res)).toEqual({ status: 409, message: DUPLICATE_PENDING_RESTROOM });
    }
    expect(await roomsOf(course.id)).toHaveLength(1);
    await expectAggregatesExact(ctx.db, course.id);
  });
});
