/**
 * One course: GET /api/courses/:id for anyone; POST, PUT and DELETE for admins only, validated with
 * the shared courseInputSchema (docs/product.md §5 messages verbatim); deleting a course takes its restrooms,
 * reviews, feedback and owner links with it.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../src/server/auth/guards';
import {
  courseOwners,
  courses,
  restroomFeedback,
  restrooms,
  reviews,
  users,
} from '../../src/server/db/schema';
import { courseResultSchema, successSchema, type Course } from '../../src/shared/schemas';
import { describeEachDatabase } from './helpers/databases';
import { authAs, insertCourses, jsonRequest } from './helpers/courses';

const VALID = {
  name: '  Tobacco Road Golf Club ',
  address: '442 Tobacco Road',
  city: 'Sanford',
  state: 'nc',
  zipCode: '27332',
  latitude: '35.3885',
  longitude: -79.2297,
  phone: '919-555-0100',
  website: 'https://example.com/tobacco-road',
};

const UNKNOWN_ID = '7d1f4b7e-3c1a-4c55-9a57-3f1de0d9e0aa';
const MALFORMED_IDS = ['not-a-uuid', '12345', `${UNKNOWN_ID}x`, "1' or '1'='1"];

describeEachDatabase('one course: read, and admin create/update/delete', (getCtx) => {
  let admin: Record<string, string>;
  let regular: Record<string, string>;
  let owner: Record<string, string>;
  let course: typeof courses.$inferSelect;

  beforeEach(async () => {
    admin = await authAs(getCtx().db, 'admin');
    regular = await authAs(getCtx().db, 'regular');
    owner = await authAs(getCtx().db, 'course_owner');
    const [inserted] = await insertCourses(getCtx().db, [
      { name: 'Pinehurst No. 2', city: 'Pinehurst', latitude: 35.19156, longitude: -79.46136 },
    ]);
    course = inserted!;
  });

  const courseOf = async (res: Response, status = 200): Promise<Course> => {
    const body: unknown = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(status);
    return v.parse(successSchema(courseResultSchema), body).data.course;
  };

  const errorOf = async (res: Response) => {
    const body = (await res.json()) as { success: boolean; message: string; errors?: unknown[] };
    expect(body.success).toBe(false);
    return { status: res.status, ...body };
  };

  it('GET answers the course with both coordinate shapes, signed in or not', async () => {
    const got = await courseOf(await getCtx().request(`/api/courses/${course.id}`));
    expect(got).toMatchObject({
      _id: course.id,
      name: 'Pinehurst No. 2',
      city: 'Pinehurst',
      state: 'NC',
      latitude: 35.19156,
      longitude: -79.46136,
      location: { type: 'Point', coordinates: [-79.46136, 35.19156] },
      averageRating: 0,
      totalReviews: 0,
      totalRestrooms: 0,
      verifiedRestrooms: 0,
    });
    expect(got.distance).toBeUndefined();
  });

  it.each([UNKNOWN_ID, ...MALFORMED_IDS])('GET %s is a 404 "Course not found"', async (id) => {
    const res = await getCtx().request(`/api/courses/${encodeURIComponent(id)}`);
    expect(await errorOf(res)).toMatchObject({ status: 404, message: 'Course not found' });
  });

  it('POST by an admin creates the course (201), trimmed and normalised', async () => {
    const created = await courseOf(
      await getCtx().request('/api/courses', jsonRequest('POST', VALID, admin)),
      201,
    );
    expect(created).toMatchObject({
      name: 'Tobacco Road Golf Club',
      state: 'NC',
      latitude: 35.3885,
      longitude: -79.2297,
      location: { type: 'Point', coordinates: [-79.2297, 35.3885] },
      phone: '919-555-0100',
      website: 'https://example.com/tobacco-road',
      averageRating: 0,
      totalRestrooms: 0,
    });
    const [row] = await getCtx().db.select().from(courses).where(eq(courses.id, created._id));
    expect(row).toMatchObject({ isSample: false, osmId: null, zipCode: '27332' });
    // The detail adds the course's facts (docs/product.md §13): nobody has answered yet.
    const { facts, ...read } = await courseOf(await getCtx().request(`/api/courses/${created._id}`));
    expect(read).toEqual(created);
    expect(facts).toMatchObject({ clubhouseRestroom: 'likely', onCourseRestrooms: 'unknown', disputed: [] });
  });

  it('POST with nothing names every required field with the spec messages', async () => {
    const res = await getCtx().request('/api/courses', jsonRequest('POST', {}, admin));
    const error = await errorOf(res);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Course name is required');
    expect(error.errors).toEqual([
      { path: 'name', message: 'Course name is required' },
      { path: 'address', message: 'Address is required' },
      { path: 'city', message: 'City is required' },
      { path: 'latitude', message: 'Latitude is required' },
      { path: 'longitude', message: 'Longitude is required' },
      // A US course's state and ZIP code are checked once its country is known (docs/product.md §14).
      { path: 'state', message: 'State is required' },
      { path: 'zipCode', message: 'ZIP code is required' },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['blank name', { name: '   ' }, 'Course name is required'],
    ['blank city', { city: '' }, 'City is required'],
    ['unknown state', { state: 'XX' }, 'State must be a two-letter US state code'],
    ['bad ZIP', { zipCode: '2733' }, 'ZIP code must be 5 digits (or ZIP+4)'],
    ['text latitude', { latitude: 'north' }, 'Latitude must be a number'],
    ['latitude out of range', { latitude: 91 }, 'Latitude must be between -90 and 90'],
    ['blank longitude', { longitude: '' }, 'Longitude is required'],
    ['longitude out of range', { longitude: -181 }, 'Longitude must be between -180 and 180'],
    ['website without scheme', { website: 'example.com' }, 'Website must be a full URL (https://…)'],
  ])('POST with %s is a 400: %s', async (_label, change, message) => {
    const res = await getCtx().request('/api/courses', jsonRequest('POST', { ...VALID, ...change }, admin));
    expect(await errorOf(res)).toMatchObject({ status: 400, message });
  });

  it('POST with a body that is not JSON is a 400', async () => {
    const res = await getCtx().request('/api/courses', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin },
      body: '{"name":',
    });
    expect(await errorOf(res)).toMatchObject({ status: 400, message: 'Request body must be valid JSON' });
  });

  it('PUT by an admin replaces the fields, clears omitted optional ones, keeps the aggregates', async () => {
    const { db, request } = getCtx();
    await db
      .update(courses)
      .set({
        phone: '910-555-0199',
        averageRating: 4.5,
        totalReviews: 2,
        totalRestrooms: 1,
        verifiedRestrooms: 1,
      })
      .where(eq(courses.id, course.id));
    const { phone: _phone, website: _website, ...withoutOptional } = VALID;
    const updated = await courseOf(
      await request(
        `/api/courses/${course.id}`,
        jsonRequest('PUT', { ...withoutOptional, name: 'Renamed' }, admin),
      ),
    );
    expect(updated).toMatchObject({
      _id: course.id,
      name: 'Renamed',
      city: 'Sanford',
      phone: null,
      website: null,
      averageRating: 4.5,
      totalReviews: 2,
      totalRestrooms: 1,
      verifiedRestrooms: 1,
    });
    const { facts: _facts, ...read } = await courseOf(await request(`/api/courses/${course.id}`));
    expect(read).toEqual(updated);
  });

  it.each([UNKNOWN_ID, ...MALFORMED_IDS])('PUT %s is a 404', async (id) => {
    const res = await getCtx().request(
      `/api/courses/${encodeURIComponent(id)}`,
      jsonRequest('PUT', VALID, admin),
    );
    expect(await errorOf(res)).toMatchObject({ status: 404, message: 'Course not found' });
  });

  it('PUT validates like POST', async () => {
    const res = await getCtx().request(
      `/api/courses/${course.id}`,
      jsonRequest('PUT', { ...VALID, address: '' }, admin),
    );
    expect(await errorOf(res)).toMatchObject({ status: 400, message: 'Address is required' });
  });

  it('DELETE by an admin removes the course with its restrooms, reviews, feedback and owners', async () => {
    const { db, request } = getCtx();
    const [reviewer] = await db
      .insert(users)
      .values({ email: `reviewer-${course.id.slice(0, 8)}@example.test`, firstName: 'R', lastName: 'V' })
      .returning();
    const [kept] = await insertCourses(db, [{ name: 'Kept Course', latitude: 35, longitude: -79 }]);
    const restroomRows = await db
      .insert(restrooms)
      .values(
        [course, course, kept].map((c, i) => ({
          courseId: c!.id,
          name: `Clubhouse Main ${i}`,
          locationType: 'clubhouse',
          facilityType: 'permanent',
          gender: 'unisex',
        })),
      )
      .returning();
    const restroomIds = restroomRows.map((r) => r.id);
    await db
      .insert(reviews)
      .values(restroomRows.map((r) => ({ restroomId: r.id, userId: reviewer!.id, rating: 4 })));
    await db
      .insert(restroomFeedback)
      .values(restroomRows.map((r) => ({ restroomId: r.id, userId: reviewer!.id, kind: 'helpful' })));
    await db.insert(courseOwners).values({ courseId: course.id, userId: reviewer!.id });

    const res = await request(`/api/courses/${course.id}`, { method: 'DELETE', headers: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { deleted: true } });

    const count = async (table: typeof restrooms | typeof reviews | typeof restroomFeedback) => {
      const column = 'restroomId' in table ? table.restroomId : table.id;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(inArray(column, restroomIds));
      return row?.n;
    };
    // Only the other course's restroom (and its review and feedback) remain.
    expect(await count(restrooms)).toBe(1);
    expect(await count(reviews)).toBe(1);
    expect(await count(restroomFeedback)).toBe(1);
    expect(await db.select().from(courseOwners).where(eq(courseOwners.courseId, course.id))).toEqual([]);
    expect((await request(`/api/courses/${course.id}`)).status).toBe(404);
    expect((await request(`/api/courses/${kept!.id}`)).status).toBe(200);

    const again = await request(`/api/courses/${course.id}`, { method: 'DELETE', headers: admin });
    expect(await errorOf(again)).toMatchObject({ status: 404, message: 'Course not found' });
  });

  it.each(MALFORMED_IDS)('DELETE %s is a 404', async (id) => {
    const res = await getCtx().request(`/api/courses/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(await errorOf(res)).toMatchObject({ status: 404, message: 'Course not found' });
  });

  const writes = () =>
    [
      ['POST', '/api/courses', VALID],
      ['PUT', `/api/courses/${course.id}`, VALID],
      ['DELETE', `/api/courses/${course.id}`, undefined],
    ] as const;

  it.each(['regular', 'course_owner'] as const)('a %s user gets 403 on every write', async (role) => {
    const headers = role === 'regular' ? regular : owner;
    for (const [method, path, body] of writes()) {
      const res = await getCtx().request(
        path,
        body ? jsonRequest(method, body, headers) : { method, headers },
      );
      expect(await errorOf(res), `${method} ${path}`).toMatchObject({
        status: 403,
        message: FORBIDDEN_MESSAGE,
      });
    }
    const [row] = await getCtx().db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.name).toBe('Pinehurst No. 2');
  });

  it('anonymous writes, and writes with a bad token, get 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      for (const [method, path, body] of writes()) {
        const res = await getCtx().request(
          path,
          body ? jsonRequest(method, body, headers) : { method, headers },
        );
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect((await getCtx().request(`/api/courses/${course.id}`)).status).toBe(200);
  });
});
