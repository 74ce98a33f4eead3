import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { describeEachDatabase } from './helpers/databases';
import { bearer, errorOf, login, PASSWORD, postJson, register, uniqueEmail } from './helpers/auth';

describeEachDatabase('POST /api/auth/register', (getCtx) => {
  it('creates a regular account and answers 201 with both tokens and the user', async () => {
    const { request, db } = getCtx();
    const email = uniqueEmail();
    const res = await request(
      '/api/auth/register',
      postJson({ firstName: ' Pat ', lastName: 'Golfer', email, password: PASSWORD }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = (await res.json()) as { data: Record<string, unknown> & { user: { _id: string } } };
    expect(data.user).toEqual({
      _id: data.user._id,
      email,
      role: 'regular',
      firstName: 'Pat',
      lastName: 'Golfer',
      // Past the spec's shape: the person's own screens need these.
      emailVerified: false,
      hasPassword: true,
      // Never chosen (issue 39): e-mails in English, the device keeps its own.
      language: null,
    });
    expect(typeof data.refreshToken).toBe('string');
    expect(decodeJwt(data.accessToken as string)).toMatchObject({
      userId: data.user._id,
      email,
      role: 'regular',
    });

    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('accepts course_owner and refuses admin', async () => {
    const { request } = getCtx();
    const owner = await register(request, { role: 'course_owner' });
    expect(owner.user.role).toBe('course_owner');

    const res = await request(
      '/api/auth/register',
      postJson({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password: PASSWORD, role: 'admin' }),
    );
    expect(await errorOf(res)).toEqual({
      status: 400,
      message: 'Account type must be Regular User or Course Owner',
    });
  });

  it('answers 409 for an email already registered, whatever its case and spacing', async () => {
    const { request } = getCtx();
    const email = uniqueEmail();
    await register(request, { email });
    for (const variant of [email, `  ${email.toUpperCase()} `]) {
      const res = await request(
        '/api/auth/register',
        postJson({ firstName: 'A', lastName: 'B', email: variant, password: PASSWORD }),
      );
      expect(await errorOf(res)).toEqual({
        status: 409,
        message: 'An account with this email already exists',
      });
    }
  });

  it("refuses the demo's addresses: only the seed makes demo accounts (issue 36)", async () => {
    const { request, db } = getCtx();
    for (const email of [
      'owner@demo.fairwayrelief.test',
      ' Admin@DEMO.fairwayrelief.test',
      'x@a.demo.fairwayrelief.test',
    ]) {
      const res = await request(
        '/api/auth/register',
        postJson({ firstName: 'Eve', lastName: 'Squatter', email, password: PASSWORD, role: 'course_owner' }),
      );
      expect(await errorOf(res)).toEqual({
        status: 400,
        message: 'This address belongs to the demo. Please use your own email address.',
      });
    }
    expect(await db.select().from(users).where(eq(users.email, 'owner@demo.fairwayrelief.test'))).toEqual([]);
  });

  it('stores the email normalised, so sign-in works with any case', async () => {
    const { request } = getCtx();
    const email = uniqueEmail();
    const created = await register(request, { email: ` ${email.toUpperCase()}` });
    expect(created.user.email).toBe(email);
    expect((await login(request, email.toUpperCase())).user._id).toBe(created.user._id);
  });

  it('answers 400 with the spec messages for missing fields and a short password', async () => {
    const { request } = getCtx();
    const cases: [Record<string, string>, string][] = [
      [{ lastName: 'B', email: uniqueEmail(), password: PASSWORD }, 'First name is required'],
      [{ firstName: 'A', email: uniqueEmail(), password: PASSWORD }, 'Last name is required'],
      [{ firstName: 'A', lastName: 'B', password: PASSWORD }, 'Email is required'],
      [{ firstName: 'A', lastName: 'B', email: uniqueEmail() }, 'Password is required'],
      [
        { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: '12345' },
        'Password must be at least 6 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await request('/api/auth/register', postJson(body));
      expect(await errorOf(res)).toEqual({ status: 400, message });
    }
  });
});

describeEachDatabase('POST /api/auth/login', (getCtx) => {
  it('signs in with the right password: tokens and the user', async () => {
    const { request } = getCtx();
    const created = await register(request, { role: 'course_owner' });
    const signedIn = await login(request, created.user.email);
    expect(signedIn.user).toEqual(created.user);
    expect(signedIn.refreshToken).not.toBe(created.refreshToken);
    const profile = await request('/api/users/profile', { headers: bearer(signedIn.accessToken) });
    expect(((await profile.json()) as { data: unknown }).data).toEqual({ user: created.user });
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const { request } = getCtx();
    const { user } = await register(request);
    const wrong = await request(
      '/api/auth/login',
      postJson({ email: user.email, password: 'not the password' }),
    );
    const unknown = await request('/api/auth/login', postJson({ email: uniqueEmail(), password: PASSWORD }));
    expect(await errorOf(wrong)).toEqual({ status: 401, message: 'Invalid email or password' });
    expect(await errorOf(unknown)).toEqual({ status: 401, message: 'Invalid email or password' });
  });

  it('answers 400 for missing fields', async () => {
    const { request } = getCtx();
    expect(await errorOf(await request('/api/auth/login', postJson({ password: 'x' })))).toEqual({
      status: 400,
      message: 'Email is required',
    });
    expect(await errorOf(await request('/api/auth/login', postJson({ email: uniqueEmail() })))).toEqual({
      status: 400,
      message: 'Password is required',
    });
  });
});
