/**
 * What a chosen password must be (docs/product.md §5): not only spaces, not the product's own words
 * nor the demo's published password, and 12 characters at least for course owners and admins.
 * Six spaces, "fairway", "golf123" and the demo password were all accepted, by create-admin too.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { issueEmailToken } from '../../src/server/accounts/email-tokens';
import { createAdmin } from '../../src/server/admin/service';
import { STAFF_PASSWORD_MESSAGE } from '../../src/server/auth/common-passwords';
import { users } from '../../src/server/db/schema';
import { login, postJson, register, uniqueEmail } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';

const GUESSABLE = expect.stringMatching(/Fairway Relief’s own words or is the demo’s password/);

describeEachDatabase('password rules', (getCtx) => {
  const refusal = async (res: Response) => {
    const body = (await res.json()) as { code: string; errors?: { path: string; message: string }[] };
    return {
      status: res.status,
      code: body.code,
      message: body.errors?.find((e) => e.path === 'password')?.message,
    };
  };
  const registerWith = (password: string, role = 'regular') =>
    getCtx().request(
      '/api/auth/register',
      postJson({ firstName: 'Pat', lastName: 'Golfer', email: uniqueEmail(), password, role }),
    );

  it('refuses whitespace-only passwords, the product’s own words and the demo password', async () => {
    expect(await refusal(await registerWith('      '))).toEqual({
      status: 400,
      code: 'invalid_input',
      message: 'Password cannot be only spaces',
    });
    for (const password of ['fairway', 'golf123', 'Golf Course!', 'FAIRWAY relief 2026', 'fairway-demo']) {
      expect(await refusal(await registerWith(password)), password).toEqual({
        status: 400,
        code: 'guessable_password',
        message: GUESSABLE,
      });
    }
    // A golfer's own passphrase with a product word in it, and the spec's six characters, still do.
    await register(getCtx().request, { password: 'my fairway wood' });
    await register(getCtx().request, { password: 'fw7#qz' });
  });

  it('asks course owners and admins for 12 characters, at registration, reset and by support', async () => {
    const ctx = getCtx();
    expect(await refusal(await registerWith('eleven char', 'course_owner'))).toEqual({
      status: 400,
      code: 'invalid_input',
      message: STAFF_PASSWORD_MESSAGE,
    });
    const owner = await register(ctx.request, { role: 'course_owner', password: 'twelve chars' });

    // A reset link of an owner: a short password is refused and the link still works.
    const [row] = await ctx.db.select().from(users).where(eq(users.id, owner.user._id));
    const token = await issueEmailToken(ctx.db, row!, 'reset_password');
    const reset = (password: string) =>
      ctx.request('/api/auth/reset-password', postJson({ token, password }));
    expect(await refusal(await reset('short pass'))).toMatchObject({
      status: 400,
      message: STAFF_PASSWORD_MESSAGE,
    });
    expect((await reset('a longer new passphrase')).status).toBe(200);
    await login(ctx.request, owner.user.email, 'a longer new passphrase');

    await expect(
      createAdmin(ctx.db, {
        email: uniqueEmail('admin'),
        password: 'secret12',
        firstName: 'A',
        lastName: 'B',
      }),
    ).rejects.toMatchObject({ status: 400, message: STAFF_PASSWORD_MESSAGE });
  });
});
