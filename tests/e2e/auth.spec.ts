/**
 * Accounts end to end (issue 3), against the real server: sign-up, sign-out, sign-in, the guards, the
 * social-login error paths and the silent refresh of an expired access token. The e2e server issues
 * access tokens that live ACCESS_TOKEN_TTL_SECONDS (playwright.config.ts), so expiry is a short wait.
 */
import { expect, test } from './support/test';
import { ACCESS_TOKEN_TTL_SECONDS } from './support/servers';
import {
  clickLogOut,
  closeToast,
  expectSignedIn,
  expectToast,
  newUser,
  registerByApi,
  signInWithForm,
  storedTokens,
  toast,
} from './support/auth';

test.describe('accounts', () => {
  // Every test makes its own user, so they can share out between the workers.
  test.describe.configure({ mode: 'parallel' });

  test('sign up, sign out, sign in', async ({ page, request }) => {
    const user = newUser();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/register');

    await page.getByLabel('First Name').fill(user.firstName);
    await page.getByLabel('Last Name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await expect(page.getByRole('radio', { name: /Regular User/ })).toBeChecked();
    const create = page.getByRole('button', { name: 'Create Account' });
    await expect(create).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
    await create.click();

    await expect(page).toHaveURL('/courses');
    await expectToast(page, 'Success', 'Account created successfully');
    await expectSignedIn(page);
    const afterSignUp = await storedTokens(page);
    expect(afterSignUp.accessToken).toBeTruthy();
    expect(afterSignUp.refreshToken).toBeTruthy(); // docs/decisions.md §1: registration stores both

    // Nothing calls the API while the list sits idle, so this is the refresh token logout sends.
    const { refreshToken: revoked } = await storedTokens(page);
    await closeToast(page);
    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await clickLogOut(page);
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL('/');
    expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
    const reuse = await request.post('/api/auth/refresh', { data: { refreshToken: revoked } });
    expect(reuse.status()).toBe(401); // logout revoked the session on the server

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await signInWithForm(page, user);
    await expect(page).toHaveURL('/courses');
    await expectToast(page, 'Success', 'Logged in successfully');
    await expectSignedIn(page);
  });

  test('a wrong password is refused with the server message, and nothing typed is lost', async ({
    page,
    request,
  }) => {
    const user = await registerByApi(request);
    await page.goto('/login');
    await signInWithForm(page, { email: user.email, password: 'not-the-password' });
    await expectToast(page, 'Error', 'Invalid email or password');
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('a taken email is reported at the email field', async ({ page, request }) => {
    const user = await registerByApi(request);
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Second');
    await page.getByLabel('Last Name').fill('Try');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page)).toContainText('Error');
    await expect(page).toHaveURL('/register');
  });

  test('registration shows the validation messages of docs/product.md §5', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('checkbox').check();
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the terms links open the legal documents without ticking the box', async ({ page }) => {
    await page.goto('/register');
    await page.locator('#main').getByRole('button', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('#main').getByRole('button', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox')).not.toBeChecked();
  });

  test('the dashboard guard sends a guest to sign in, and back to the dashboard after', async ({
    page,
    request,
  }) => {
    const user = await registerByApi(request);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await signInWithForm(page, user);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectSignedIn(page);
  });

  test('a regular user is refused the owner dashboard: screen and toast', async ({ page, request }) => {
    const user = await registerByApi(request);
    await page.goto('/login');
    await signInWithForm(page, user);
    await expect(page).toHaveURL('/courses');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Owner dashboard' })).toHaveCount(0);

    await page.goto('/owner-dashboard');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText(
        "You don't have permission to access this page. This area is restricted to course owners and administrators.",
      ),
    ).toBeVisible();
    await expectToast(page, 'Access Denied', "You don't have permission to access this page.");
    await expect(page.getByRole('heading', { name: 'Owner Dashboard' })).toHaveCount(0);
  });

  test('a course owner gets the owner dashboard', async ({ page, request }) => {
    const owner = await registerByApi(request, newUser('owner'), 'course_owner');
    await page.goto('/login');
    await signInWithForm(page, owner);
    await expect(page).toHaveURL('/courses');
    await closeToast(page);
    await page.getByRole('banner').getByRole('link', { name: 'Owner dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Owner Dashboard' })).toBeVisible();
  });

  test('an expired access token is refreshed without the user noticing', async ({ page, request }) => {
    const user = await registerByApi(request);
    await page.goto('/login');
    await signInWithForm(page, user);
    await expect(page).toHaveURL('/courses');
    await expectSignedIn(page);
    const before = await storedTokens(page);

    await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
    await page.goto('/dashboard'); // a fresh start: the profile call meets the expired token
    expect((await refresh).status()).toBe(200);

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectSignedIn(page);
    const after = await storedTokens(page);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken); // rotated
    await expect(toast(page)).toHaveCount(0); // no error, no sign-in prompt: nothing to notice
  });

  test('/auth/error shows the message and goes to sign-in', async ({ page }) => {
    await page.goto('/auth/error?message=Boom');
    await expectToast(page, 'Authentication Failed', 'Boom');
    await expect(page).toHaveURL('/login');
  });

  test('/auth/success without a token says so and goes to sign-in', async ({ page }) => {
    await page.goto('/auth/success');
    await expectToast(page, 'Authentication Failed', 'No authentication token received. Please try again.');
    await expect(page).toHaveURL('/login');
  });

  test('sign-in and registration: 44 px controls, autocomplete, no sideways scroll', async ({ page }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      const controls = page
        .locator('#main')
        .locator('a, button, input:not([type=radio]):not([type=checkbox])');
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        const what = await control.evaluate((element) => element.outerHTML.slice(0, 80));
        expect(box, what).not.toBeNull();
        // Inline links in a sentence are allowed a 44 px hit area without a 44 px box (see register-page).
        const inline = await control.evaluate(
          (element) => getComputedStyle(element).display === 'inline-block',
        );
        if (!inline) expect(box!.height, what).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await page.goto('/register');
    await expect(page.getByLabel('First Name')).toHaveAttribute('autocomplete', 'given-name');
    await expect(page.getByLabel('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });
});
