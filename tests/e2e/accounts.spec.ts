/**
 * Real accounts end to end (issue 18), in Chromium against the real server, with its mail going to a
 * real SMTP server on loopback (playwright.config.ts) whose messages the tests open: confirming an
 * email address, resetting a forgotten password, and deleting one's account.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import {
  expectSignedIn,
  expectToast,
  newUser,
  registerByApi,
  signInWithForm,
  storedTokens,
} from './support/auth';
import { linkPath, mailTo } from './support/mail';

test.describe('accounts: email, password reset, deletion', () => {
  test.describe.configure({ mode: 'parallel' });

  test('register, open the mailed link, and the address is verified', async ({ page, browser }) => {
    const user = newUser('verify');
    await page.goto('/register');
    await page.getByLabel('First Name').fill(user.firstName);
    await page.getByLabel('Last Name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/courses');

    await page.goto('/dashboard');
    const reminder = page.getByText(/Please confirm your email address/);
    await expect(reminder).toBeVisible();

    const mail = await mailTo(user.email, /Confirm your email address/);
    await page.goto(linkPath(mail));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Thank you: your email address is verified.',
    );
    // The link works once: opened again on a device nobody is signed in on, it is spent...
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(linkPath(mail));
    await expect(strangerPage.getByRole('alert')).toContainText('expired or was already used');
    await stranger.close();
    // ...while its owner, signed in, is told their address is verified already (not "expired").
    await page.reload();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your email address is already verified.',
    );

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(reminder).toHaveCount(0);
  });

  test('forgot password: mail, reset, sign in with the new password; old sessions are gone', async ({
    page,
    browser,
    request,
  }) => {
    const user = await registerByApi(request, newUser('reset'));
    // Another device, signed in before the reset.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await signInWithForm(otherPage, user);
    await expect(otherPage).toHaveURL('/courses');
    const { refreshToken: oldRefresh } = await storedTokens(otherPage);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'If an account exists for that email',
    );

    const mail = await mailTo(user.email, /Reset your Fairway Relief password/);
    await page.goto(linkPath(mail));
    await page.getByLabel('New password', { exact: true }).fill('a new e2e password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL('/login');
    await expectToast(page, 'Password changed', 'every device was signed out');

    await signInWithForm(page, { email: user.email, password: user.password });
    await expectToast(page, 'Error', 'Invalid email or password');
    await signInWithForm(page, { email: user.email, password: 'a new e2e password' });
    await expect(page).toHaveURL('/courses');
    await expectSignedIn(page);

    // The other device's session was revoked: its refresh token is refused, and once its access
    // token lapses (3 s here) the app finds itself signed out.
    expect((await request.post('/api/auth/refresh', { data: { refreshToken: oldRefresh } })).status()).toBe(
      401,
    );
    await otherPage.waitForTimeout(3_500);
    await otherPage.goto('/dashboard');
    await expect(otherPage).toHaveURL('/login');
    await other.close();
  });

  test('delete my account: signed out, reviews gone, course aggregates exact', async ({ page, request }) => {
    const user = await registerByApi(request, newUser('leaving'));
    await page.goto('/login');
    await signInWithForm(page, user);
    await expect(page).toHaveURL('/courses');

    // A course of its own (made by the demo admin), so no other spec's reviews move its totals.
    const { courseId, restroomId } = await courseOfOurOwn(request);
    const neighbour = await registerByApi(request, newUser('neighbour'));
    await reviewAs(request, neighbour, restroomId, 4);
    // Access tokens live 3 s here: a fresh one for this user (the page refreshes its own as needed).
    const accessToken = await tokenOf(request, user.email, user.password);
    const review = await request.post(`/api/restrooms/${restroomId}/reviews`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { rating: 1, comment: 'Written before leaving' },
    });
    expect(review.status()).toBe(201);
    expect(await courseTotals(request, courseId)).toEqual({ totalReviews: 2, averageRating: 2.5 });

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL('/');
    await expectToast(page, 'Account deleted', 'Your account, reviews and feedback have been deleted.');
    expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });

    const reviews = (await (await request.get(`/api/restrooms/${restroomId}/reviews`)).json()) as {
      data: { reviews: { comment?: string | null }[] };
    };
    expect(reviews.data.reviews.map((r) => r.comment)).not.toContain('Written before leaving');
    const after = await courseTotals(request, courseId);
    expect(after).toEqual({ totalReviews: 1, averageRating: 4 });
    expect(after).toEqual(await recomputedTotals(request, courseId));
    const signIn = await request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
    });
    expect(signIn.status()).toBe(401);
  });
});

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function courseOfOurOwn(request: APIRequestContext) {
  const admin = {
    authorization: `Bearer ${await tokenOf(request, 'admin@demo.fairwayrelief.test', 'fairway-demo')}`,
  };
  const course = await request.post('/api/courses', {
    headers: admin,
    // Away from the NC lists other tests read while this one runs (a course added there shows up in them).
    data: {
      name: `Farewell Links ${Date.now()}`,
      address: '1 Last Hole Lane',
      city: 'Miles City',
      state: 'MT',
      zipCode: '59301',
      latitude: 46.42,
      longitude: -105.84,
    },
  });
  expect(course.status()).toBe(201);
  const courseId = ((await course.json()) as { data: { course: { _id: string } } }).data.course._id;
  const restroom = await request.post('/api/restrooms', {
    headers: admin,
    data: {
      courseId,
      name: 'Clubhouse Main',
      locationType: 'clubhouse',
      facilityType: 'permanent',
      gender: 'unisex',
      accessibility: true,
    },
  });
  expect(restroom.status()).toBe(201);
  const restroomId = ((await restroom.json()) as { data: { restroom: { _id: string } } }).data.restroom._id;
  return { courseId, restroomId };
}

async function reviewAs(
  request: APIRequestContext,
  user: { email: string; password: string },
  restroomId: string,
  rating: number,
) {
  const token = await tokenOf(request, user.email, user.password);
  const res = await request.post(`/api/restrooms/${restroomId}/reviews`, {
    headers: { authorization: `Bearer ${token}` },
    data: { rating },
  });
  expect(res.status()).toBe(201);
}

async function courseTotals(request: APIRequestContext, courseId: string) {
  const body = (await (await request.get(`/api/courses/${courseId}`)).json()) as {
    data: { course: { totalReviews: number; averageRating: number } };
  };
  const { totalReviews, averageRating } = body.data.course;
  return { totalReviews, averageRating: Math.round(averageRating * 1e9) / 1e9 };
}

/** The course's totals computed here from every review of its restrooms, as the server must. */
async function recomputedTotals(request: APIRequestContext, courseId: string) {
  const rooms = (await (await request.get(`/api/restrooms/course/${courseId}`)).json()) as {
    data: { restrooms: { _id: string }[] };
  };
  const ratings: number[] = [];
  for (const room of rooms.data.restrooms) {
    const body = (await (await request.get(`/api/restrooms/${room._id}/reviews`)).json()) as {
      data: { reviews: { rating: number }[] };
    };
    ratings.push(...body.data.reviews.map((r) => r.rating));
  }
  const average = ratings.length === 0 ? 0 : ratings.reduce((a, b) => a + b, 0) / ratings.length;
  return { totalReviews: ratings.length, averageRating: Math.round(average * 1e9) / 1e9 };
}
