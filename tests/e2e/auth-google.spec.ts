/**
 * 'Continue with Google' end to end: the app server talks OpenID Connect to a real provider on loopback
 * (tests/support/run-oidc-provider.ts, started by playwright.config.ts), exactly as it would to
 * Google: redirect, the provider's sign-in form, code exchange, the callback screen, the profile.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectSignedIn, expectToast, storedTokens } from './support/auth';
import { OIDC_ISSUER } from './support/servers';

// A map or the OpenID login page: its off-loopback requests are answered (support/test.ts).
test.use({ answerOffLoopback: true });

/** The provider's development sign-in form: any login, any password. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test.describe('Continue with Google', () => {
  test.describe.configure({ mode: 'parallel' });

  test('signs a new golfer in from the sign-in screen and lands on the courses', async ({ page }) => {
    const email = `google-${randomUUID().slice(0, 12)}@example.test`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, email);

    await expect(page).toHaveURL('/courses');
    await expectToast(page, 'Success', 'Successfully signed in with social account!');
    await expectSignedIn(page);
    const tokens = await storedTokens(page);
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();

    // The account behind the session is the provider's. Read from the token's claims: the e2e server's
    // access tokens live 3 s, so by now the stored one may have expired (the app refreshes its own).
    const claims = JSON.parse(Buffer.from(tokens.accessToken!.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ email, role: 'regular' });
  });

  test('from the registration screen too, with a known provider account', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'google-golfer@example.test');
    await expect(page).toHaveURL('/courses');
    await expectSignedIn(page);
    // The tokens never stay in the address bar: the callback entry was replaced.
    expect(page.url()).not.toContain('token=');
    await page.goBack();
    expect(page.url()).not.toContain('token=');
  });

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });

    // The failure comes back with its code (issue 39): said in the golfer's language, not the server's English.
    test('a sign-in cancelled at Google comes back with its code, to the sign-in screen', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Weiter mit Google' }).click();
      await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/`));
      // The request, not page.url(): the app may already have moved on to /login when the URL is read.
      const failure = page.waitForRequest(/\/auth\/error\?/);
      await page.getByRole('link', { name: 'Cancel' }).click();
      // The server's redirect carries the failure's code beside its English message.
      expect(new URL((await failure).url()).searchParams.get('code')).toBe('google_cancelled');

      // Said in German, not the server's English message beside the code.
      await expectToast(page, 'Anmeldung fehlgeschlagen', 'Die Anmeldung mit Google wurde abgebrochen.');
      await expect(page).toHaveURL('/login');
    });
  });
});
