import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses, users } from '../../src/server/db/schema';
import {
  bearer,
  errorOf,
  login,
  PASSWORD,
  postJson,
  register,
  signInAsNewAdmin,
  uniqueEmail,
} from './helpers/auth';
import { describeEachDatabase, type TestContext } from './helpers/databases';

async function insertCourse(ctx: TestContext, name: string): Promise<string> {
  const [row] = await ctx.db
    .insert(courses)
    .values({ name, state: 'NC', city: 'Pinehurst', latitude: 35.19, longitude: -79.47 })
    .returning({ id: courses.id });
  return row!.id;
}

const authed = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), ...bearer(token) },
});

/** A user as others see it (the spec's five fields; the own-account extras left out). */
const publicUser = ({
  _id,
  email,
  role,
  firstName,
  lastName,
}: Record<'_id' | 'email' | 'role' | 'firstName' | 'lastName', string>) => ({
  _id,
  email,
  role,
  firstName,
  lastName,
});

describeEachDatabase('admin API', (getCtx) => {
  it('is for admins only: 401 anonymous, 403 regular users and course owners', async () => {
    const { request } = getCtx();
    const regular = await register(request);
    const owner = await register(request, { role: 'course_owner' });
    const calls: [string, RequestInit][] = [
      ['/api/admin/course-owners', {}],
      ['/api/admin/users', postJson({})],
      [`/api/admin/courses/${randomUUID()}/owners`, postJson({ email: 'x@example.test' })],
      [`/api/admin/courses/${randomUUID()}/owners/${randomUUID()}`, { method: 'DELETE' }],
    ];
    for (const [path, init] of calls) {
      expect(await errorOf(await request(path, init))).toEqual({
        status: 401,
        message: 'Authentication required',
      });
      for (const { accessToken } of [regular, owner]) {
        expect(await errorOf(await request(path, authed(accessToken, init)))).toEqual({
          status: 403,
          message: 'You do not have permission to do this',
        });
      }
    }
  });

  it('creates admins who can sign in, with the registration rules', async () => {
    const ctx = getCtx();
    const admin = await signInAsNewAdmin(ctx.db, ctx.request);
    const email = uniqueEmail('second-admin');
    const body = {
      email: ` ${email.toUpperCase()} `,
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Support',
    };
    const res = await ctx.request('/api/admin/users', authed(admin.accessToken, postJson(body)));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { user: { role: string; email: string } } };
    expect(data.user).toMatchObject({ role: 'admin', email, firstName: 'Sam', lastName: 'Support' });
    expect((await login(ctx.request, email)).user.role).toBe('admin');

    const again = await ctx.request('/api/admin/users', authed(admin.accessToken, postJson(body)));
    expect(await errorOf(again)).toEqual({
      status: 409,
      message: 'An account with this email already exists',
    });
    const short = await ctx.request(
      '/api/admin/users',
      authed(admin.accessToken, postJson({ ...body, password: '123' })),
    );
    expect(await errorOf(short)).toEqual({ status: 400, message: 'Password must be at least 6 characters' });
  });

  it('assigns, lists and unassigns course owners', async () => {
    const ctx = getCtx();
    const admin = await signInAsNewAdmin(ctx.db, ctx.request);
    const owner = await register(ctx.request, {
      role: 'course_owner',
      firstName: 'Olive',
      lastName: 'Owner',
    });
    const courseId = await insertCourse(ctx, 'Aardvark Links');
    // Only a verified account can own a course (accounts.test.ts follows the mailed link for real).
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.user._id));
    const assign = () =>
      ctx.request(
        `/api/admin/courses/${courseId}/owners`,
        authed(admin.accessToken, postJson({ email: owner.user.email.toUpperCase() })),
      );

    const first = await assign();
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: unknown }).data).toEqual({
      course: { _id: courseId, name: 'Aardvark Links' },
      owner: publicUser(owner.user),
      created: true,
    });
    // Idempotent: assigning again changes nothing.
    const second = await assign();
    expect(((await second.json()) as { data: { created: boolean } }).data.created).toBe(false);

    const list = await ctx.request('/api/admin/course-owners', authed(admin.accessToken));
    const { data } = (await list.json()) as { data: { courses: { _id: string; owners: unknown[] }[] } };
    expect(data.courses.find((c) => c._id === courseId)).toEqual({
      _id: courseId,
      name: 'Aardvark Links',
      owners: [publicUser(owner.user)],
    });

    const remove = () =>
      ctx.request(
        `/api/admin/courses/${courseId}/owners/${owner.user._id}`,
        authed(admin.accessToken, { method: 'DELETE' }),
      );
    expect(((await (await remove()).json()) as { data: { removed: boolean } }).data.removed).toBe(true);
    expect(((await (await remove()).json()) as { data: { removed: boolean } }).data.removed).toBe(false);
    const after = await ctx.request('/api/admin/course-owners', authed(admin.accessToken));
    const afterData = ((await after.json()) as { data: { courses: { _id: string }[] } }).data;
    expect(afterData.courses.find((c) => c._id === courseId)).toBeUndefined();
  });

  it('explains what is wrong: unknown course or account, regular users', async () => {
    const ctx = getCtx();
    const admin = await signInAsNewAdmin(ctx.db, ctx.request);
    const regular = await register(ctx.request);
    const courseId = await insertCourse(ctx, 'Bogey Hills');
    const assign = (course: string, email: string) =>
      ctx.request(`/api/admin/courses/${course}/owners`, authed(admin.accessToken, postJson({ email })));

    expect(await errorOf(await assign(randomUUID(), regular.user.email))).toEqual({
      status: 404,
      message: 'Course not found',
    });
    expect(await errorOf(await assign('not-a-uuid', regular.user.email))).toEqual({
      status: 404,
      message: 'Course not found',
    });
    expect(await errorOf(await assign(courseId, uniqueEmail()))).toEqual({
      status: 404,
      message: 'No account exists with that email',
    });
    const refused = await errorOf(await assign(courseId, regular.user.email));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('is a regular user account');
    expect(refused.message).toContain('Course Owner');

    const unassign = await ctx.request(
      `/api/admin/courses/${courseId}/owners/not-a-uuid`,
      authed(admin.accessToken, { method: 'DELETE' }),
    );
    expect(await errorOf(unassign)).toEqual({ status: 404, message: 'User not found' });
  });
});
