/**
 * Door signs (issue 34, docs/product.md §12): an owner makes a restroom's sign and replaces its
 * code; a report sent with the current code needs no account, counts as one voice, and comes once
 * per address and restroom an hour; a wrong or replaced code is refused. Both databases.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ADDRESS_LIMITS } from '../../src/server/auth/address-limits';
import { restroomReports } from '../../src/server/db/schema';
import { signCodeOf } from '../../src/shared/door-signs';
import {
  ownerReportListResultSchema,
  ownerSignResultSchema,
  reportResultSchema,
  restroomResultSchema,
  signLookupResultSchema,
} from '../../src/shared/schemas';
import { TEST_PUBLIC_URL } from './helpers/app';
import { fromSocket } from './helpers/auth';
import { describeEachDatabase, type TestContext } from './helpers/databases';
import { awayFromWindowEdge } from './helpers/rate-limit-windows';
import {
  assignOwner,
  call,
  createCourse,
  createUser,
  dataOf,
  failureOf,
  seedRestroom,
  type TestUser,
} from './helpers/restrooms';

const RETIRED =
  'This sign is no longer in use: its code was replaced. You can still report from the course page.';

describeEachDatabase('door signs', (getCtx) => {
  let ctx: TestContext;
  let owner: TestUser;
  let room: Awaited<ReturnType<typeof seedRestroom>>;
  let other: Awaited<ReturnType<typeof seedRestroom>>;

  beforeEach(async () => {
    const base = getCtx();
    // The counters are the database's, kept per restroom: each test's restrooms are its own.
    ctx = base;
    const course = await createCourse(base.db, `Sign Course ${Math.random()}`);
    room = await seedRestroom(base.db, { courseId: course.id, status: 'approved', name: 'Hole 7 Restroom' });
    other = await seedRestroom(base.db, { courseId: course.id, status: 'approved', name: 'Clubhouse' });
    owner = await createUser(base.db, 'course_owner');
    await assignOwner(base.db, course.id, owner);
  });

  const makeSign = async (restroomId: string) =>
    (
      await dataOf(
        await call(ctx, 'POST', `/api/owner/restrooms/${restroomId}/sign/rotate`, owner),
        ownerSignResultSchema,
      )
    ).sign;
  const signReport = (restroomId: string, body: Record<string, unknown>, address: string) =>
    ctx.app.request(
      `/api/restrooms/${restroomId}/reports`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      fromSocket(address),
    );
  const reportCount = async () =>
    (
      await ctx.db.select({ n: count() }).from(restroomReports).where(eq(restroomReports.restroomId, room.id))
    )[0]!.n;

  it('an owner makes the sign, reads it again, and its page finds the restroom through the code', async () => {
    const before = await dataOf(
      await call(ctx, 'GET', `/api/owner/restrooms/${room.id}/sign`, owner),
      ownerSignResultSchema,
    );
    expect(before.sign).toMatchObject({
      restroomName: 'Hole 7 Restroom',
      code: null,
      url: null,
      issuedAt: null,
    });
    const sign = await makeSign(room.id);
    expect(sign.url).toBe(`${TEST_PUBLIC_URL}/r/${sign.code}`);
    const again = await dataOf(
      await call(ctx, 'GET', `/api/owner/restrooms/${room.id}/sign`, owner),
      ownerSignResultSchema,
    );
    expect(again.sign).toEqual(sign);
    const page = await dataOf(await call(ctx, 'GET', `/api/signs/${sign.code}`), signLookupResultSchema);
    expect(page.sign).toMatchObject({
      restroomId: room.id,
      restroomName: 'Hole 7 Restroom',
      courseId: room.courseId,
    });
    expect(page.sign.kinds).toContain('no_paper');
    expect(page.sign.kinds).not.toContain('gone');
    const stranger = await createUser(ctx.db, 'course_owner');
    expect((await call(ctx, 'GET', `/api/owner/restrooms/${room.id}/sign`, stranger)).status).toBe(403);
  });

  it('accepts a report with the current code and no account, one voice each; refuses a wrong or replaced one', async () => {
    const sign = await makeSign(room.id);
    const first = await dataOf(
      await signReport(room.id, { kind: 'locked', signCode: sign.code }, '198.51.100.10'),
      reportResultSchema,
      201,
    );
    expect(first.report).toMatchObject({ kind: 'locked', mine: false, note: null });
    // One voice: "maybe not usable"; a second through the sign (another phone) makes two, like two golfers.
    expect(first.restroom).toMatchObject({ verdict: 'maybe_not' });
    const second = await dataOf(
      await signReport(room.id, { kind: 'locked', signCode: sign.code }, '198.51.100.11'),
      reportResultSchema,
      201,
    );
    expect(second.restroom.activeReports).toEqual([expect.objectContaining({ kind: 'locked', count: 2 })]);
    expect(second.restroom.verdict).toBe('not_usable');
    const [group] = (
      await dataOf(await call(ctx, 'GET', '/api/owner/reports', owner), ownerReportListResultSchema)
    ).reports;
    expect(group).toMatchObject({ restroomId: room.id, kind: 'locked', count: 2, viaSign: 2 });
    // One verified golfer's "Still here and OK" does not outweigh two sign reports.
    const golfer = await createUser(ctx.db);
    const confirmed = await dataOf(
      await call(ctx, 'POST', `/api/restrooms/${room.id}/confirm`, golfer),
      restroomResultSchema,
    );
    expect(confirmed.restroom.activeReports).toHaveLength(1);

    const written = await reportCount();
    const refused = async (body: Record<string, unknown>, restroomId = room.id) =>
      failureOf(await signReport(restroomId, body, '198.51.100.12'));
    const wrong = signCodeOf(room.id, randomBytes(16).toString('hex'));
    expect(await refused({ kind: 'no_paper', signCode: wrong })).toEqual({ status: 403, message: RETIRED });
    // The code of this restroom's sign names this restroom only.
    expect(await refused({ kind: 'no_paper', signCode: sign.code }, other.id)).toEqual({
      status: 403,
      message: RETIRED,
    });
    expect((await refused({ kind: 'no_paper', signCode: 'not-a-code' })).status).toBe(400);
    expect(await refused({ kind: 'no_paper', signCode: sign.code, note: 'hi' })).toEqual({
      status: 400,
      message: 'A report through a door sign takes no note',
    });
    expect((await refused({ kind: 'gone', signCode: sign.code })).status).toBe(400);
    expect((await refused({ kind: 'no_paper' })).status).toBe(401);

    const rotated = await makeSign(room.id);
    expect(rotated.code).not.toBe(sign.code);
    expect(await refused({ kind: 'no_paper', signCode: sign.code })).toEqual({
      status: 403,
      message: RETIRED,
    });
    expect((await call(ctx, 'GET', `/api/signs/${sign.code}`)).status).toBe(404);
    expect(await reportCount()).toBe(written);
    await dataOf(
      await signReport(room.id, { kind: 'no_paper', signCode: rotated.code }, '198.51.100.12'),
      reportResultSchema,
      201,
    );
  });

  it('takes one report per address and restroom an hour', async () => {
    await awayFromWindowEdge(ADDRESS_LIMITS.signReports.windowSeconds);
    const sign = await makeSign(room.id);
    const otherSign = await makeSign(other.id);
    const send = (address: string, code = sign.code, restroomId = room.id) =>
      signReport(restroomId, { kind: 'no_soap', signCode: code }, address);
    expect((await send('203.0.113.40')).status).toBe(201);
    const limited = await send('203.0.113.40');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    // An IPv6 phone is its /64.
    expect((await send('2001:db8:40:1::5')).status).toBe(201);
    expect((await send('2001:db8:40:1::6')).status).toBe(429);
    // Another phone, or another restroom's sign from the same one, is counted apart.
    expect((await send('203.0.113.41')).status).toBe(201);
    expect((await send('203.0.113.40', otherSign.code, other.id)).status).toBe(201);
    expect(await reportCount()).toBe(3);
  });
});
