/**
 * The language in the account (issue 39, docs/decisions.md §9): PATCH /api/users/profile keeps the
 * golfer's choice (one of shared/languages.ts, or null), the profile and the sign-in answers carry it
 * (the device adopts it at sign-in), and the database refuses any other value.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { authResultSchema, profileResultSchema } from '../../src/shared/schemas';
import { PASSWORD, postJson, register } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { call, createUser, dataOf, type TestUser } from './helpers/restrooms';

describeEachDatabase('the account’s language', (getCtx) => {
  let golfer: TestUser;
  beforeEach(async () => {
    golfer = await createUser(getCtx().db);
  });

  const patch = (body: unknown, as: TestUser | null = golfer) =>
    call(getCtx(), 'PATCH', '/api/users/profile', as ?? undefined, body);
  const profile = async () =>
    (await dataOf(await call(getCtx(), 'GET', '/api/users/profile', golfer), profileResultSchema)).user;

  it('is null until chosen, then kept, answered, and forgotten with null', async () => {
    expect((await profile()).language).toBeNull();
    const saved = await dataOf(await patch({ language: 'de' }), profileResultSchema);
    expect(saved.user).toMatchObject({ _id: golfer.id, language: 'de' });
    expect((await profile()).language).toBe('de');
    await dataOf(await patch({ language: 'es' }), profileResultSchema);
    expect((await profile()).language).toBe('es');
    await dataOf(await patch({ language: null }), profileResultSchema);
    expect((await profile()).language).toBeNull();
  });

  it('refuses a language the app does not speak, and a body that does not name one', async () => {
    for (const body of [{ language: 'fr' }, { language: 'DE' }, {}, { language: 3 }]) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { code: string; errors: { path: string }[] };
      expect(answer.code).toBe('invalid_input');
      expect(answer.errors.map((error) => error.path)).toEqual(['language']);
    }
    expect((await profile()).language).toBeNull();
  });

  it('needs a signed-in account', async () => {
    const res = await patch({ language: 'de' }, null);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('auth_required');
  });

  it('comes back with the sign-in, for the device to adopt', async () => {
    const { user, accessToken } = await register(getCtx().request);
    expect(user.language).toBeNull();
    const res = await getCtx().request('/api/users/profile', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'es' }),
    });
    expect(res.status).toBe(200);
    const signedIn = await dataOf(
      await getCtx().request('/api/auth/login', postJson({ email: user.email, password: PASSWORD })),
      authResultSchema,
    );
    expect(signedIn.user.language).toBe('es');
  });

  it('is one of the app’s languages in the database too (CHECK constraint)', async () => {
    const { db } = getCtx();
    await expect(
      db.execute(sql`update users set language = 'fr' where id = ${golfer.id}::uuid`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/users_language_check/) } });
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, golfer.id));
    expect(row?.language).toBeNull();
  });
});
